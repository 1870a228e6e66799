/**
 * No redirect whose target comes from the request leaves the site, and none answers 500
 * (decision 0072): the welcome step's `to`, the login form's `next`, the wishlist heart's `next`,
 * and the redirects built from the request's path. The rule itself is tested in
 * packages/kernel/safe-redirect.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { DEMO_PASSWORD } from "../../../test/test-kit.ts";

const SITE = "https://shop.test";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: SITE } });
});
afterAll(() => t.close());

/** Query-string values as an attacker writes them (already percent-encoded). */
const NASTY = [
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0a/evil.example",
  "%0d%0aSet-Cookie:%20a=b",
  "/ar-eg/%0d%0aSet-Cookie:%20a=b",
  "/%5Cevil.example",
  "%5C/evil.example",
  "%5C%5Cevil.example",
  "//evil.example",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%252F/evil.example",
  "///evil.example",
  "/..//evil.example",
  "%09//evil.example",
  "javascript:alert(1)",
  "java%09script:alert(1)",
  "https://evil.example",
  "https:evil.example",
  "/%E0%A4%A",
  "/%00",
];

/** Where a browser at `from` goes with this Location (tabs and newlines dropped, as browsers do). */
function landsOn(location: string | undefined, from: string): string {
  expect(location).toBeTruthy();
  return new URL(location!.replace(/[\t\n\r]/g, ""), `${SITE}${from}`).origin;
}

describe("redirects stay on the site", () => {
  it.each(NASTY)("welcome ?to=%s goes to a page of this site", async (to) => {
    const url = `/ar-eg/account/welcome?to=${to}`;
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(302);
    expect(landsOn(response.headers.location as string, url)).toBe(SITE);
  });

  it("welcome still takes a path of this site, and a bad one goes to the locale's home", async () => {
    const good = await t.app.inject({
      method: "GET",
      url: "/en-eg/account/welcome?to=%2Fen-eg%2Fcart%3Fx%3D1",
    });
    expect(good.headers.location).toBe("/en-eg/cart?x=1");
    const bad = await t.app.inject({ method: "GET", url: "/en-eg/account/welcome?to=/%09/evil.example" });
    expect(bad.headers.location).toBe("/en-eg/");
  });

  it.each(NASTY)("the wishlist heart's next=%s goes to a page of this site", async (next) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/en-eg/wishlist/toggle",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
      payload: `product=x&next=${next}`,
    });
    expect(response.statusCode).toBe(303);
    expect(landsOn(response.headers.location as string, "/en-eg/wishlist/toggle")).toBe(SITE);
  });

  it.each(["/%09/evil.example", "//evil.example", "/%0d%0a/evil.example", "https://evil.example"])(
    "signing in with ?next=%s goes through welcome to a page of this site",
    async (next) => {
      const response = await t.app.inject({
        method: "POST",
        url: `/en-eg/login?next=${next}`,
        // React Router's own check on page actions wants the request's origin (inject: localhost)
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        payload: `email=customer%40manzil.test&password=${DEMO_PASSWORD}`,
      });
      expect(response.statusCode).toBe(302);
      const welcome = new URL(response.headers.location as string, SITE);
      expect(welcome.pathname).toBe("/en-eg/account/welcome");
      expect(welcome.searchParams.get("to")).toBe("/en-eg/?loginSuccess=true");
    },
  );

  it.each(["//evil.example/designer", "/en-eg//evil.example/designer", "/%2F%2Fevil.example/designer"])(
    "the /designer redirect from %s never leaves the site nor fails",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBeLessThan(500);
      if (response.headers.location) expect(landsOn(response.headers.location as string, "/")).toBe(SITE);
    },
  );

  it("keeps the /designer redirect working", async () => {
    const response = await t.app.inject({ method: "GET", url: "/en-eg/designer?sort=name" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/en-eg/designers?sort=name");
  });
});
