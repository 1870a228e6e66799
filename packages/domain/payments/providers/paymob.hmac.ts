import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Paymob's transaction callback HMAC: the values of these fields, in this order, concatenated, then
 * HMAC-SHA512 with the merchant's HMAC secret, lowercase hex. The processed callback (POST) nests
 * them under `obj` (`order.id`, `source_data.pan` ...); the response callback (GET) sends them flat
 * as query parameters (`order`, `source_data.pan` ...).
 */
const FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The concatenated string of a processed callback's `obj`. */
export function processedString(obj: Record<string, unknown>): string {
  return FIELDS.map((field) => {
    const [head, tail] = field.split(".") as [string, string | undefined];
    const value = obj[head];
    return text(tail ? (value as Record<string, unknown> | undefined)?.[tail] : value);
  }).join("");
}

/** The concatenated string of a response callback's query parameters. */
export function responseString(query: Record<string, string | undefined>): string {
  return FIELDS.map((field) =>
    text(field === "order.id" ? (query.order ?? query.order_id) : query[field]),
  ).join("");
}

export const paymobHmac = (secret: string, data: string): string =>
  createHmac("sha512", secret).update(data).digest("hex");

/** Compares a received HMAC with the expected one in constant time. */
export function hmacMatches(secret: string, data: string, received: string | undefined): boolean {
  if (!received) return false;
  const expected = Buffer.from(paymobHmac(secret, data), "utf8");
  const given = Buffer.from(received.toLowerCase(), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
