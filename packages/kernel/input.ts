import type { z } from "zod";
import { ERROR_MESSAGES, type ErrorCode } from "#i18n/messages/errors.ts";
import { DomainError, type FieldCode } from "./errors.ts";
import { pathsWithControlCharacters, withoutControlCharacters } from "./text-guard.ts";

const codeOf = (message: string): FieldCode => {
  const base = message.split(":")[0]!;
  return base in ERROR_MESSAGES ? (message as FieldCode) : "INVALID_VALUE";
};

/**
 * The one input parser of every service (decision 0054). Schemas' messages are error codes
 * (`FIELD_REQUIRED`, `MIN_LENGTH:6`); a failure is a 400 DomainError with a code per field: the
 * field's own code when one plain code failed, else INVALID_INPUT. Before the schema, any string
 * holding NUL or another control character is refused on its field (decision 0073): no schema
 * can forget it; inputs that are never refused (search text) ask for them to be removed instead.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: { controlCharacters?: "refuse" | "remove" } = {},
): z.output<S> {
  if (options.controlCharacters === "remove") return parseCleaned(schema, withoutControlCharacters(input));
  const controls = pathsWithControlCharacters(input);
  if (controls.length) {
    const fields = Object.fromEntries(controls.map((path) => [path, "CONTROL_CHARACTERS" as const]));
    throw new DomainError(controls.length === 1 ? "CONTROL_CHARACTERS" : "INVALID_INPUT", 400, fields);
  }
  return parseCleaned(schema, input);
}

function parseCleaned<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldCode> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".") || "input";
    if (!(field in fields)) fields[field] = codeOf(issue.message);
  }
  const codes = Object.values(fields);
  const only = codes.length === 1 && codes[0]! in ERROR_MESSAGES ? (codes[0] as ErrorCode) : null;
  throw new DomainError(only ?? "INVALID_INPUT", 400, fields);
}
