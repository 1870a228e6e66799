import type { ErrorCode } from "#i18n/messages/errors.ts";

/**
 * A field's problem as a code: an ErrorCode, or one with a parameter after a colon
 * (`MIN_LENGTH:6`). Messages are made from codes by the envelope, in the caller's language.
 */
export type FieldCode = ErrorCode | `${ErrorCode}:${string}`;

/** An expected failure: a code with a message per language and the specs' status code. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field name → error code, for forms. */
  readonly fields: Record<string, FieldCode>;

  constructor(code: ErrorCode, status = 400, fields: Record<string, FieldCode> = {}) {
    super(code);
    this.name = "DomainError";
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND") => new DomainError(code, 404);
