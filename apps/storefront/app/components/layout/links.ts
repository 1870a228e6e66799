import type { Language } from "#i18n/locales.ts";
import { localePath, type PageLocale } from "../../lib/locale.ts";

/** The name of a category (or anything with name/arName) in the page's language. */
export function localName(lang: Language, item: { name: string; arName: string }): string {
  return (lang === "ar" ? item.arName : item.name) || item.name || item.arName;
}

export function categoryPath(locale: PageLocale, slug: string): string {
  return localePath(locale, `/categories/${encodeURIComponent(slug)}`);
}

export function subCategoryPath(locale: PageLocale, parentSlug: string, subId: string): string {
  return `${categoryPath(locale, parentSlug)}?sub=${encodeURIComponent(subId)}`;
}

/** A social account from settings: a full URL as is, else a handle on the network's site. */
export function socialUrl(network: "facebook" | "instagram" | "pinterest", value: string): string {
  const v = value.trim();
  if (!v) return "";
  if (/^https?:\/\//i.test(v)) return v;
  const host = {
    facebook: "www.facebook.com",
    instagram: "www.instagram.com",
    pinterest: "www.pinterest.com",
  }[network];
  return `https://${host}/${v.replace(/^@/, "")}`;
}

/**
 * Attributes for a button that opens or closes a <dialog> without JavaScript (invoker commands);
 * the click handler falls back to showModal()/close() where the browser lacks them.
 */
export function invokes(target: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: target, command };
}

export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}
