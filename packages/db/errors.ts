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

/** Node's socket errors when the server cannot be reached or dropped the connection. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);

/**
 * The database cannot be reached (decision 0079): a refused or dropped connection, the pool's
 * connection timeout, or PostgreSQL shutting down or starting (classes 08 and 57P0x). Not the
 * request's fault: answered 503, and the next request may succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code.startsWith("08") || /^57P0[1-3]$/.test(code))) return true;
  for (let e = error, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const { code: errno, message } = e as { code?: unknown; message?: unknown };
    if (typeof errno === "string" && UNREACHABLE.has(errno)) return true;
    if (typeof message !== "string") continue;
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}
