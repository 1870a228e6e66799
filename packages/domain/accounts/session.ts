import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import type { SessionUser } from "#kernel/context.ts";

const ISSUER = "manzil";
const LIFETIME = "30d";

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Issues a session token; `ver` lets logout and password changes end older tokens. */
export async function signSession(
  user: { id: string; tokenVersion: number },
  secret: string,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keyOf(secret));
}

/** The user a token speaks for, or null when it is missing, forged, expired or ended. */
export async function userFromToken(
  db: Db,
  token: string | undefined,
  secret: string,
): Promise<SessionUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ["HS256"] });
    if (!payload.sub) return null;
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
    return { id: row.id, role: row.role, privilageType: row.privilageType, status: row.status };
  } catch {
    return null;
  }
}
