import type { Language } from "../locales.ts";

/** Payment details and the sellers' wallet (decision 0061). */
export const EARNINGS_ERRORS = {
  IBAN_INVALID: {
    en: "Enter the IBAN as it appears on your bank statement, for example EG38 0019 0005 …",
    ar: "أدخل رقم الآيبان كما يظهر في كشف حسابك البنكي، مثل EG38 0019 0005 …",
  },
  IBAN_LENGTH: {
    en: "This IBAN does not have the right number of characters for its country",
    ar: "عدد أحرف رقم الآيبان هذا لا يطابق الطول المعتمد في بلده",
  },
  IBAN_CHECKSUM: {
    en: "This IBAN is not valid: please check it for a mistyped character",
    ar: "رقم الآيبان هذا غير صحيح: يرجى التأكد من عدم وجود حرف أو رقم خاطئ",
  },
  IBAN_COUNTRY_UNKNOWN: {
    en: "This IBAN starts with an unknown country code",
    ar: "يبدأ رقم الآيبان هذا برمز دولة غير معروف",
  },
  IBAN_COUNTRY_MISMATCH: {
    en: "The IBAN must belong to a bank in the country you chose",
    ar: "يجب أن يكون رقم الآيبان لبنك في الدولة التي اخترتها",
  },
  SWIFT_INVALID: {
    en: "The SWIFT code has 8 or 11 letters and digits, for example NBEGEGCX",
    ar: "يتكون رمز السويفت من 8 أو 11 حرفًا ورقمًا، مثل NBEGEGCX",
  },
  ACCOUNT_NO_INVALID: {
    en: "The account number must be 6 to 30 digits",
    ar: "يجب أن يتكون رقم الحساب من 6 إلى 30 رقمًا",
  },
  ACCOUNT_OR_IBAN_REQUIRED: {
    en: "Enter an account number or an IBAN so we can transfer your profits",
    ar: "أدخل رقم الحساب أو رقم الآيبان لنتمكن من تحويل أرباحك",
  },
  CARD_DETAILS_NOT_ACCEPTED: {
    en: "We never ask for or keep card numbers or CVV: profits are paid to a bank account",
    ar: "لا نطلب أرقام البطاقات أو رمز التحقق ولا نحفظها: تُحوَّل الأرباح إلى حساب بنكي",
  },
  CARD_NUMBER_NOT_ACCEPTED: {
    en: "This looks like a card number, and we never keep card numbers: enter your bank account number or your IBAN",
    ar: "يبدو أن هذا رقم بطاقة، ونحن لا نحفظ أرقام البطاقات: أدخل رقم حسابك البنكي أو رقم الآيبان",
  },
  PAYMENT_DETAILS_NOT_FOUND: { en: "Payment details not found", ar: "بيانات الدفع غير موجودة" },
  PAYMENT_DETAILS_LIMIT: {
    en: "You can keep up to 5 bank accounts: remove one first",
    ar: "يمكنك حفظ 5 حسابات بنكية على الأكثر: احذف أحدها أولًا",
  },
  PAYMENT_DETAILS_IN_USE: {
    en: "A payout request in progress goes to this account: it can be removed once the request is settled",
    ar: "يوجد طلب تحويل قيد التنفيذ إلى هذا الحساب: يمكنك حذفه بعد إتمام الطلب",
  },
  PAYOUT_NEEDS_PAYMENT_DETAILS: {
    en: "Choose the bank account to transfer to (add one in payment details)",
    ar: "اختر الحساب البنكي الذي نحوّل إليه (أضف حسابًا من بيانات الدفع)",
  },
  CURRENCY_INVALID: { en: "Choose one of your balances' currencies", ar: "اختر عملة أحد أرصدتك" },
} as const satisfies Record<string, Record<Language, string>>;
