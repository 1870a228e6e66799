/**
 * Whether a request comes from a phone, as the browser says in the `Sec-CH-UA-Mobile` client hint
 * (Chromium browsers send it unasked; Safari and Firefox send none, and count as not a phone).
 * A page asked for by a phone leaves out the desktop menu's panels (decision 0101); the page cache
 * keys and varies on the same header.
 */
export const PHONE_HINT = "sec-ch-ua-mobile";

export function isPhoneHint(value: string | string[] | null | undefined): boolean {
  return value === "?1";
}
