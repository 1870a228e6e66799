import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Locale,
  localePrefix,
  parseLocalePrefix,
} from "#i18n/locales.ts";

const LOCALE_COOKIE = "manzil_locale";

export interface PageLocale extends Locale {
  /** Whether the URL carries the prefix (links then keep it). */
  prefixed: boolean;
}

function remembered(cookieHeader: string | null): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookieHeader ?? "")?.[1];
  if (!value) return undefined;
  const parsed = parseLocalePrefix(value);
  return parsed.kind === "ok" ? parsed.locale : undefined;
}

/**
 * The page's language and country: from a valid prefix; otherwise (plain paths, and the 404 of
 * an invalid prefix) the remembered choice, else Arabic and Egypt.
 */
export function localeOfRequest(request: Request): PageLocale {
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1] ?? "";
  const parsed = parseLocalePrefix(first);
  if (parsed.kind === "ok") return { ...parsed.locale, prefixed: true };
  const lang = first.slice(0, 2).toLowerCase();
  const fallback = remembered(request.headers.get("cookie")) ?? {
    lang: DEFAULT_LANGUAGE,
    country: DEFAULT_COUNTRY,
  };
  if (parsed.kind === "invalid" && /^[a-z]{2}-[a-z]{2}$/i.test(first) && isLanguage(lang)) {
    return { lang, country: fallback.country, prefixed: false };
  }
  return { ...fallback, prefixed: false };
}

/** A path in the current locale: prefixed when the page is. */
export function localePath(locale: PageLocale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return locale.prefixed ? `/${localePrefix(locale)}${clean === "/" ? "/" : clean}` : clean;
}

/** The same page in another language or country (used by the switchers): always prefixed. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const parts = pathname.split("/");
  const rest = parseLocalePrefix(parts[1] ?? "").kind !== "invalid" ? parts.slice(2) : parts.slice(1);
  return `/${localePrefix(target)}/${rest.join("/")}${search}`;
}
