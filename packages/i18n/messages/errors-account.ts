import type { Language } from "../locales.ts";

/**
 * Expected failures of the account domain (accounts, sessions, cart, wishlist): code → message per
 * language. English is the specs' exact wording where the specs quote one.
 */
export const ACCOUNT_ERRORS = {
  // Login and register (section 8 of the first specification)
  INVALID_USER: { en: "Invalid user!", ar: "المستخدم غير موجود!" },
  INCORRECT_PASSWORD: { en: "Incorrect password", ar: "كلمة المرور غير صحيحة" },
  /** Login's one answer for an unknown email, a wrong password or a social-only account (decision 0073). */
  INVALID_CREDENTIALS: {
    en: "Incorrect email or password",
    ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  },
  SENSITIVE_OPERATION_LIMIT: {
    en: "Send one sign-in or account operation per request",
    ar: "أرسل عملية واحدة فقط لتسجيل الدخول أو إدارة الحساب في كل طلب",
  },
  USER_EXISTS: { en: "This user is already exists", ar: "هذا المستخدم مسجل بالفعل" },
  REGISTERED_WITH_FACEBOOK: {
    en: "This user already register with his facebook account",
    ar: "هذا المستخدم مسجل بالفعل بحساب فيسبوك",
  },
  REGISTERED_WITH_GOOGLE: {
    en: "This user already register with his google account",
    ar: "هذا المستخدم مسجل بالفعل بحساب جوجل",
  },
  PASSWORD_CONFIRM_MISMATCH: {
    en: "Confirmed password is not match password",
    ar: "تأكيد كلمة المرور لا يطابق كلمة المرور",
  },
  ACCOUNT_DEACTIVATED: {
    en: "This account is deactivated. Contact us to reactivate it",
    ar: "هذا الحساب معطّل. تواصل معنا لإعادة تفعيله",
  },
  ROBOT_CHECK: { en: "Please verify that you are not a robot", ar: "يرجى التحقق من أنك لست روبوتًا" },
  LOGIN_FAILED: { en: "Error while login", ar: "حدث خطأ أثناء تسجيل الدخول" },
  REGISTER_FAILED: { en: "Error while register", ar: "حدث خطأ أثناء إنشاء الحساب" },
  LOGOUT_FAILED: { en: "Error while logout", ar: "حدث خطأ أثناء تسجيل الخروج" },
  FORGOT_FAILED: {
    en: "Error while send new password to your mail!",
    ar: "حدث خطأ أثناء إرسال كلمة المرور الجديدة إلى بريدك!",
  },
  RESET_FAILED: { en: "Error while reset password!", ar: "حدث خطأ أثناء إعادة تعيين كلمة المرور!" },
  RESET_TOKEN_INVALID: {
    en: "This reset link is invalid or has expired",
    ar: "رابط إعادة التعيين غير صالح أو انتهت صلاحيته",
  },
  PROFILE_EDIT_FAILED: { en: "Error while editing profile", ar: "حدث خطأ أثناء تعديل الملف الشخصي" },
  SOCIAL_LOGIN_FAILED: {
    en: "Error while login with this account",
    ar: "حدث خطأ أثناء تسجيل الدخول بهذا الحساب",
  },
  // Field validation (section 5)
  INVALID_EMAIL: { en: "Please enter a valid email", ar: "يرجى إدخال بريد إلكتروني صحيح" },
  NUMBERS_ONLY: { en: "This field must contain only numbers", ar: "يجب أن يحتوي هذا الحقل على أرقام فقط" },
  PHONE_INVALID: {
    en: "Enter a valid mobile or phone number, for example 01012345678 or 0501234567",
    ar: "أدخل رقم جوال أو هاتف صحيحًا، مثل 01012345678 أو 0501234567",
  },
  PHONE_TOO_LONG: {
    en: "The phone number may not be greater than 10 numbers",
    ar: "يجب ألا يزيد رقم الهاتف عن 10 أرقام",
  },
  INVALID_VALUE: { en: "This value is not valid", ar: "هذه القيمة غير صحيحة" },
  /** Written `MIN_LENGTH:<n>` on a field; its message names the field and n (field-errors.ts). */
  MIN_LENGTH: { en: "This field is too short", ar: "هذا الحقل أقصر من اللازم" },
  IMAGE_REQUIRED: { en: "Please upload a profile image", ar: "يرجى رفع صورة شخصية" },
  TERMS_ACCEPT: {
    en: "You must accept the terms and conditions",
    ar: "يجب الموافقة على الشروط والأحكام",
  },
  UPLOAD_IMAGE_FAILED: { en: "Error while uploading the image", ar: "حدث خطأ أثناء رفع الصورة" },
  UPLOAD_NOT_IMAGE: { en: "Only image files are allowed", ar: "يُسمح بملفات الصور فقط" },
  UPLOAD_TOO_LARGE: {
    en: "The file may not be larger than 50 MB",
    ar: "يجب ألا يزيد حجم الملف عن 50 ميجابايت",
  },
  UPLOAD_VISITOR_TOO_LARGE: {
    en: "The picture may not be larger than 10 MB",
    ar: "يجب ألا يزيد حجم الصورة عن 10 ميجابايت",
  },
  UPLOAD_SIGN_IN: { en: "Please sign in to upload files", ar: "يرجى تسجيل الدخول لرفع الملفات" },
  UPLOAD_TOO_MANY: {
    en: "Too many pictures uploaded; please try again in an hour",
    ar: "رفعت صورًا كثيرة؛ يرجى المحاولة بعد ساعة",
  },
  INVALID_REFERRAL_CODE: { en: "This referral code is not valid", ar: "كود الإحالة غير صحيح" },
  // Addresses (the second specification's guard message)
  ADDRESS_NOT_FOUND: {
    en: "This address is not found for this user!",
    ar: "هذا العنوان غير موجود لهذا المستخدم!",
  },
  ADDRESS_AREA_MISMATCH: {
    en: "This area does not belong to the chosen governorate",
    ar: "هذه المنطقة لا تتبع المحافظة المختارة",
  },
  ADDRESS_FAILED: { en: "Error while saving the address", ar: "حدث خطأ أثناء حفظ العنوان" },
  // Cart and wishlist
  CART_NOT_FOUND: { en: "Cart not found", ar: "سلة التسوق غير موجودة" },
  CART_CLOSED: { en: "This cart is already ordered", ar: "تم طلب هذه السلة بالفعل" },
  CART_LINE_NOT_FOUND: { en: "This product is not in the cart", ar: "هذا المنتج غير موجود في السلة" },
  CART_PRODUCT_NOT_FOUND: {
    en: "This product is not found or not available in this country",
    ar: "هذا المنتج غير موجود أو غير متاح في هذه الدولة",
  },
  CART_COUNTRY_NOT_ALLOWED: {
    en: "You cannot order these products from this country",
    ar: "لا يمكنك طلب هذه المنتجات من هذه الدولة",
  },
  EGYPT_ONLY: {
    en: "This product cannot be ordered outside of Egypt",
    ar: "لا يمكن طلب هذا المنتج خارج مصر",
  },
  OUT_OF_STOCK: { en: "Out of stock", ar: "غير متوفر حاليًا" },
  NOT_ENOUGH_STOCK: {
    en: "The requested quantity is more than the available amount",
    ar: "الكمية المطلوبة أكبر من الكمية المتاحة",
  },
  MAX_PER_ORDER: {
    en: "You have reached the maximum quantity of this product per order",
    ar: "وصلت إلى الحد الأقصى لكمية هذا المنتج في الطلب الواحد",
  },
  QUANTITY_INVALID: { en: "The quantity must be at least 1", ar: "يجب ألا تقل الكمية عن 1" },
  GIFT_CARD_NOT_FOUND: { en: "Gift card not found", ar: "بطاقة الهدايا غير موجودة" },
  CART_FAILED: { en: "Error while updating the cart", ar: "حدث خطأ أثناء تحديث السلة" },
} as const satisfies Record<string, Record<Language, string>>;

/** Field names as the minimum-length message writes them ('The password must be ...'). */
const FIELD_LABELS: Record<string, Record<Language, string>> = {
  password: { en: "password", ar: "كلمة المرور" },
  newPassword: { en: "new password", ar: "كلمة المرور الجديدة" },
  fName: { en: "first name", ar: "الاسم الأول" },
  lName: { en: "last name", ar: "اسم العائلة" },
  name: { en: "name", ar: "الاسم" },
};

/** 'The {field} must be at least {n} characters long', in the language asked. */
export function minLengthMessage(field: string, n: number, lang: Language): string {
  const label = FIELD_LABELS[field]?.[lang] ?? field;
  return lang === "ar"
    ? `يجب ألا يقل طول ${label} عن ${n} أحرف`
    : `The ${label} must be at least ${n} characters long`;
}
