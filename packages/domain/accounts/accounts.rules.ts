import { randomBytes } from "node:crypto";

/** A user's own referral code: 8 characters without look-alikes (0/O, 1/I/L). */
export function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** A URL slug for a designer: latin letters and digits of the name, then a short random part. */
export function designerSlug(name: string): string {
  const base = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `${base || "designer"}-${randomBytes(3).toString("hex")}`;
}

export function displayName(fName: string, lName?: string | null): string {
  return [fName.trim(), lName?.trim()].filter(Boolean).join(" ");
}

/** Forgot-password tokens: 32 random bytes, base64url; only their SHA-256 is stored. */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}
