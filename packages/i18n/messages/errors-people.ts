import type { Language } from "../locales.ts";

/** Expected failures of the back office's People area (decision 0112): code → message per language. */
export const PEOPLE_ERRORS = {
  PERSON_UNCHANGED: {
    en: "This account already has this value; nothing was changed",
    ar: "هذا الحساب على هذه القيمة بالفعل؛ لم يتغير شيء",
  },
  OWN_ACCOUNT: {
    en: "You cannot block yourself, change your own role or withdraw your own privilege",
    ar: "لا يمكنك حظر نفسك أو تغيير دورك أو سحب صلاحيتك بنفسك",
  },
  STAFF_ACCOUNT: {
    en: "Only a super administrator may change a staff member's account",
    ar: "لا يغيّر حساب أحد أعضاء فريق الإدارة إلا المسؤول الأعلى",
  },
} as const satisfies Record<string, Record<Language, string>>;
