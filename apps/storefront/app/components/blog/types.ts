/** The blog pages' shared shapes, GraphQL fields and paths (decision 0064). */
import { dateFormat } from "#i18n/format.ts";
import { parseLocalePrefix } from "#i18n/locales.ts";
import { localePath, type PageLocale } from "../../lib/locale.ts";

export type PostType = "blog" | "news";

export interface PostCardData {
  _id: string;
  slug: string;
  type: PostType;
  localTitle: string;
  excerpt: string;
  image: string | null;
  publishedAt: string;
}

export interface PostData extends PostCardData {
  title: string;
  arTitle: string;
  body: string[];
  updatedAt: string;
}

export interface CommentData {
  _id: string;
  text: string;
  createdAt: string;
  user: { name: string; image: string | null };
}

export const CARD_FIELDS = "_id slug type localTitle excerpt image publishedAt";

export const postPath = (locale: PageLocale, type: PostType, slug: string) =>
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
