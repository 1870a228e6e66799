import type { Language } from "#i18n/locales.ts";
import { UI } from "#i18n/messages/ui.ts";
import { ACCOUNT_UI } from "#i18n/messages/ui-account.ts";
import { BLOG_UI } from "#i18n/messages/ui-blog.ts";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { CHECKOUT_UI } from "#i18n/messages/ui-checkout.ts";
import { EARNINGS_UI } from "#i18n/messages/ui-earnings.ts";
import { FORMS_UI } from "#i18n/messages/ui-forms.ts";
import { IDESIGN_UI } from "#i18n/messages/ui-idesign.ts";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { ORDERS_UI } from "#i18n/messages/ui-orders.ts";
import { PROMOTIONS_UI } from "#i18n/messages/ui-promotions.ts";
import { SEARCH_UI } from "#i18n/messages/ui-search.ts";
import { TICKETS_UI } from "#i18n/messages/ui-tickets.ts";
import type { Messages } from "./i18n.tsx";

const cache = new Map<Language, Messages>();

/**
 * The storefront strings of one language by namespace, for the root loader to hand to the page
 * (decision 0040): the client bundle carries no catalogue, the page gets only its language's.
 */
export function messagesFor(lang: Language): Messages {
  let messages = cache.get(lang);
  if (!messages) {
    messages = {
      translation: UI[lang],
      catalog: CATALOG_UI[lang],
      account: ACCOUNT_UI[lang],
      search: SEARCH_UI[lang],
      orders: ORDERS_UI[lang],
      checkout: CHECKOUT_UI[lang],
      promotions: PROMOTIONS_UI[lang],
      tickets: TICKETS_UI[lang],
      forms: FORMS_UI[lang],
      idesign: IDESIGN_UI[lang],
      earnings: EARNINGS_UI[lang],
      info: INFO_UI[lang],
      blog: BLOG_UI[lang],
    };
    cache.set(lang, messages);
  }
  return messages;
}
