import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMoney, formatNumber } from "./format.ts";
import { COUNTRY_CODES, type CountryCode, intlLocale, type Language } from "./locales.ts";
import { writeAlternatives, writeDay, writeInteger, writeLongDate, writeMinor } from "./written.ts";

const LANGUAGES: Language[] = ["ar", "en"];

/** Amounts from 0 to billions, whole and not, both signs: the shapes prices and counts take. */
function amounts(): number[] {
  const out = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 999_999];
  let seed = 7;
  for (let i = 0; i < 1500; i++) {
    seed = (seed * 48271) % 2147483647;
    out.push(seed % 10 ** (1 + (i % 12)));
  }
  out.push(Number.MAX_SAFE_INTEGER);
  return [...out, ...out.map((n) => -n).filter((n) => n !== 0)];
}

/** Every day of 2026 and 2027, at noon in the runtime's zone (as `Intl` reads it too). */
function days(): Date[] {
  const out: Date[] = [];
  for (let d = new Date(2026, 0, 1, 12); d.getFullYear() < 2028; d = new Date(d.getTime() + 86_400_000))
    out.push(d);
  return out;
}

describe("written like Intl (decision 0093)", () => {
  it("writes amounts in minor units as Intl does, for each language and country", () => {
    for (const lang of LANGUAGES)
      for (const country of COUNTRY_CODES) {
        const locale = intlLocale({ lang, country });
        const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
        const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        for (const minor of amounts()) {
          const expected = (minor % 100 === 0 ? whole : cents).format(minor / 100);
          if (Math.abs(minor) > 2 ** 50) continue; // beyond a double's exact cents
          expect(writeMinor(minor, 2, lang), `${locale} ${minor}`).toBe(expected);
        }
      }
  });

  it("writes whole numbers as Intl does, and leaves fractions and non-numbers to it", () => {
    for (const lang of LANGUAGES)
      for (const country of COUNTRY_CODES) {
        const intl = new Intl.NumberFormat(intlLocale({ lang, country }));
        for (const n of amounts()) expect(writeInteger(n, lang), `${lang} ${n}`).toBe(intl.format(n));
        expect(writeInteger(1.5, lang)).toBeNull();
        expect(writeInteger(Number.NaN, lang)).toBeNull();
        expect(formatNumber(1234.5, lang, country)).toBe(intl.format(1234.5));
      }
  });

  it("writes every day of two years long, and as a delivery day, as Intl does", () => {
    for (const lang of LANGUAGES) {
      for (const country of COUNTRY_CODES) {
        const long = new Intl.DateTimeFormat(intlLocale({ lang, country }), { dateStyle: "long" });
        for (const d of days())
          expect(writeLongDate(d, lang, country), `${lang}-${country}`).toBe(long.format(d));
      }
      const delivery = new Intl.DateTimeFormat(lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
        weekday: "short",
        day: "numeric",
        month: "long",
      });
      for (const d of days()) expect(writeDay(d, lang), lang).toBe(delivery.format(d));
    }
  });

  it("leaves early years and invalid dates to Intl", () => {
    const early = new Date(999, 5, 1, 12);
    early.setFullYear(999);
    expect(writeLongDate(early, "en", "eg")).toBeNull();
    expect(formatDate(early, "en")).toBe(
      new Intl.DateTimeFormat("en-EG", { dateStyle: "long" }).format(early),
    );
    expect(() => formatDate("not a date", "ar")).toThrow(RangeError);
    expect(() => formatDay("not a date", "en")).toThrow(RangeError);
  });

  it("writes alternatives as Intl's disjunction does", () => {
    const names = ["valU", "Sympl", "Aman", "Souhoola", "Contact"];
    for (const lang of LANGUAGES) {
      const intl = new Intl.ListFormat(lang, { type: "disjunction" });
      for (let n = 0; n <= names.length; n++)
        expect(writeAlternatives(names.slice(0, n), lang)).toBe(intl.format(names.slice(0, n)));
    }
  });

  it("prices keep their currency on the reading side, with the minus marked left-to-right in Arabic", () => {
    const countries: CountryCode[] = ["eg", "sa"];
    expect(countries.map((c) => formatMoney(-50_050, c, "ar"))).toEqual([
      "\u200E-500.50 ج.م",
      "\u200E-500.50 ر.س",
    ]);
    expect(formatMoney(100_000_000, "sa", "en")).toBe("SAR 1,000,000");
    // A fraction of a minor unit (never stored, but not refused): Intl rounds it.
    expect(formatMoney(1234.5, "eg", "en")).toBe("EGP 12.35");
  });
});
