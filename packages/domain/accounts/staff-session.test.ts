/**
 * Staff sessions last 12 hours wherever staff sign in (decision 0113): the token, the cookie, and
 * an older token of somebody who holds a privilege now.
 */
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { callAdmin, DEMO_PASSWORD, login, newCustomer } from "../../../test/test-kit.ts";
import { sessionCookie } from "./cookies.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const HOUR = 3600;
const lifetime = (jwt: string) => {
  const { exp, iat } = decodeJwt(jwt);
  return exp! - iat!;
};
const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
const VIEWER = `query { viewer { status_code code } }`;

/** A session token as signSession writes it, issued `hoursAgo`. */
async function tokenIssued(userId: string, hoursAgo: number): Promise<string> {
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, userId));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: row!.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer("manzil")
    .setIssuedAt(now - hoursAgo * HOUR)
    .setExpirationTime(now + 24 * HOUR)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe("a staff member's session", () => {
  it("lasts 12 hours when they sign in to the shop; a shopper's 30 days", async () => {
    expect(lifetime(await login(t, "support@manzil.test"))).toBe(12 * HOUR);
    expect(lifetime(await login(t, "admin@manzil.test"))).toBe(12 * HOUR);
    expect(lifetime(await login(t, "customer@manzil.test"))).toBe(30 * 24 * HOUR);
  });

  it("and in the back office: the cookie ends with the token", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/admin/session",
      payload: { email: "orders@manzil.test", password: DEMO_PASSWORD },
    });
    expect(r.statusCode).toBe(200);
    const cookie = String(r.headers["set-cookie"]);
    expect(maxAge(cookie)).toBeGreaterThan(12 * HOUR - 5);
    expect(maxAge(cookie)).toBeLessThanOrEqual(12 * HOUR);
    const shopper = sessionCookie(await login(t, "customer@manzil.test"), false);
    expect(maxAge(shopper)).toBeGreaterThan(30 * 24 * HOUR - 5);
  });

  it("refuses a token older than 12 hours from somebody who holds a privilege now", async () => {
    const c = await newCustomer(t);
    await t.database.db.update(s.users).set({ privilageType: "support" }).where(eq(s.users.id, c.id));
    const fresh = await tokenIssued(c.id, 11);
    expect((await callAdmin(t, VIEWER, {}, { token: fresh })).status_code).toBe(200);
    // A shopper's 30-day token, issued 13 hours before the privilege: no staff session.
    const old = await tokenIssued(c.id, 13);
    expect((await callAdmin(t, VIEWER, {}, { token: old })).code).toBe("UNAUTHENTICATED");
    await t.database.db.update(s.users).set({ privilageType: null }).where(eq(s.users.id, c.id));
    const me = await t.graphql<any>(
      `query { getUserById { status_code } }`,
      {},
      { authorization: `Bearer ${old}` },
    );
    expect(me.data.getUserById.status_code).toBe(200);
  });
});
