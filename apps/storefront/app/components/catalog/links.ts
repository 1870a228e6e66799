import { localePath, type PageLocale } from "../../lib/locale.ts";

const enc = encodeURIComponent;
export const productPath = (locale: PageLocale, slug: string) => localePath(locale, `/products/${enc(slug)}`);
export const designerPath = (locale: PageLocale, slug: string) =>
  localePath(locale, `/designers/${enc(slug)}`);
export const collectionPath = (locale: PageLocale, slug: string) =>
  localePath(locale, `/collections/${enc(slug)}`);
export const tagPath = (locale: PageLocale, id: string) => localePath(locale, `/tag/${enc(id)}`);

/** A site link stored with a locale prefix or plain (sliders, banners) made to fit the page's locale. */
export function contentLink(locale: PageLocale, link: string): string {
  if (!link) return localePath(locale, "/");
  if (/^https?:\/\//.test(link)) return link;
  const plain = link.replace(/^\/(ar|en)-(eg|sa|ae)(?=\/|$)/, "") || "/";
  return localePath(locale, plain);
}
