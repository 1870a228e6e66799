import { GraphQLError } from "graphql";
import type { Language } from "#i18n/locales.ts";
import { errorMessage } from "#i18n/messages/errors.ts";

/** How long a client is told to wait when the database cannot be reached (decision 0079). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The database could not be reached before an operation could start (reading the session):
 * GraphQL Yoga answers it with HTTP 503 and Retry-After, in the caller's language.
 */
export function serviceUnavailable(language: Language): GraphQLError {
  return new GraphQLError(errorMessage("SERVICE_UNAVAILABLE", language), {
    extensions: {
      code: "SERVICE_UNAVAILABLE",
      http: { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    },
  });
}

/** Whether an error is `serviceUnavailable` (checked by its code: the module may be loaded twice). */
export function isUnavailableError(error: unknown): boolean {
  return (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === "SERVICE_UNAVAILABLE";
}

/** Whether one of an operation's envelopes answered 503 (the database went away meanwhile). */
export function answeredUnavailable(data: unknown): boolean {
  if (!data || typeof data !== "object") return false;
  return Object.values(data).some(
    (field) => (field as { status_code?: unknown } | null)?.status_code === 503,
  );
}
