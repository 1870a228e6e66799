import type { ErrorCode } from "#i18n/messages/errors.ts";

/** An expected failure: a code with a message per language and the specs' status code. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field name → error code, for forms. */
  readonly fields: Record<string, ErrorCode | string>;

  constructor(code: ErrorCode, status = 400, fields: Record<string, ErrorCode | string> = {}) {
    super(code);
    this.name = "DomainError";
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND") => new DomainError(code, 404);
