import type { Language } from "../locales.ts";

/** The checkout pages, paying again and the result (decision 0058). */
export const CHECKOUT_ERRORS = {
  CHECKOUT_PRICE_CHANGED: {
    en: "Prices in your cart changed since this page was opened. Please review the new total and confirm again.",
    ar: "تغيّرت الأسعار في سلتك منذ فتح هذه الصفحة. يرجى مراجعة الإجمالي الجديد ثم التأكيد مرة أخرى.",
  },
  PAYMENT_IN_PROGRESS: {
    en: "Your payment is being prepared, please wait a moment",
    ar: "جارٍ تجهيز عملية الدفع، يرجى الانتظار قليلًا",
  },
  ORDER_NOT_PAYABLE: {
    en: "This order is no longer waiting for payment",
    ar: "هذا الطلب لم يعد بانتظار الدفع",
  },
} as const satisfies Record<string, Record<Language, string>>;
