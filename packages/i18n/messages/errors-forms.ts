import type { Language } from "../locales.ts";

/** The forms people send us: contact, career applications, B2B enquiries (decision 0065). */
export const FORM_ERRORS = {
  FORM_TOO_MANY: {
    en: "You have sent several messages in a short time; please try again in a few minutes",
    ar: "أرسلت عدة رسائل في وقت قصير، يرجى المحاولة مرة أخرى بعد بضع دقائق",
  },
  CONTACT_MESSAGE_ERROR: {
    en: "Your message could not be sent, please try again",
    ar: "تعذر إرسال رسالتك، يرجى المحاولة مرة أخرى",
  },
  CAREER_NOT_FOUND: {
    en: "This position is no longer open",
    ar: "هذه الوظيفة لم تعد متاحة",
  },
  CV_REQUIRED: { en: "Attach your CV (PDF or Word)", ar: "أرفق سيرتك الذاتية (PDF أو Word)" },
  CV_TOO_MANY: { en: "Attach at most 3 files", ar: "أرفق 3 ملفات على الأكثر" },
  CV_NOT_FOUND: {
    en: "This file was not found; upload your CV again",
    ar: "لم يُعثر على هذا الملف، ارفع سيرتك الذاتية مرة أخرى",
  },
  CV_TYPE_NOT_ALLOWED: {
    en: "Your CV must be a PDF or Word file",
    ar: "يجب أن تكون السيرة الذاتية ملف PDF أو Word",
  },
  CV_TOO_LARGE: {
    en: "The file is too big: the maximum is 50 MB",
    ar: "حجم الملف كبير جدًا: الحد الأقصى 50 ميجابايت",
  },
  CV_UPLOAD_FAILED: {
    en: "Error while uploading your CV, please try again",
    ar: "حدث خطأ أثناء رفع سيرتك الذاتية، يرجى المحاولة مرة أخرى",
  },
  MESSAGE_LENGTH_RANGE: {
    en: "Write a message of 10 to 2,000 characters",
    ar: "اكتب رسالة من 10 إلى 2000 حرف",
  },
  QUANTITY_RANGE: {
    en: "Enter a number of pieces from 1 to 100,000",
    ar: "أدخل عدد القطع من 1 إلى 100000",
  },
} as const satisfies Record<string, Record<Language, string>>;
