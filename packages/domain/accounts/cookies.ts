/**
 * The site's cookies for accounts, written the same way by the REST routes and the storefront's
 * actions. The session cookie is httpOnly and SameSite=Lax (Secure when the site is on https);
 * the guest cart id is readable by the page's script, which mirrors it in localStorage (fakeCart).
 */
export const SESSION_COOKIE = "manzil_session";
export const GUEST_CART_COOKIE = "manzil_cart";
export const GUEST_CART_STORAGE_KEY = "fakeCart";
const SESSION_DAYS = 30;

const DAY = 24 * 60 * 60;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? "");
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The session cookie for a token: it lives as long as the token (a staff member's 12 hours, a
 * shopper's 30 days, decision 0113), read from the token's `exp`; 30 days if it has none.
 */
export function sessionCookie(token: string, secure: boolean): string {
  const age = secondsLeft(token) ?? SESSION_DAYS * DAY;
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Seconds until a JWT's `exp` (not verified: only the cookie's lifetime depends on it). */
function secondsLeft(token: string): number | null {
  try {
    const part = token.split(".")[1] ?? "";
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : null;
  } catch {
    return null;
  }
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function guestCartCookie(cartId: string | null, secure: boolean): string {
  const age = cartId ? 90 * DAY : 0;
  return `${GUEST_CART_COOKIE}=${cartId ?? ""}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const isSecureUrl = (publicUrl: string) => publicUrl.startsWith("https:");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The guest cart id from a request's cookies, when it looks like one. */
export function guestCartFrom(cookieHeader: string | null | undefined): string | undefined {
  const id = readCookie(cookieHeader, GUEST_CART_COOKIE);
  return id && UUID.test(id) ? id : undefined;
}
