/** What the information pages read from GraphQL (decision 0063), and their header text. */
import type { Language } from "#i18n/locales.ts";
import type { ResultOf } from "../../lib/shop-graphql.ts";
import type { ContentPageFields, HeaderFields } from "./content-fields.ts";

export type ContentPage = ResultOf<typeof ContentPageFields>;
export type HeaderText = ResultOf<typeof HeaderFields>;

/** A page's header in the page's language; its own strings when the editor removed it. */
export function headerIn(
  lang: Language,
  header: HeaderText | null | undefined,
  fallback: { title: string; text: string },
): { title: string; text: string } {
  if (!header) return fallback;
  const ar = lang === "ar";
  return {
    title: (ar ? header.arTitle : header.title) || fallback.title,
    text: (ar ? header.arText : header.text) || fallback.text,
  };
}

/** A content page's title and body in the page's language. */
export function pageIn(lang: Language, page: ContentPage): { title: string; body: string } {
  const ar = lang === "ar";
  return {
    title: (ar ? page.arTitle : page.title) || page.title,
    body: (ar ? page.arBody : page.body) || page.body,
  };
}
