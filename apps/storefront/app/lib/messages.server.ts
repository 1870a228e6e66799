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

type Namespace = keyof typeof CATALOGUES;

export const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

/** A namespace whole (`catalog`) or one of its top-level groups (`idesign.promo`), decision 0103. */
type MessagePart = Namespace | `${Namespace}.${string}`;

/**
 * What the layout uses on every page, given by the root loader (decisions 0082, 0103): the header,
 * its menus and locale switchers, the footer, the snackbar and the error page (`translation`), the
 * account menu, mini cart and the sign-in overlay of a visitor's wishlist heart (`account`'s
 * groups), the instant search. `page-messages.test.ts` checks it against root.tsx's components.
 */
export const LAYOUT_MESSAGES = [
  "translation",
  "account.common",
  "account.auth",
  "account.robot",
  "account.menu",
  "account.wishlist",
  "account.cart",
  "search.instant",
] as const satisfies MessagePart[];

/** The groups a list gives, by namespace (`undefined`: the namespace whole). */
function groupsOf(parts: readonly MessagePart[]): Map<Namespace, Set<string> | undefined> {
  const given = new Map<Namespace, Set<string> | undefined>();
  for (const part of parts) {
    const [ns, group] = part.split(".", 2) as [Namespace, string | undefined];
    if (!group) given.set(ns, undefined);
    else if (!given.has(ns) || given.get(ns)) given.set(ns, (given.get(ns) ?? new Set()).add(group));
  }
  return given;
}

const layout = groupsOf(LAYOUT_MESSAGES);
const cache = new Map<string, Messages>();

/**
 * The strings of these parts in one language, without what `omit` gives: one object per language
 * and list, kept. A namespace left with no group is left out.
 */
function pick(
  lang: Language,
  parts: readonly MessagePart[],
  omit: Map<Namespace, Set<string> | undefined> = new Map(),
): Messages {
  const key = `${lang}:${parts.join(",")}:${omit === layout ? "page" : "all"}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = {};
    for (const [ns, groups] of groupsOf(parts)) {
      const tree = CATALOGUES[ns][lang] as Messages[string];
      if (omit.has(ns) && !omit.get(ns)) continue;
      const omitted = omit.get(ns);
      const kept = Object.keys(tree).filter((g) => (!groups || groups.has(g)) && !omitted?.has(g));
      if (!groups && !omitted) messages[ns] = tree;
      else if (kept.length) messages[ns] = Object.fromEntries(kept.map((g) => [g, tree[g]!]));
    }
    cache.set(key, messages);
  }
  return messages;
}

/** The layout's strings, for the root loader (decisions 0082, 0103). */
export function layoutMessages(lang: Language): Messages {
  return pick(lang, LAYOUT_MESSAGES);
}

/**
 * The strings a page's components use beyond the layout's, for its loader to return as `messages`
 * (decisions 0082, 0103): `messages: pageMessages(locale.lang, ["catalog", "idesign.promo"])`, a
 * literal list of namespaces and groups (the coverage test reads it). What the layout gives is left
 * out, group by group: the root already gave it.
 */
export function pageMessages(lang: Language, parts: readonly MessagePart[]): Messages {
  return pick(lang, parts, layout);
}

/** Every namespace of one language (tests and tools; pages get only theirs). */
export function messagesFor(lang: Language): Messages {
  return pick(lang, NAMESPACES);
}
