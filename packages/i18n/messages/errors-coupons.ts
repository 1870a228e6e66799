import type { Language } from "../locales.ts";

/** The code field of the cart and the payment page: coupons and gift cards (decision 0059). */
export const COUPON_ERRORS = {
  COUPON_CODE_REQUIRED: {
    en: "Please enter a coupon or gift card code",
    ar: "يرجى إدخال كوبون الخصم أو كود بطاقة الهدايا",
  },
  COUPON_NOT_FOUND: { en: "Coupon not found", ar: "كوبون الخصم غير موجود" },
  COUPON_NOT_AVAILABLE: { en: "This coupon is not available now", ar: "كوبون الخصم هذا غير متاح حاليًا" },
  COUPON_NOT_STARTED: { en: "This coupon is not active yet", ar: "كوبون الخصم هذا لم يبدأ بعد" },
  COUPON_EXPIRED: { en: "This coupon is out of date", ar: "انتهت صلاحية كوبون الخصم هذا" },
  COUPON_SOLD_OUT: {
    en: "This coupon has been used as many times as it allows",
    ar: "استُخدم كوبون الخصم هذا الحد الأقصى من المرات",
  },
  COUPON_ALREADY_USED: { en: "You have already used this coupon", ar: "لقد استخدمت كوبون الخصم هذا من قبل" },
  COUPON_NOT_FOR_COUNTRY: {
    en: "This coupon is not valid in this country",
    ar: "كوبون الخصم هذا غير صالح في هذه الدولة",
  },
  COUPON_NOT_FOR_PRODUCTS: {
    en: "This coupon does not apply to the products in your cart",
    ar: "كوبون الخصم هذا لا ينطبق على المنتجات الموجودة في سلتك",
  },
  COUPON_MIN_PURCHASE: {
    en: "Your cart is below this coupon's minimum purchase",
    ar: "قيمة سلتك أقل من الحد الأدنى للشراء لهذا الكوبون",
  },
  COUPON_NOT_FOR_ADDRESS: {
    en: "This coupon is not valid for this delivery address",
    ar: "كوبون الخصم هذا غير صالح لعنوان التوصيل هذا",
  },
  COUPON_NOT_FOR_METHOD: {
    en: "This coupon is not valid for this payment method",
    ar: "كوبون الخصم هذا غير صالح لطريقة الدفع هذه",
  },
  GIFT_CARD_NOT_IN_PERIOD: {
    en: "This gift card is not valid for the current period",
    ar: "بطاقة الهدايا هذه غير صالحة في الفترة الحالية",
  },
  GIFT_CARD_USED_UP: { en: "This gift card has no balance left", ar: "لم يتبقَّ رصيد في بطاقة الهدايا هذه" },
  GIFT_CARD_OTHER_CURRENCY: {
    en: "This gift card can only be used in the country where it was bought",
    ar: "لا يمكن استخدام بطاقة الهدايا هذه إلا في الدولة التي اشتُريت منها",
  },
} as const satisfies Record<string, Record<Language, string>>;
