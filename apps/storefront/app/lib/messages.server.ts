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

/** Every namespace's catalogue ("translation" is the default namespace). */
const CATALOGUES = {
  translation: UI,
  catalog: CATALOG_UI,
  account: ACCOUNT_UI,
  search: SEARCH_UI,
  orders: ORDERS_UI,
  checkout: CHECKOUT_UI,
  promotions: PROMOTIONS_UI,
  tickets: TICKETS_UI,
  forms: FORMS_UI,
  idesign: IDESIGN_UI,
  earnings: EARNINGS_UI,
  info: INFO_UI,
  blog: BLOG_UI,
};

export type Namespace = keyof typeof CATALOGUES;

export const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

/**
 * What the layout uses on every page, given by the root loader (decision 0082): the header, its
 * menus and locale switchers, the footer, the snackbar and the error page (`translation`), the
 * account menu, mini cart and the sign-in overlay of a visitor's wishlist heart (`account`), the
 * instant search (`search`). `page-messages.test.ts` checks it against root.tsx's components.
 */
export const LAYOUT_NAMESPACES = ["translation", "account", "search"] as const satisfies Namespace[];

const layout = new Set<Namespace>(LAYOUT_NAMESPACES);
const cache = new Map<string, Messages>();

/** The strings of these namespaces in one language: one object per language and list, kept. */
function pick(lang: Language, namespaces: readonly Namespace[]): Messages {
  const key = `${lang}:${namespaces.join(",")}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = Object.fromEntries(namespaces.map((ns) => [ns, CATALOGUES[ns][lang]]));
    cache.set(key, messages);
  }
  return messages;
}

/** The layout's strings, for the root loader (decision 0082). */
export function layoutMessages(lang: Language): Messages {
  return pick(lang, LAYOUT_NAMESPACES);
}

/**
 * The strings a page's components use beyond the layout's, for its loader to return as `messages`
 * (decision 0082): `messages: pageMessages(locale.lang, ["catalog"])`, a literal list (the coverage
 * test reads it). The layout's namespaces are left out: the root already gave them.
 */
export function pageMessages(lang: Language, namespaces: readonly Namespace[]): Messages {
  return pick(
    lang,
    namespaces.filter((ns) => !layout.has(ns)),
  );
}

/** Every namespace of one language (tests and tools; pages get only theirs). */
export function messagesFor(lang: Language): Messages {
  return pick(lang, NAMESPACES);
}
