import type { ObjectRef } from "@pothos/core";
import { ERROR_MESSAGES, type ErrorCode, errorMessage } from "#i18n/messages/errors.ts";
import { baseCode, fieldErrorMessage } from "#i18n/messages/field-errors.ts";
import { isDatabaseUnavailable, isDataException } from "#kernel/db-errors.ts";
import { DomainError } from "#kernel/errors.ts";
import { type Permission, refusal, type StaffPermission } from "#kernel/permissions.ts";
import { type ApiName, builder, type GraphQLContext } from "./builder.ts";

const ADMIN_ONLY: ApiName[] = ["admin"];

interface FieldErrorView {
  field: string;
  code: string;
  message: string;
}

/** The specs' reply envelope on every operation, with a stable code (decisions 0005, 0054). */
interface Envelope<T> {
  status_code: number;
  message: string;
  /** SUCCESS, or the error code (CART_NOT_FOUND, INVALID_INPUT ...): what clients branch on. */
  code: string;
  errors: string[];
  fieldErrors: FieldErrorView[];
  data: T | null;
}

const FieldError = builder.objectRef<FieldErrorView>("FieldError").implement({
  description: "One invalid input field: its name, a stable code and the message in the caller's language",
  fields: (t) => ({
    field: t.exposeString("field"),
    code: t.exposeString("code"),
    message: t.exposeString("message"),
  }),
});

/** Every code an operation may answer, enumerated (decision 0106): clients branch on these. */
const ErrorCodeEnum = builder.enumType("ErrorCode", {
  description: "SUCCESS, or why the operation failed (its message is in `message`, in the caller's language)",
  values: ["SUCCESS", ...(Object.keys(ERROR_MESSAGES) as ErrorCode[])] as const,
});

// biome-ignore lint/suspicious/noExplicitAny: Pothos refs are invariant in their shape type
type AnyRef = ObjectRef<any, any> | [ObjectRef<any, any>] | "JSON" | "Boolean" | "String" | "Int" | "Float";

/** Declares `<Name>Response { status_code, message, code, errors, fieldErrors, data }` around a data type. */
export function envelopeOf<T>(name: string, data: AnyRef) {
  return builder.objectRef<Envelope<T>>(`${name}Response`).implement({
    description: `The reply envelope around ${name}`,
    fields: (t) => ({
      status_code: t.exposeInt("status_code"),
      message: t.exposeString("message"),
      // biome-ignore lint/suspicious/noExplicitAny: the codes are the enum's values
      code: t.field({ type: ErrorCodeEnum, resolve: (p) => p.code as any }),
      errors: t.exposeStringList("errors"),
      fieldErrors: t.field({ type: [FieldError], resolve: (p) => p.fieldErrors }),
      // biome-ignore lint/suspicious/noExplicitAny: see AnyRef
      data: t.field({ type: data as any, nullable: true, resolve: (p) => p.data as any }),
    }),
  });
}

const OK = { en: "Success", ar: "تمت العملية بنجاح" } as const;

/** The envelope of an expected failure, in the caller's language. */
export function failure(ctx: Pick<GraphQLContext, "language">, error: DomainError): Envelope<never> {
  const message = errorMessage(error.code, ctx.language);
  const fieldErrors = Object.entries(error.fields).map(([field, code]) => ({
    field,
    code: baseCode(code),
    message: fieldErrorMessage(field, code, ctx.language),
  }));
  return {
    status_code: error.status,
    message,
    code: error.code,
    errors: [message, ...fieldErrors.map((f) => `${f.field}: ${f.message}`)],
    fieldErrors,
    data: null,
  };
}

/**
 * Runs a resolver's work and wraps the outcome: data with 200, an expected failure with its
 * status, code and the message in the caller's language, a value the database refused (a data
 * exception) as INVALID_INPUT 400, anything else logged and reported as a generic 500 (never a
 * stack trace).
 */
export async function reply<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<Envelope<T>> {
  try {
    const data = await work();
    return {
      status_code: 200,
      message: OK[ctx.language],
      code: "SUCCESS",
      errors: [],
      fieldErrors: [],
      data,
    };
  } catch (error) {
    if (error instanceof DomainError) return failure(ctx, error);
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL cannot be reached (decision 0079): not the caller's fault, and brief.
      ctx.log.warn({ err: error }, "database unavailable in a GraphQL operation");
      return failure(ctx, new DomainError("SERVICE_UNAVAILABLE", 503));
    }
    if (isDataException(error)) {
      // A value the database cannot hold that no schema caught (decision 0073): the input's fault.
      ctx.log.warn({ err: error }, "input refused by the database in a GraphQL operation");
      return failure(ctx, new DomainError("INVALID_INPUT", 400));
    }
    ctx.log.error({ err: error }, "unexpected error in a GraphQL operation");
    return failure(ctx, new DomainError("INTERNAL" satisfies ErrorCode, 500));
  }
}

/** A refused call answers its envelope: 401 for a visitor, 403 for a signed-in user. */
const refused = (_parent: unknown, _args: unknown, ctx: GraphQLContext) => failure(ctx, refusal(ctx.user));

/**
 * What a Query or Mutation field declares about who may call it (decision 0052). The schema does
 * not build with a root field that declares none (schema.ts: default deny).
 */
export const guard = {
  /** Anyone, visitors included. */
  public: { authScopes: { public: true }, unauthorizedResolver: refused },
  /** Any signed-in user; the service checks what is theirs. */
  signedIn: { authScopes: { signedIn: true }, unauthorizedResolver: refused },
  /** Users holding a permission. */
  can: (permission: Permission) => ({ authScopes: { permission }, unauthorizedResolver: refused }),
  /**
   * A field of the admin API (decision 0106), behind a permission on everybody's records: never
   * just "is an administrator".
   */
  admin: (permission: StaffPermission) => ({
    subGraphs: ADMIN_ONLY,
    authScopes: { permission } as { permission: Permission },
    unauthorizedResolver: refused,
  }),
  /** The admin API's one field for any signed-in caller: who they are and what they may do. */
  adminViewer: { subGraphs: ADMIN_ONLY, authScopes: { signedIn: true }, unauthorizedResolver: refused },
} as const;
