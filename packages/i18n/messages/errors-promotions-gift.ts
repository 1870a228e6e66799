import type { Language } from "../locales.ts";

/** Buying a gift card (decision 0059): the form's rules, one message per rule. */
export const GIFT_CARD_ERRORS = {
  GIFT_CARD_AMOUNT_RANGE: {
    en: "Please choose an amount, or enter a whole amount within the limits shown",
    ar: "يرجى اختيار مبلغ، أو إدخال مبلغ بلا كسور ضمن الحدود الموضحة",
  },
  GIFT_CARD_THEME_REQUIRED: { en: "Please choose a design", ar: "يرجى اختيار تصميم البطاقة" },
  GIFT_CARD_NAME_LENGTH: {
    en: "Please enter a name of 2 to 60 characters",
    ar: "يرجى إدخال اسم من 2 إلى 60 حرفًا",
  },
  GIFT_CARD_MESSAGE_LENGTH: {
    en: "The message can be at most 300 characters long",
    ar: "يجب ألا تزيد الرسالة على 300 حرف",
  },
  GIFT_CARD_LANGUAGE_REQUIRED: {
    en: "Please choose the language of the mail",
    ar: "يرجى اختيار لغة الرسالة",
  },
  GIFT_CARD_START_REQUIRED: { en: "Please choose a start date", ar: "يرجى اختيار تاريخ البدء" },
  GIFT_CARD_START_PAST: {
    en: "The start date cannot be before today",
    ar: "لا يمكن أن يكون تاريخ البدء قبل اليوم",
  },
  GIFT_CARD_START_TOO_LATE: {
    en: "The start date must be within a year from today",
    ar: "يجب أن يكون تاريخ البدء خلال عام من اليوم",
  },
  GIFT_CARD_AGREEMENT_REQUIRED: {
    en: "Please agree that gift cards are nonrefundable",
    ar: "يرجى الموافقة على أن بطاقات الهدايا غير قابلة للاسترداد",
  },
  GIFT_CARD_SENDER_EMAIL_REQUIRED: {
    en: "Please add an email to your account before buying a gift card",
    ar: "يرجى إضافة بريد إلكتروني إلى حسابك قبل شراء بطاقة هدايا",
  },
} as const satisfies Record<string, Record<Language, string>>;
