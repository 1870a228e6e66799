import type { Language } from "../locales.ts";

/** Expected failures of the search domain: code → message per language (the specs' wording in English). */
export const SEARCH_ERRORS = {} as const satisfies Record<string, Record<Language, string>>;
