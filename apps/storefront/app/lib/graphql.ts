import { data, type RouterContextProvider } from "react-router";
import type { Locale } from "#i18n/locales.ts";
import { servicesContext } from "#server/app-context.ts";

export interface Envelope<T> {
  status_code: number;
  message: string;
  errors: string[];
  data: T | null;
}

/** An envelope whose document also asked for `code` and `fieldErrors` (decision 0054): branch on codes. */
export interface CodedEnvelope<T> extends Envelope<T> {
  /** SUCCESS or the error code (USER_BLOCKED, CART_NOT_FOUND ...). */
  code: string;
  fieldErrors: Array<{ field: string; code: string; message: string }>;
}

/**
 * Runs a GraphQL operation in-process for a loader, in the page's language and country. When the
 * database cannot be reached the page answers 503 with the message "try again in a moment"
 * (decision 0079), never a 404 for a product that exists.
 */
export async function gql<T>(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  source: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  try {
    return await context
      .get(servicesContext)
      .graphql<T>(source, variables, { language: locale.lang, country: locale.country });
  } catch (error) {
    const { status, message } = error as { status?: unknown; message?: string };
    if (status !== 503) throw error;
    throw data({ message }, { status: 503, headers: { "retry-after": "5" } });
  }
}
