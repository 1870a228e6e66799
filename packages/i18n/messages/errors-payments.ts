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
  // Refunds and cash collection (decisions 0114, 0115).
  PAYMENT_NOT_REFUNDABLE: {
    en: "Only a captured payment can be refunded",
    ar: "لا يمكن رد المبلغ إلا من دفعة تم تحصيلها",
  },
  REFUND_TOO_LARGE: {
    en: "The amount is more than what is left to refund",
    ar: "المبلغ أكبر من المتبقي القابل للاسترداد",
  },
  REFUND_UNSUPPORTED: {
    en: "This payment's provider cannot refund from the back office",
    ar: "لا تدعم جهة الدفع هذه الاسترداد من لوحة الإدارة",
  },
  PAYMENT_NOT_COLLECTABLE: {
    en: "Only an uncollected cash-on-delivery payment of an order out for delivery or delivered can be marked collected",
    ar: "لا يمكن تسجيل التحصيل إلا لدفعة عند الاستلام لم تُحصَّل بعد، لطلب خرج للتوصيل أو تم توصيله",
  },
} as const satisfies Record<string, Record<Language, string>>;
