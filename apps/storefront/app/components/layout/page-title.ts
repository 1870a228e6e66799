import type { Language } from "#i18n/locales.ts";

/**
 * The brand's name (UI[lang].brand.name; a test keeps them equal). Here so that titles do not
 * bring the message catalogues into the client bundle (decision 0040).
 */
export const BRAND: Record<Language, string> = { ar: "منزل", en: "Manzil" };

/** A document title that ends with the product name: "Sofas | Manzil", "الكنب | منزل". */
export function pageTitle(part: string | undefined, lang: Language): string {
  const brand = BRAND[lang];
  const text = part?.trim();
  return text ? `${text} | ${brand}` : brand;
}
