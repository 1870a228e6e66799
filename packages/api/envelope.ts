import type { ObjectRef } from "@pothos/core";
import { DomainError } from "#domain/errors.ts";
import { ERROR_MESSAGES, type ErrorCode, errorMessage } from "#i18n/messages/errors.ts";
import { builder, type GraphQLContext } from "./builder.ts";

/** The specs' reply envelope, on every operation. */
export interface Envelope<T> {
  status_code: number;
  message: string;
  errors: string[];
  data: T | null;
}

// biome-ignore lint/suspicious/noExplicitAny: Pothos refs are invariant in their shape type
type AnyRef = ObjectRef<any, any> | [ObjectRef<any, any>] | "JSON" | "Boolean" | "String" | "Int" | "Float";

/** Declares `<Name>Response { status_code, message, errors, data }` around a data type. */
export function envelopeOf<T>(name: string, data: AnyRef) {
  return builder.objectRef<Envelope<T>>(`${name}Response`).implement({
    description: `The reply envelope around ${name}`,
    fields: (t) => ({
      status_code: t.exposeInt("status_code"),
      message: t.exposeString("message"),
      errors: t.exposeStringList("errors"),
      // biome-ignore lint/suspicious/noExplicitAny: see AnyRef
      data: t.field({ type: data as any, nullable: true, resolve: (p) => p.data as any }),
    }),
  });
}

const OK = { en: "Success", ar: "تمت العملية بنجاح" } as const;

/**
 * Runs a resolver's work and wraps the outcome: data with 200, an expected failure with its
 * status and the message in the caller's language, anything else logged and reported as a
 * generic 500 (never a stack trace).
 */
export async function reply<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<Envelope<T>> {
  try {
    const data = await work();
    return { status_code: 200, message: OK[ctx.language], errors: [], data };
  } catch (error) {
    if (error instanceof DomainError) {
      const message = errorMessage(error.code, ctx.language);
      const fieldErrors = Object.entries(error.fields).map(
        ([field, code]) =>
          `${field}: ${code in ERROR_MESSAGES ? errorMessage(code as ErrorCode, ctx.language) : code}`,
      );
      return { status_code: error.status, message, errors: [message, ...fieldErrors], data: null };
    }
    ctx.log.error({ err: error }, "unexpected error in a GraphQL operation");
    const message = errorMessage("INTERNAL", ctx.language);
    return { status_code: 500, message, errors: [message], data: null };
  }
}
