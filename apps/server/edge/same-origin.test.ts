/**
 * Other sites' pages may not write (decision 0072): every POST with a foreign or `null` Origin
 * (or, without Origin, a foreign Referer) is refused with 403 before any route runs; /graphql
 * gives CORS with credentials only to PUBLIC_URL and CORS_ORIGINS. API clients keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { login } from "../../../test/test-kit.ts";

const SITE = "https://shop.test";
const ADMIN = "https://admin.shop.test";
const EVIL = "https://evil.example";

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: SITE, CORS_ORIGINS: ADMIN } });
  session = `manzil_session=${await login(t, "customer@manzil.test")}`;
});
afterAll(() => t.close());

const ME = `{ getUserById { status_code data { _id } } }`;
const WISHLIST = `mutation { addRemoveWishlist(product: "00000000-0000-0000-0000-000000000000") { status_code } }`;

/** A form post with the session cookie (text/plain for the REST routes, which take no form bodies). */
const post = (url: string, headers: Record<string, string>, payload = "") =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": url.startsWith("/logout") ? "text/plain" : "application/x-www-form-urlencoded",
      cookie: session,
      ...headers,
    },
    payload,
  });
const graphql = (query: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ query }),
  });

const WRITES = [
  ["POST /logout", "/logout"],
  ["the cart-add resource route", "/ar-eg/cart/add"],
  ["the wishlist toggle", "/en-eg/wishlist/toggle"],
  ["the account logout route", "/en-eg/account/logout"],
  ["a page's action (login)", "/en-eg/login"],
  ["the upload route", "/api/user/upload-one"],
  ["/graphql", "/graphql"],
] as const;

describe("writes from other sites", () => {
  it.each(WRITES)("refuses %s from another origin with 403 and the code", async (_name, url) => {
    const response = await post(url, { origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status_code: 403, code: "CROSS_SITE_REQUEST" });
  });

  it.each(WRITES)("refuses %s with Origin: null", async (_name, url) => {
    expect((await post(url, { origin: "null" })).statusCode).toBe(403);
  });

  it("refuses a foreign Referer when there is no Origin", async () => {
    expect((await post("/logout", { referer: `${EVIL}/x` })).statusCode).toBe(403);
  });

  it("says it in the page's language, else the visitor's, else Arabic", async () => {
    const en = (await post("/en-eg/wishlist/toggle", { origin: EVIL })).json();
    expect(en.message).toMatch(/another site/);
    const ar = (await post("/ar-eg/cart/add", { origin: EVIL })).json();
    expect(ar.message).toContain("موقع آخر");
    const byHeader = (await post("/logout", { origin: EVIL, "accept-language": "en" })).json();
    expect(byHeader.message).toMatch(/another site/);
  });

  it("refuses a cookie-authenticated GraphQL mutation from another origin", async () => {
    const response = await graphql(WISHLIST, { cookie: session, origin: EVIL });
    expect(response.statusCode).toBe(403);
  });

  it("lets this site's pages and the configured origins write", async () => {
    expect((await post("/logout", { origin: SITE })).statusCode).toBe(200);
    expect((await post("/logout", { origin: ADMIN })).statusCode).toBe(200);
    expect((await post("/logout", { referer: `${SITE}/ar-eg/` })).statusCode).toBe(200);
    // the request's own origin, as React Router compares (local addresses, e2e on 127.0.0.1)
    expect((await post("/logout", { origin: "http://localhost:80" })).statusCode).toBe(200);
    const toggle = await post("/en-eg/wishlist/toggle", { origin: SITE }, "product=x");
    expect(toggle.statusCode).not.toBe(403);
  });

  it("keeps Bearer-token API clients and clients without Origin working", async () => {
    const token = await login(t, "customer@manzil.test");
    const bearer = await graphql(ME, { authorization: `Bearer ${token}`, origin: EVIL });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().data.getUserById.status_code).toBe(200);
    const mutation = await graphql(WISHLIST, { authorization: `Bearer ${token}` });
    expect(mutation.statusCode).toBe(200);
    expect((await post("/logout", {})).statusCode).toBe(200);
  });

  it("lets payment providers notify from anywhere (their signature is the check)", async () => {
    const response = await post(
      "/webhooks/payments/fake",
      { origin: EVIL, "content-type": "application/json" },
      "{}",
    );
    expect(response.statusCode).not.toBe(403);
  });
});

describe("CORS on /graphql", () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url: "/graphql",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });

  it("allows credentials only to the site's own origin and the configured ones", async () => {
    for (const origin of [SITE, ADMIN]) {
      const response = await preflight(origin);
      expect(response.headers["access-control-allow-origin"]).toBe(origin);
      expect(response.headers["access-control-allow-credentials"]).toBe("true");
    }
  });

  it("gives another origin no CORS headers, on the preflight and on the answer", async () => {
    const response = await preflight(EVIL);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    const read = await t.app.inject({
      method: "GET",
      url: `/graphql?query=${encodeURIComponent(ME)}`,
      headers: { origin: EVIL, cookie: session },
    });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
