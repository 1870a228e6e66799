import type { DocumentNode } from "graphql";
import { data, type RouterContextProvider } from "react-router";
import type { Locale } from "#i18n/locales.ts";
import { servicesContext } from "#server/app-context.ts";
import type { ResultOf, TadaDocumentNode, VariablesOf } from "./shop-graphql.ts";

/** A document's variables: optional when it declares none (or only optional ones). */
type VariablesArg<D> =
  Record<never, never> extends VariablesOf<D> ? [variables?: VariablesOf<D>] : [variables: VariablesOf<D>];

/**
 * Runs a typed GraphQL document (`graphql()` of `shop-graphql.ts`, decision 0105) in-process for a
 * loader, in the page's language and country; the answer is typed from the document. When the
 * database cannot be reached the page answers 503 with the message "try again in a moment"
 * (decision 0079), never a 404 for a product that exists.
 */
// biome-ignore lint/suspicious/noExplicitAny: any document of the shop schema
export async function gql<D extends TadaDocumentNode<any, any>>(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  document: D,
  ...[variables]: VariablesArg<D>
): Promise<ResultOf<D>> {
  try {
    return await context
      .get(servicesContext)
      .graphql<ResultOf<D>>(document as unknown as DocumentNode, variables ?? {}, {
        language: locale.lang,
        country: locale.country,
      });
  } catch (error) {
    const { status, message } = error as { status?: unknown; message?: string };
    if (status !== 503) throw error;
    throw data({ message }, { status: 503, headers: { "retry-after": "5" } });
  }
}
