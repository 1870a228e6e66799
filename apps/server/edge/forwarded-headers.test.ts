/**
 * X-Forwarded-* count only from configured proxies (TRUST_PROXY, decision 0072), and public links
 * come from PUBLIC_URL: a client cannot pick a fresh rate-limit bucket nor poison the canonical
 * and hreflang links of a cached page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";

const SITE = "https://shop.test";
const SPOOFED = {
  host: "evil-host.example",
  "x-forwarded-host": "evil-forwarded.example",
  "x-forwarded-proto": "http",
};

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: SITE } });
  behindProxy = await startTestApp({ seed: false, env: { PUBLIC_URL: SITE, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

/** The robot challenge allows 60 requests a minute per client. */
const challenge = (app: TestApp, forwardedFor: string) =>
  app.app.inject({
    method: "GET",
    url: "/api/robot/challenge",
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("X-Forwarded-For", () => {
  it("does not give a client a fresh rate-limit bucket when no proxy is trusted", async () => {
    for (let i = 0; i < 60; i++) expect((await challenge(t, `203.0.113.${i}`)).statusCode).toBe(200);
    expect((await challenge(t, "198.51.100.7")).statusCode).toBe(429);
  });

  it("names the client behind a configured proxy (TRUST_PROXY=1)", async () => {
    for (let i = 0; i < 60; i++) expect((await challenge(behindProxy, "198.51.100.1")).statusCode).toBe(200);
    expect((await challenge(behindProxy, "198.51.100.1")).statusCode).toBe(429);
    expect((await challenge(behindProxy, "198.51.100.2")).statusCode).toBe(200);
  });
});

describe("links for others come from PUBLIC_URL", () => {
  const links = (html: string) =>
    [
      ...html.matchAll(/<link[^>]+rel="(?:canonical|alternate)"[^>]*>|<meta[^>]+property="og:url"[^>]*>/g),
    ].map((m) => m[0]);

  it.each(["/en-eg/", "/ar-eg/", "/en-sa/about"])(
    "%s: canonical, hreflang and og:url ignore Host and X-Forwarded-Host",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: SPOOFED });
      expect(response.statusCode).toBe(200);
      const found = links(response.body);
      expect(found.some((tag) => tag.includes(`href="${SITE}${url}"`) && tag.includes("canonical"))).toBe(
        true,
      );
      expect(found.filter((tag) => /hreflang="/i.test(tag)).length).toBeGreaterThan(2);
      for (const tag of found) expect(tag).toContain(`="${SITE}/`);
      expect(response.body).not.toContain("evil-");
    },
  );

  it("behind a trusted proxy too, X-Forwarded-Host never reaches the links", async () => {
    const response = await behindProxy.app.inject({ method: "GET", url: "/robots.txt", headers: SPOOFED });
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).not.toContain("evil-");
  });

  it("robots.txt and the sitemaps name PUBLIC_URL", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml", "/sitemaps/en-eg.xml"]) {
      const response = await t.app.inject({ method: "GET", url, headers: SPOOFED });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`${SITE}/`);
      expect(response.body).not.toContain("evil-");
    }
  });
});
