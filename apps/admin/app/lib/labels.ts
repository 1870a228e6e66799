/**
 * The words for a value the server sends (a stage, a payment status or method): its message when
 * there is one, else the value itself (a provider's new method never breaks a page).
 */
import { type Language, translate } from "./i18n.ts";
import { MESSAGES, type MessageKey } from "./messages.ts";

export const labelOf = (lang: Language, prefix: string, value: string): string => {
  const key = `${prefix}.${value}`;
  return key in MESSAGES[lang] ? translate(lang, key as MessageKey) : value;
};
