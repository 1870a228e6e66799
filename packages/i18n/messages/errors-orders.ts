import type { Language } from "../locales.ts";

/** Checkout and orders (decision 0056). */
export const ORDER_ERRORS = {
  CART_EMPTY: { en: "Your cart is empty", ar: "سلة التسوق فارغة" },
  CHECKOUT_ADDRESS_COUNTRY: {
    en: "This address is not in the country you are shopping in",
    ar: "هذا العنوان ليس في البلد الذي تتسوق منه",
  },
  PAYMENT_METHOD_REQUIRED: { en: "Please select a payment method", ar: "يرجى اختيار طريقة الدفع" },
  PAYMENT_METHOD_NOT_FOR_ORDER: {
    en: "This payment method is not available for this order",
    ar: "طريقة الدفع هذه غير متاحة لهذا الطلب",
  },
  COD_NOT_AVAILABLE: {
    en: "Cash on delivery is not available for some products in your cart",
    ar: "الدفع عند الاستلام غير متاح لبعض المنتجات في سلتك",
  },
  CHECKOUT_ITEM_UNAVAILABLE: {
    en: "Some products in your cart are no longer available",
    ar: "بعض المنتجات في سلتك لم تعد متاحة",
  },
  ORDER_NOT_FOUND: { en: "Order not found", ar: "الطلب غير موجود" },
  ORDER_CANNOT_CANCEL: {
    en: "This order has left for delivery and can no longer be cancelled",
    ar: "خرج هذا الطلب للتوصيل ولم يعد من الممكن إلغاؤه",
  },
  ORDER_GIFT_CARD_SENT: {
    en: "This order has a gift card that was already sent to its recipient, so it can no longer be cancelled",
    ar: "لا يمكن إلغاء هذا الطلب لأن بطاقة الهدايا التي فيه أُرسلت بالفعل إلى صاحبها",
  },
  ORDER_TRANSITION_INVALID: {
    en: "This order cannot move to that stage",
    ar: "لا يمكن نقل هذا الطلب إلى هذه المرحلة",
  },
  RETURN_NOT_DELIVERED: {
    en: "Only a delivered order can be returned",
    ar: "لا يمكن إرجاع الطلب إلا بعد توصيله",
  },
  RETURN_WINDOW_CLOSED: {
    en: "Returns are accepted within 15 days of delivery.",
    ar: "يُقبل الإرجاع خلال 15 يومًا من التوصيل.",
  },
  RETURN_ALREADY_REQUESTED: {
    en: "A return of this order has already been requested",
    ar: "سبق أن طلبت إرجاع هذا الطلب",
  },
  RETURN_REASON_LENGTH: {
    en: "Please tell us why, in 3 to 500 characters",
    ar: "يرجى ذكر السبب في 3 إلى 500 حرف",
  },
  RETURN_NOT_FOUND: { en: "Return request not found", ar: "طلب الإرجاع غير موجود" },
  RETURN_REJECT_REASON: {
    en: "Please tell the shopper why, in 3 to 500 characters",
    ar: "يرجى ذكر سبب الرفض للعميل في 3 إلى 500 حرف",
  },
  RETURN_TRANSITION_INVALID: {
    en: "This return request cannot move to that status",
    ar: "لا يمكن نقل طلب الإرجاع هذا إلى هذه الحالة",
  },
} as const satisfies Record<string, Record<Language, string>>;
