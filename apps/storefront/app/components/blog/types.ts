/** The blog pages' shared shapes, GraphQL fields and paths (decision 0064). */
import { dateFormat } from "#i18n/format.ts";
import { parseLocalePrefix } from "#i18n/locales.ts";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import type { ResultOf } from "../../lib/shop-graphql.ts";
import type { COMMENTS, PostCardFields } from "./blog-documents.ts";

type PostType = "blog" | "news";

/** A post's card (lists, neighbours), as `PostCardFields` asks for it. */
export type PostCardData = ResultOf<typeof PostCardFields>;
export type CommentData = NonNullable<ResultOf<typeof COMMENTS>["getCommentReviews"]["data"]>[number];

export const postPath = (locale: PageLocale, type: string, slug: string) =>
  localePath(locale, `/${type}/${encodeURIComponent(slug)}`);

/**
 * Whether a URL is under /news (after the locale prefix, if any), else the blog. A client-side
 * navigation's data request ends in `.data` (`/ar-eg/news.data`): the suffix is not part of the page.
 */
export function postTypeOfUrl(url: string): PostType {
  const segments = new URL(url).pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  const head = segments[0] && parseLocalePrefix(segments[0]).kind === "ok" ? segments[1] : segments[0];
  return head === "news" ? "news" : "blog";
}

/** A date as the page's language writes it, Latin digits (decision 0003). */
export function postDate(iso: string, lang: "ar" | "en"): string {
  return dateFormat(lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Cairo",
  }).format(new Date(iso));
}
