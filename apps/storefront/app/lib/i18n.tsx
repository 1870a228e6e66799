/**
 * The storefront's translator (decision 0040): the subset of react-i18next the pages use, in
 * ~1 KB instead of i18next + react-i18next (~17 KB gzipped). The strings of the page's language
 * come from the loaders (`messages`, see `messages.server.ts`), never from the JavaScript bundle:
 * the root loader gives the layout's namespaces and groups, each page's loader its own (decisions
 * 0082, 0103), and `useMatchedMessages` merges them.
 *
 * Supported, as i18next does it: namespaces (`useTranslation("catalog")`, `t("catalog:key")`),
 * nested keys with dots, `{{name}}` interpolation (a missing value keeps the placeholder; no
 * escaping: React escapes), plurals with `count` (Intl.PluralRules categories as key suffixes
 * `_zero/_one/_two/_few/_many/_other`; a count of 0 prefers `_zero` when the key has it, in every
 * language), `defaultValue`. A missing key answers the key itself.
 */
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useMatches } from "react-router";
import type { Language } from "#i18n/locales.ts";

/** A namespace's strings: nested objects of strings. */
interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The strings of one language by namespace ("translation" is the default namespace). */
export type Messages = Record<string, MessageTree>;

interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

type TFunction = (key: string, options?: TranslateOptions) => string;

const DEFAULT_NS = "translation";

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

const reported = new Set<string>();
/**
 * A namespace the page's loaders did not give (decision 0082): the text shows as its key, so say
 * so once, loudly (page-messages.test.ts should have caught it).
 */
function reportMissing(namespace: string) {
  if (reported.has(namespace)) return;
  reported.add(namespace);
  console.error(`i18n: namespace "${namespace}" is not in this page's messages (decision 0082)`);
}

/** A `t` over one language's strings, defaulting to namespace `ns`. */
export function createT(lang: Language, messages: Messages | undefined, ns = DEFAULT_NS): TFunction {
  return (fullKey, options) => {
    let namespace = ns;
    let key = fullKey;
    const colon = fullKey.indexOf(":");
    if (colon > 0 && /^[a-z]+$/.test(fullKey.slice(0, colon))) {
      namespace = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const tree = messages?.[namespace];
    if (messages && !tree) reportMissing(namespace);
    const count = options?.count;
    let text: string | undefined;
    if (typeof count === "number") {
      if (count === 0) text = lookup(tree, `${key}_zero`);
      text ??= lookup(tree, `${key}_${pluralCategory(lang, count)}`);
    }
    text ??= lookup(tree, key);
    if (text === undefined && typeof count === "number") text = lookup(tree, `${key}_other`);
    if (text === undefined) text = options?.defaultValue ?? key;
    return interpolate(text, options);
  };
}

/** The same merge for the same parts: React sees one object while the matched routes' data stays. */
const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();
function mergeTwo(a: Messages, b: Messages): Messages {
  const byB = merged.get(a) ?? new WeakMap<Messages, Messages>();
  merged.set(a, byB);
  let both = byB.get(b);
  if (!both) {
    both = { ...a, ...b };
    // One level deeper than the namespaces (decision 0103): the root's groups of `account` and a
    // page's other groups of it make one `account`.
    for (const ns of Object.keys(b)) if (a[ns]) both[ns] = { ...a[ns], ...b[ns] };
    byB.set(b, both);
  }
  return both;
}

/**
 * The strings of every matched route, merged (decision 0082): the root loader's (the layout's
 * namespaces), a parent's, the page's. Each route's loader data carries its own as `messages`.
 */
export function useMatchedMessages(): Messages | undefined {
  const matches = useMatches();
  let messages: Messages | undefined;
  for (const match of matches) {
    const own = (match.loaderData as { messages?: Messages } | null | undefined)?.messages;
    if (own) messages = messages ? mergeTwo(messages, own) : own;
  }
  return messages;
}

interface I18nValue {
  language: Language;
  messages: Messages | undefined;
}

const I18nContext = createContext<I18nValue>({ language: "ar", messages: undefined });

/** Gives the page's language and strings to `useTranslation` (root.tsx's Layout). */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** react-i18next's hook, as the pages use it: `const { t, i18n } = useTranslation("catalog")`. */
export function useTranslation(ns?: string): { t: TFunction; i18n: { language: Language } } {
  const { language, messages } = useContext(I18nContext);
  return useMemo(
    () => ({ t: createT(language, messages, ns), i18n: { language } }),
    [language, messages, ns],
  );
}
