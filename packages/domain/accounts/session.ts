import { eq } from "drizzle-orm";
import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import type { SessionUser } from "#kernel/context.ts";
import { isRowId } from "#kernel/ids.ts";

const ISSUER = "manzil";
/** A shopper's session (30 days). */
export const SHOPPER_SESSION_DAYS = 30;
/** A staff member's session, wherever they sign in (decision 0113). */
export const STAFF_SESSION_HOURS = 12;
const HOUR = 60 * 60;
const STAFF_SECONDS = STAFF_SESSION_HOURS * HOUR;

/** How long a session token of this user lasts, in seconds. */
export const sessionSeconds = (user: { privilageType?: string | null }) =>
  user.privilageType ? STAFF_SECONDS : SHOPPER_SESSION_DAYS * 24 * HOUR;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * Issues a session token; `ver` lets logout and password changes end older tokens. A staff
 * member's lasts 12 hours, a shopper's 30 days (decision 0113).
 */
export async function signSession(
  user: { id: string; tokenVersion: number; privilageType: string | null },
  secret: string,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + sessionSeconds(user))
    .sign(keyOf(secret));
}

/**
 * The user a token speaks for, or null when it is missing, forged, expired or ended; or when it
 * was issued more than 12 hours ago to somebody who holds a privilege now (decision 0113). The
 * database's errors go up (decision 0126): an outage is a 503, never "signed out".
 */
export async function userFromToken(
  db: Db,
  token: string | undefined,
  secret: string,
): Promise<SessionUser | null> {
  if (!token) return null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ["HS256"] }));
  } catch {
    return null;
  }
  if (!payload.sub || !isRowId(payload.sub)) return null;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      privilageType: users.privilageType,
      status: users.status,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, payload.sub));
  if (!row || row.tokenVersion !== payload.ver) return null;
  if (row.privilageType && Date.now() / 1000 - (payload.iat ?? 0) > STAFF_SECONDS) return null;
  return { id: row.id, role: row.role, privilageType: row.privilageType, status: row.status };
}
