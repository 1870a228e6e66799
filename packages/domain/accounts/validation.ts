import type { z } from "zod";
import type { Language } from "#i18n/locales.ts";
import { ERROR_MESSAGES, type ErrorCode, errorMessage } from "#i18n/messages/errors.ts";
import { minLengthMessage } from "#i18n/messages/errors-account.ts";
import { DomainError } from "../errors.ts";

/**
 * Schemas carry error codes as their messages ("FIELD_REQUIRED", "MIN_LENGTH:4"); this turns
 * the issues into one message per field, in the language asked.
 */
export function fieldMessages(issues: readonly z.core.$ZodIssue[], lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (out[field]) continue;
    out[field] = messageOf(issue.message, field.split(".").pop() ?? field, lang);
  }
  return out;
}

export function messageOf(code: string, field: string, lang: Language): string {
  const min = /^MIN_LENGTH:(\d+)$/.exec(code);
  if (min) return minLengthMessage(field, Number(min[1]), lang);
  if (code in ERROR_MESSAGES) return errorMessage(code as ErrorCode, lang);
  return errorMessage("INVALID_VALUE", lang);
}

/** Parses input with a schema or throws a 400 DomainError with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Language): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError("INVALID_INPUT", 400, fieldMessages(result.error.issues, lang));
}
