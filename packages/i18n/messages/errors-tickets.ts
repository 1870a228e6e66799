import type { Language } from "../locales.ts";

/** Designer tickets: submission, attachments, the discussion and acceptance (decision 0060). */
export const TICKET_ERRORS = {
  DESIGNER_PROFILE_INCOMPLETE: {
    en: "Complete your profile before adding products: a picture, a bio, an email and a country",
    ar: "أكمل ملفك الشخصي قبل إضافة المنتجات: صورة ونبذة عنك وبريد إلكتروني والدولة",
  },
  TICKET_NOT_FOUND: { en: "This product request was not found", ar: "طلب إضافة المنتج هذا غير موجود" },
  TICKET_NOT_WAITING: {
    en: "This product request has already been answered",
    ar: "تم الرد على طلب إضافة المنتج هذا بالفعل",
  },
  TICKET_NOT_REJECTED: {
    en: "Only a rejected product request can be removed",
    ar: "لا يمكن حذف طلب إضافة منتج إلا إذا كان مرفوضًا",
  },
  TICKET_NEEDS_IMAGE: {
    en: "Add at least one picture of the product before accepting it",
    ar: "أضف صورة واحدة على الأقل للمنتج قبل قبوله",
  },
  TICKET_NAME_LENGTH: {
    en: "The product name must be 3 to 120 characters",
    ar: "يجب أن يكون اسم المنتج بين 3 و120 حرفًا",
  },
  TICKET_DESCRIPTION_LENGTH: {
    en: "The description must be 10 to 3,000 characters",
    ar: "يجب أن يكون الوصف بين 10 و3000 حرف",
  },
  TICKET_PRICE_INVALID: {
    en: "Enter a price greater than zero",
    ar: "أدخل سعرًا أكبر من صفر",
  },
  TICKET_CATEGORY_NOT_FOUND: { en: "Choose the product's category", ar: "اختر قسم المنتج" },
  ATTACHMENTS_REQUIRED: {
    en: "Upload at least one file: a picture or a drawing of the product",
    ar: "ارفع ملفًا واحدًا على الأقل: صورة أو رسمًا للمنتج",
  },
  ATTACHMENTS_TOO_MANY: { en: "Too many files attached", ar: "عدد الملفات المرفقة أكثر من المسموح" },
  ATTACHMENT_NOT_FOUND: {
    en: "This file was not found; upload it again",
    ar: "لم يُعثر على هذا الملف، ارفعه مرة أخرى",
  },
  ATTACHMENT_TOO_LARGE: {
    en: "The file is too big: the maximum is 50 MB",
    ar: "حجم الملف كبير جدًا: الحد الأقصى 50 ميجابايت",
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    en: "This file type is not allowed: send pictures (JPG, PNG, WebP, GIF), PDF, ZIP or DWG",
    ar: "نوع الملف غير مسموح به: أرسل صورًا (JPG أو PNG أو WebP أو GIF) أو ملفات PDF أو ZIP أو DWG",
  },
  ATTACHMENT_UPLOAD_FAILED: {
    en: "Error while uploading the file, please try again",
    ar: "حدث خطأ أثناء رفع الملف، يرجى المحاولة مرة أخرى",
  },
  MESSAGE_LENGTH: {
    en: "Write a message of up to 2,000 characters, or attach a file",
    ar: "اكتب رسالة لا تزيد على 2000 حرف، أو أرفق ملفًا",
  },
} as const satisfies Record<string, Record<Language, string>>;
