import type { Language } from "../locales.ts";

/** Comments on blog and news posts (decision 0064); BLOG_COMMENT_ERROR is the specs' 'blog comment error'. */
export const BLOG_ERRORS = {
  BLOG_COMMENT_ERROR: {
    en: "Sorry, your comment could not be added. Please check it and try again",
    ar: "عذرًا، تعذّرت إضافة تعليقك. يرجى مراجعته والمحاولة مرة أخرى",
  },
  COMMENT_TOO_SHORT: {
    en: "The comment must be at least 2 characters long",
    ar: "يجب ألا يقل التعليق عن حرفين",
  },
  COMMENT_TOO_LONG: {
    en: "The comment must be at most 1000 characters long",
    ar: "يجب ألا يزيد التعليق على 1000 حرف",
  },
} as const satisfies Record<string, Record<Language, string>>;
