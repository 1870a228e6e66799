import type { Language } from "../locales.ts";

/** Expected failures of the catalog domain: code → message per language (the specs' wording in English). */
export const CATALOG_ERRORS = {
  PRODUCT_NOT_FOUND: { en: "Product not found", ar: "المنتج غير موجود" },
  PRODUCT_UNAVAILABLE_IN_COUNTRY: {
    en: "This product is not available in this country",
    ar: "هذا المنتج غير متاح في هذه الدولة",
  },
  EGYPT_ONLY: {
    en: "This product cannot be ordered outside of Egypt",
    ar: "لا يمكن طلب هذا المنتج خارج مصر",
  },
  IMAGE_NOT_FOUND: { en: "Image not found", ar: "الصورة غير موجودة" },
  COLLECTION_NOT_FOUND: { en: "Collection not found", ar: "التشكيلة غير موجودة" },
  TAG_NOT_FOUND: { en: "Tag not found", ar: "الوسم غير موجود" },
  DESIGNER_NOT_FOUND: { en: "Designer not found", ar: "المصمم غير موجود" },
  USER_NOT_FOUND: { en: "Invalid user!", ar: "مستخدم غير صالح!" },
  POST_NOT_FOUND: { en: "Post not found", ar: "المقال غير موجود" },
  REVIEW_ALREADY_EXISTS: {
    en: "You have already reviewed this product",
    ar: "لقد قيّمت هذا المنتج من قبل",
  },
  REVIEW_RATING_RANGE: { en: "The rating must be from 1 to 5", ar: "يجب أن يكون التقييم من 1 إلى 5" },
  REVIEW_TEXT_TOO_LONG: {
    en: "The review may not be longer than 2000 characters",
    ar: "لا يمكن أن يزيد التقييم على 2000 حرف",
  },
  REVIEW_TEXT_TOO_SHORT: {
    en: "The text must be at least 2 characters long",
    ar: "يجب ألا يقل النص عن حرفين",
  },
  REVIEW_TARGET_REQUIRED: {
    en: "Choose the product or post you are writing about",
    ar: "اختر المنتج أو المقال الذي تكتب عنه",
  },
  REVIEW_OTHER_USER: {
    en: "You cannot write in another user's name",
    ar: "لا يمكنك الكتابة باسم مستخدم آخر",
  },
  INVALID_SORT: { en: "Unknown sort order", ar: "ترتيب غير معروف" },
  INVALID_PRICE_RANGE: {
    en: "The lowest price cannot be above the highest price",
    ar: "لا يمكن أن يكون أقل سعر أعلى من أعلى سعر",
  },
  // The catalogue's back office (decision 0117)
  SLUG_INVALID: {
    en: "Use lower-case Latin letters, digits and hyphens only",
    ar: "استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات فقط",
  },
  SLUG_TAKEN: { en: "Another product already uses this slug", ar: "يستخدم منتج آخر هذا الرابط المختصر" },
  PRICE_BELOW_COSTS: {
    en: "The price cannot be below the tax, revenues and manufacturing cost together",
    ar: "لا يمكن أن يقل السعر عن مجموع الضريبة والأرباح وتكلفة التصنيع",
  },
  EGYPT_ONLY_ELSEWHERE: {
    en: "An Egypt-only product cannot be available in another country",
    ar: "لا يمكن إتاحة منتج مخصص لمصر فقط في دولة أخرى",
  },
  EGYPT_PRICE_REQUIRED: { en: "Enter the price in Egypt", ar: "أدخل سعر البيع في مصر" },
  NOTHING_CHANGED: { en: "No field was changed", ar: "لم يتغير أي حقل" },
  BADGE_NOT_FOUND: { en: "Badge not found", ar: "الشارة غير موجودة" },
  UPLOAD_NOT_FOUND: {
    en: "Upload the picture again, then add it",
    ar: "ارفع الصورة مرة أخرى ثم أضفها",
  },
  FEATURE_NOT_FOUND: { en: "Option not found", ar: "الخيار غير موجود" },
  TEXT_TOO_LONG: { en: "This text is too long", ar: "هذا النص أطول من المسموح به" },
  // the back office's categories (decision 0119)
  CATEGORY_SLUG_TAKEN: {
    en: "Another category already uses this slug",
    ar: "يستخدم قسم آخر هذا الرابط المختصر",
  },
  CATEGORY_PARENT_INVALID: {
    en: "Choose a main category without a parent",
    ar: "اختر قسمًا رئيسيًا لا يتبع قسمًا آخر",
  },
  CATEGORY_HAS_SUBCATEGORIES: {
    en: "This category has subcategories: move or delete them first",
    ar: "لهذا القسم أقسام فرعية: انقلها أو احذفها أولًا",
  },
  CATEGORY_HAS_PRODUCTS: {
    en: "This category has products: move them to another category first",
    ar: "في هذا القسم منتجات: انقلها إلى قسم آخر أولًا",
  },
  CATEGORY_AT_EDGE: { en: "The category is already at this end", ar: "القسم في هذا الطرف بالفعل" },
  // the back office's collections and offers (decision 0134)
  OFFER_NOT_FOUND: { en: "Offer not found", ar: "العرض غير موجود" },
  COLLECTION_SLUG_TAKEN: {
    en: "Another collection already uses this slug",
    ar: "تستخدم تشكيلة أخرى هذا الرابط المختصر",
  },
  OFFER_SLUG_TAKEN: { en: "Another offer already uses this slug", ar: "يستخدم عرض آخر هذا الرابط المختصر" },
  SALE_DATES_REVERSED: {
    en: "The end date must be on or after the start date",
    ar: "يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده",
  },
  DATE_INVALID: { en: "Enter a valid date", ar: "أدخل تاريخًا صحيحًا" },
  DISCOUNT_OUT_OF_RANGE: {
    en: "Enter a whole percentage from 0 to 90",
    ar: "أدخل نسبة مئوية صحيحة من 0 إلى 90",
  },
  // badges and tags in the back office (decision 0135)
  TAG_NAME_TAKEN: { en: "Another tag already has this name", ar: "يوجد وسم آخر بهذا الاسم" },
  BADGE_CODE_TAKEN: { en: "Another badge already uses this code", ar: "تستخدم شارة أخرى هذا الرمز" },
  COLOR_INVALID: {
    en: "Enter a colour as # and six hexadecimal digits, like #B4532A",
    ar: "أدخل اللون بعلامة # وستة أرقام سداسية عشرية، مثل ‎#B4532A",
  },
  // products CSV import (decision 0120)
  IMPORT_NOT_FOUND: { en: "Import not found", ar: "الاستيراد غير موجود" },
  CSV_INVALID: { en: "This file is not a valid CSV file", ar: "هذا الملف ليس ملف CSV صالحًا" },
  CSV_COLUMN_UNKNOWN: { en: "Unknown column", ar: "عمود غير معروف" },
  CSV_SLUG_COLUMN_REQUIRED: { en: "The file needs a slug column", ar: "يحتاج الملف إلى عمود slug" },
  CSV_EMPTY: { en: "The file has no product rows", ar: "لا يحتوي الملف على صفوف منتجات" },
  CSV_TOO_MANY_ROWS: {
    en: "The file has too many rows (at most 5000)",
    ar: "في الملف صفوف أكثر من المسموح (5000 على الأكثر)",
  },
  CSV_NUMBER_INVALID: { en: "Enter a number", ar: "أدخل رقمًا" },
  CSV_YES_NO_INVALID: { en: "Enter yes or no", ar: "أدخل yes أو no" },
} as const satisfies Record<string, Record<Language, string>>;
