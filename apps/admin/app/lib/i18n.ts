/**
 * The back office's two languages (decision 0106): Arabic, right to left, by default; English.
 * The choice is kept in the browser; every string is in messages.ts, in both languages.
 */
import { createContext, useContext, useMemo } from "react";
import { MESSAGES, type MessageKey } from "./messages.ts";

export type Language = "ar" | "en";
const KEY = "manzil-admin-lang";

export function currentLanguage(): Language {
  if (typeof localStorage === "undefined") return "ar";
  return localStorage.getItem(KEY) === "en" ? "en" : "ar";
}

export function chooseLanguage(lang: Language): void {
  localStorage.setItem(KEY, lang);
  applyLanguage(lang);
}

/** The document's language and direction. */
export function applyLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
}

/** The message `key` in `lang`, with `{name}` placeholders filled. */
export function translate(
  lang: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

export const LanguageContext = createContext<Language>("ar");

/**
 * The page's language and its translator; `locale` for Intl (Latin digits, decision 0003). The
 * same object while the language stays, so memoised columns and formatters keep.
 */
export function useT() {
  const lang = useContext(LanguageContext);
  return useMemo(
    () => ({
      lang,
      locale: lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB",
      t: (key: MessageKey, values?: Record<string, string | number>) => translate(lang, key, values),
    }),
    [lang],
  );
}
