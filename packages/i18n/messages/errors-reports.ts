import type { Language } from "../locales.ts";

/** The back office's reports: the Overview's date range (decision 0121). */
export const REPORT_ERRORS = {
  DATE_RANGE_REVERSED: {
    en: "The end date must be on or after the start date",
    ar: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده",
  },
  DATE_RANGE_TOO_LONG: {
    en: "Choose a period of at most 366 days",
    ar: "اختر فترة لا تزيد على 366 يومًا",
  },
} as const satisfies Record<string, Record<Language, string>>;
