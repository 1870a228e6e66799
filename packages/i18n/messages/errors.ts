import type { Language } from "../locales.ts";
import { ACCOUNT_ERRORS } from "./errors-account.ts";
import { BLOG_ERRORS } from "./errors-blog.ts";
import { CATALOG_ERRORS } from "./errors-catalog.ts";
import { CHECKOUT_ERRORS } from "./errors-checkout.ts";
import { CONTENT_ERRORS } from "./errors-content.ts";
import { COUPON_ERRORS } from "./errors-coupons.ts";
import { EARNINGS_ERRORS } from "./errors-earnings.ts";
import { FORM_ERRORS } from "./errors-forms.ts";
import { ORDER_ERRORS } from "./errors-orders.ts";
import { PAYMENT_ERRORS } from "./errors-payments.ts";
import { PEOPLE_ERRORS } from "./errors-people.ts";
import { GIFT_CARD_ERRORS } from "./errors-promotions-gift.ts";
import { REFERRAL_ERRORS } from "./errors-referral.ts";
import { REPORT_ERRORS } from "./errors-reports.ts";
import { SEARCH_ERRORS } from "./errors-search.ts";
import { TICKET_ERRORS } from "./errors-tickets.ts";

/**
 * Every expected failure has a code and one message per language. The English wording is the
 * specs' exact wording where the specs quote one.
 */
const BASE_ERRORS = {
  NOT_FOUND: { en: "This page could not be found", ar: "تعذر العثور على هذه الصفحة" },
  CATEGORY_NOT_FOUND: { en: "Category not found", ar: "القسم غير موجود" },
  FAILED_TO_FETCH_CATEGORIES: { en: "Failed to fetch categories", ar: "تعذر تحميل الأقسام" },
  FAILED_TO_FETCH_SUBCATEGORIES: { en: "Failed to fetch subcategories", ar: "تعذر تحميل الأقسام الفرعية" },
  CURRENCY_NOT_AVAILABLE: {
    en: "This currency is not available in site!.",
    ar: "هذه العملة غير متاحة في الموقع!",
  },
  INVALID_INPUT: { en: "Some fields are not valid", ar: "بعض الحقول غير صحيحة" },
  FIELD_REQUIRED: { en: "This field is required", ar: "هذا الحقل مطلوب" },
  CONTROL_CHARACTERS: {
    en: "This field contains characters that are not allowed",
    ar: "يحتوي هذا الحقل على رموز غير مسموح بها",
  },
  UNSAFE_CHARACTERS: {
    en: "Remove the hidden text-direction characters from this field",
    ar: "يرجى حذف رموز اتجاه النص المخفية من هذا الحقل",
  },
  NUMBER_OUT_OF_RANGE: { en: "This number is out of range", ar: "هذا الرقم خارج النطاق المسموح به" },
  UNAUTHENTICATED: { en: "Please sign in first", ar: "يرجى تسجيل الدخول أولًا" },
  FORBIDDEN: { en: "You are not allowed to do this", ar: "ليس لديك صلاحية للقيام بهذا" },
  NOT_STAFF: {
    en: "This account has no access to the back office",
    ar: "لا يملك هذا الحساب صلاحية الدخول إلى لوحة الإدارة",
  },
  USER_BLOCKED: { en: "Sorry this user is blocked!", ar: "عذرًا، هذا المستخدم محظور!" },
  TOO_MANY_REQUESTS: {
    en: "Too many requests, please try again later",
    ar: "طلبات كثيرة، يرجى المحاولة لاحقًا",
  },
  QUERY_TOO_COMPLEX: { en: "The query is too complex", ar: "الاستعلام معقد أكثر من اللازم" },
  INPUT_TOO_DEEP: {
    en: "The request's data is nested too deeply",
    ar: "بيانات الطلب متداخلة بعمق يتجاوز المسموح به",
  },
  JOB_NOT_FOUND: { en: "No failed job with this id", ar: "لا توجد مهمة متعثرة بهذا المعرّف" },
  FLOW_IN_PROGRESS: {
    en: "This request is already being processed, please wait",
    ar: "جارٍ تنفيذ هذا الطلب بالفعل، يرجى الانتظار",
  },
  CROSS_SITE_REQUEST: {
    en: "This request came from another site and was refused. Please try again from the Manzil site",
    ar: "رُفض هذا الطلب لأنه صادر من موقع آخر. يرجى المحاولة مرة أخرى من موقع منزل",
  },
  SERVICE_UNAVAILABLE: {
    en: "The service is temporarily unavailable, please try again in a moment",
    ar: "الخدمة غير متاحة مؤقتًا، يرجى المحاولة مرة أخرى بعد قليل",
  },
  FORM_BODY_REQUIRED: {
    en: "This form could not be read. Please send it again from the page",
    ar: "تعذّرت قراءة هذا النموذج. يرجى إرساله مرة أخرى من الصفحة",
  },
  INTERNAL: { en: "Something went wrong, please try again", ar: "حدث خطأ ما، يرجى المحاولة مرة أخرى" },
} as const satisfies Record<string, Record<Language, string>>;

export const ERROR_MESSAGES = {
  ...BASE_ERRORS,
  ...CATALOG_ERRORS,
  ...ACCOUNT_ERRORS,
  ...SEARCH_ERRORS,
  ...PAYMENT_ERRORS,
  ...ORDER_ERRORS,
  ...CHECKOUT_ERRORS,
  ...COUPON_ERRORS,
  ...REFERRAL_ERRORS,
  ...GIFT_CARD_ERRORS,
  ...TICKET_ERRORS,
  ...FORM_ERRORS,
  ...EARNINGS_ERRORS,
  ...CONTENT_ERRORS,
  ...BLOG_ERRORS,
  ...PEOPLE_ERRORS,
  ...REPORT_ERRORS,
};

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorMessage(code: ErrorCode, lang: Language): string {
  return ERROR_MESSAGES[code][lang];
}
