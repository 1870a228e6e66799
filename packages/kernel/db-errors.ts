/**
 * PostgreSQL's error codes, read through drizzle's wrapping (`DrizzleQueryError.cause`) and
 * PGlite's or pg's own errors.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (23505): someone else wrote the same key first. */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** A *data exception* (class 22): a value PostgreSQL cannot store (invalid text, out of range). */
export const isDataException = (error: unknown): boolean => pgErrorCode(error)?.startsWith("22") ?? false;
