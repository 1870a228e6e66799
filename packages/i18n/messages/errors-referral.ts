import type { Language } from "../locales.ts";

/** The referral wallet and its payout requests (decision 0059). */
export const REFERRAL_ERRORS = {
  BALANCE_LOWER_THAN_REQUESTED: {
    en: "Your balance is lower than the requested amount",
    ar: "رصيدك أقل من المبلغ المطلوب",
  },
  AMOUNT_INVALID: {
    en: "Enter the amount in numbers, for example 150 or 150.50",
    ar: "أدخل المبلغ بالأرقام، مثل 150 أو 150.50",
  },
  AMOUNT_NOT_POSITIVE: { en: "The amount must be more than 0", ar: "يجب أن يكون المبلغ أكبر من 0" },
  AMOUNT_DECIMALS: {
    en: "The amount can have at most two decimal places",
    ar: "لا يمكن أن يزيد المبلغ على منزلتين عشريتين",
  },
  PAYOUT_NOT_FOUND: { en: "Payout request not found", ar: "طلب التحويل غير موجود" },
  PAYOUT_ALREADY_PROCESSED: {
    en: "This payout request has already been processed",
    ar: "تمت معالجة طلب التحويل هذا من قبل",
  },
} as const satisfies Record<string, Record<Language, string>>;
