import type { z } from "zod";
import { ERROR_MESSAGES, type ErrorCode } from "#i18n/messages/errors.ts";
import { DomainError } from "../errors.ts";

const isCode = (value: string): value is ErrorCode => value in ERROR_MESSAGES;

/**
 * Parses input with a zod schema; a failure is a 400 DomainError whose fields carry the error
 * codes (the schema's messages are codes). One failing field gives that field's message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, ErrorCode | string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".") || "input";
    if (!(field in fields)) fields[field] = isCode(issue.message) ? issue.message : "INVALID_INPUT";
  }
  const codes = Object.values(fields);
  const single = codes.length === 1 && isCode(codes[0]!) ? (codes[0] as ErrorCode) : "INVALID_INPUT";
  throw new DomainError(single, 400, fields);
}
