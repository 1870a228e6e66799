/**
 * What passes for a payment card number (decision 0108): 13 to 19 digits that pass the Luhn
 * check. Payment details never keep one, whatever field it was typed into.
 */
import { toWesternDigits } from "#i18n/format.ts";

/** The Luhn (mod 10) check of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Runs of digits, a single space or dash allowed between two of them ("4111 1111-1111 1111"). */
const DIGIT_RUNS = /[0-9](?:[ -]?[0-9])*/g;

/**
 * Whether text holds a card number: a run of 13–19 digits (Arabic digits read as Western ones,
 * spaces and dashes between them allowed) passing the Luhn check. A longer run is no card number.
 */
export function holdsCardNumber(text: string): boolean {
  for (const run of toWesternDigits(text).match(DIGIT_RUNS) ?? []) {
    const digits = run.replace(/[ -]/g, "");
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
  }
  return false;
}
