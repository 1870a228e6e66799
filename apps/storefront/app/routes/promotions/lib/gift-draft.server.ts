import { readCookie } from "#domain/accounts/cookies.ts";

/**
 * A guest's gift card form while they sign in: kept in a short-lived httpOnly cookie (not in the
 * address, where a recipient's email and message would end up in logs) and read back once.
 */
const DRAFT_COOKIE = "manzil_gift_draft";
const MINUTES = 30;

export function draftCookie(values: Record<string, string>, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
  return `${DRAFT_COOKIE}=${value}; Path=/; Max-Age=${MINUTES * 60}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const clearDraftCookie = (secure: boolean) =>
  `${DRAFT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The saved form, or null. */
export function draftOf(request: Request): Record<string, string> | null {
  const raw = readCookie(request.headers.get("cookie"), DRAFT_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return null;
  }
}
