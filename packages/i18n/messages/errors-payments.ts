import type { Language } from "../locales.ts";

/** Payments (decision 0051). */
export const PAYMENT_ERRORS = {
  PAYMENT_METHOD_UNAVAILABLE: {
    en: "This payment method is not available",
    ar: "طريقة الدفع هذه غير متاحة",
  },
  PAYMENT_NOT_FOUND: { en: "Payment not found", ar: "عملية الدفع غير موجودة" },
  PAYMENT_DECLINED: {
    en: "The payment was declined, please try another method",
    ar: "تم رفض عملية الدفع، يرجى تجربة طريقة أخرى",
  },
  PAYMENT_PROVIDER_ERROR: {
    en: "The payment service did not answer, please try again",
    ar: "لم تستجب خدمة الدفع، يرجى المحاولة مرة أخرى",
  },
  WEBHOOK_SIGNATURE_INVALID: { en: "Invalid signature", ar: "التوقيع غير صحيح" },
} as const satisfies Record<string, Record<Language, string>>;
