import type { Language } from "../locales.ts";

/** The information pages' failures (decision 0063). */
export const CONTENT_ERRORS = {
  CONTENT_PAGE_NOT_FOUND: { en: "This page could not be found", ar: "تعذر العثور على هذه الصفحة" },
  HEADER_DESCRIPTION_NOT_FOUND: {
    en: "This page has no header description",
    ar: "لا يوجد وصف لرأس هذه الصفحة",
  },
} as const satisfies Record<string, Record<Language, string>>;
