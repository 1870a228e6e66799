/** Buying a gift card: amounts per currency, the card's code, its dates (pure rules). */
import { randomInt } from "node:crypto";
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Currency } from "#i18n/locales.ts";
import { dateIn, startOfDayIn } from "#kernel/days.ts";

export interface GiftCardAmounts {
  /** Offered as choices, major units. */
  presets: number[];
  /** A custom amount, whole major units, from min to max. */
  min: number;
  max: number;
}

const GIFT_CARD_AMOUNTS: Record<Currency, GiftCardAmounts> = {
  EGP: { presets: [500, 1000, 2500, 5000], min: 100, max: 50_000 },
  SAR: { presets: [50, 100, 250, 500], min: 25, max: 5000 },
  AED: { presets: [50, 100, 250, 500], min: 25, max: 5000 },
};

export const giftCardAmountsIn = (country: CountryCode): GiftCardAmounts =>
  GIFT_CARD_AMOUNTS[COUNTRIES[country].currency];

/** The country whose currency a card is in (for formatting its amount). */
export const countryOfCurrency = (currency: string): CountryCode =>
  COUNTRY_CODES.find((c) => COUNTRIES[c].currency === currency) ?? "eg";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new card code, `MZ-XXXX-XXXX-XXXX` (31^12 ≈ 8 × 10^17 codes: guessing one is hopeless). */
export function newGiftCardCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `MZ-${group()}-${group()}-${group()}`;
}

/** Where the card's dates are counted: a day starts at midnight in the shopper's country. */
export const TIME_ZONES = Object.fromEntries(COUNTRY_CODES.map((c) => [c, COUNTRIES[c].timeZone])) as Record<
  CountryCode,
  string
>;

/** The calendar date (YYYY-MM-DD) of an instant in a country. */
export { dateIn };

/** A card's start date (YYYY-MM-DD) as the country of its currency reads it. */
export const startDateOf = (startAt: Date, currency: string): string =>
  dateIn(startAt, countryOfCurrency(currency));

/** Midnight of a calendar date (YYYY-MM-DD) in a country, as an instant. */
export { startOfDayIn };

/** The same calendar date a year later (29 February becomes 1 March). */
export function aYearAfter(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/** A card is valid for a year from its start. */
export function expiryOf(startAt: Date): Date {
  const end = new Date(startAt);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
