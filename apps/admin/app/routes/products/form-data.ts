/**
 * The product form's fields as the admin API's AdminProductInput (decision 0117): the same names
 * as the domain's schema (`prices.eg.price`…). Money is typed in major units of each country's
 * currency and sent in minor units; a number that cannot be read is refused here, on its field.
 */
import { toWesternDigits } from "#i18n/format.ts";
import type { VariablesOf } from "../../lib/graphql.ts";
import type { Language } from "../../lib/i18n.ts";
import type { UPDATE } from "./documents.ts";

/** The countries the store sells in (the Emirates are modelled but switched off). */
export const COUNTRIES = {
  eg: { currency: "EGP", names: { ar: "مصر", en: "Egypt" }, symbols: { ar: "ج.م", en: "EGP" } },
  sa: { currency: "SAR", names: { ar: "السعودية", en: "Saudi Arabia" }, symbols: { ar: "ر.س", en: "SAR" } },
} as const;
export type Country = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as Country[];

export const MONEY_FIELDS = ["price", "tax", "revenue", "siteRevenue", "manufacturingCost"] as const;

/** Minor units as the form shows them: 125050 → "1250.50", 125000 → "1250". */
export const toMajor = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

const westernDigits = (text: string) => toWesternDigits(text).replace(/[٫]/g, ".");

/** "1,250.5" → 125050; null for an empty field; NaN when it is no amount. */
export function toMinor(text: string): number | null {
  const clean = westernDigits(text).replace(/[,\s٬]/g, "");
  if (clean === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A whole number typed with any digits; null when empty, NaN when not one. */
export function toWhole(text: string): number | null {
  const clean = westernDigits(text).trim();
  if (clean === "") return null;
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

export type ProductInput = VariablesOf<typeof UPDATE>["input"];

const lines = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The input of a product form, and the fields whose numbers could not be read (with the message
 * key to show). Unchecked boxes read false: the form shows every flag it sends.
 */
export function productInputOf(form: FormData): {
  input: ProductInput;
  problems: Record<string, "product.numbersOnly" | "product.required">;
} {
  const problems: Record<string, "product.numbersOnly" | "product.required"> = {};
  const unreadable = {
    push: (name: string) => {
      problems[name] = "product.numbersOnly";
    },
    some: (f: (name: string) => boolean) => Object.keys(problems).some(f),
  };
  const text = (name: string) => String(form.get(name) ?? "");
  const whole = (name: string) => {
    const n = toWhole(text(name));
    if (Number.isNaN(n)) unreadable.push(name);
    return Number.isNaN(n) ? null : n;
  };
  const prices: Record<string, unknown> = {};
  for (const c of COUNTRY_CODES) {
    if (!form.has(`prices.${c}.shown`)) continue;
    const row: Record<string, unknown> = { available: form.get(`prices.${c}.available`) === "on" };
    for (const field of MONEY_FIELDS) {
      const name = `prices.${c}.${field}`;
      const minor = toMinor(text(name));
      if (Number.isNaN(minor)) unreadable.push(name);
      row[field] = Number.isNaN(minor) || minor === null ? (field === "price" ? null : 0) : minor;
    }
    row.requiredDays = whole(`prices.${c}.requiredDays`) ?? 0;
    // A country left empty and not for sale is not priced there.
    if (row.price === null && !row.available && !unreadable.some((u) => u.startsWith(`prices.${c}.`)))
      continue;
    if (row.price === null) problems[`prices.${c}.price`] ??= "product.required";
    prices[c] = row;
  }
  const input = {
    name: text("name"),
    arName: text("arName"),
    slug: text("slug"),
    description: text("description"),
    arDescription: text("arDescription"),
    category: text("category") || null,
    egyptOnly: form.get("egyptOnly") === "on",
    isAvailableForCod: form.get("isAvailableForCod") === "on",
    featured: form.get("featured") === "on",
    inHome: form.get("inHome") === "on",
    availableEdition: whole("availableEdition"),
    maxPerOrder: whole("maxPerOrder"),
    lists: lines(form.get("lists")),
    arLists: lines(form.get("arLists")),
    badges: form.getAll("badges").map(String),
    tags: form.getAll("tags").map(String),
    prices,
  } as ProductInput;
  return { input, problems };
}

/** The label of a country's amount field. */
export const currencyOf = (c: Country, lang: Language) => COUNTRIES[c].symbols[lang];
