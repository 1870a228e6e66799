import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { EARNINGS_UI } from "#i18n/messages/ui-earnings.ts";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? "";

describe("locale routing", () => {
  it("serves /ar-eg/ right to left and /en-eg/ left to right, server-rendered", async () => {
    const ar = await get("/ar-eg/");
    const en = await get("/en-eg/");
    expect(ar.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    expect(htmlTag(ar.body)).toMatch(/lang="ar"/);
    expect(htmlTag(ar.body)).toMatch(/dir="rtl"/);
    expect(htmlTag(en.body)).toMatch(/lang="en"/);
    expect(htmlTag(en.body)).toMatch(/dir="ltr"/);
  });

  it("renders the real category menu from the database in each language", async () => {
    const { data } = await t.graphql<{ getCategories: { data: Array<{ name: string; arName: string }> } }>(
      `{ getCategories(isMain: true) { data { name arName } } }`,
    );
    const first = data.getCategories.data[0]!;
    const htmlEscaped = (s: string) => s.replace(/&/g, "&amp;");
    expect((await get("/ar-eg/")).body).toContain(htmlEscaped(first.arName));
    expect((await get("/en-eg/")).body).toContain(htmlEscaped(first.name));
  });

  it("shows each country its own site message: Saudi Arabia never Egypt's", async () => {
    const bar = async (url: string) =>
      /<aside[^>]*class="bg-sand text-ink"><p[^>]*>([^<]*)<\/p>/.exec((await get(url)).body)?.[1];
    expect(await bar("/en-sa/")).toBe("Free delivery on orders over SAR 250 with the code FREESHIP");
    expect(await bar("/ar-sa/")).toBe("توصيل مجاني للطلبات فوق 250 ريالًا مع الكود FREESHIP");
    expect(await bar("/en-eg/")).toBe("Free delivery on orders over EGP 3,000 with the code FREESHIP");
  });

  it("names the sitemap by its absolute address (PUBLIC_URL, never the Host) in robots.txt", async () => {
    const robots = await get("/robots.txt", { host: "shop.example.com" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`\nSitemap: ${t.config.publicUrl}/sitemap.xml\n`);
    expect(robots.body).toContain("Disallow: /profile");
  });

  it("redirects the switched-off Emirates to en-eg, keeping the rest of the path and query", async () => {
    const response = await get("/en-ae/categories/sofas?sub=1");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en-eg/categories/sofas?sub=1");
    expect((await get("/ar-ae/")).headers.location).toBe("/en-eg/");
  });

  it("gives a language-only segment the default country", async () => {
    const response = await get("/en/");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en-eg/");
  });

  it("answers an unsupported locale with 404 and the message", async () => {
    const response = await get("/fr-eg/");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("تعذر العثور على هذه الصفحة");
  });

  it("answers an unknown page with 404 in the page's language and a button home", async () => {
    const en = await get("/en-eg/no-such-page");
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain("This page could not be found");
    expect(en.body).toContain("Back to home");
    const ar = await get("/ar-sa/no-such-page");
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain("تعذر العثور على هذه الصفحة");
  });

  it("shows the error page of a page whose loader failed with the layout's strings (decision 0082)", async () => {
    const en = await get("/en-eg/products/no-such-product");
    expect(en.statusCode).toBe(404);
    for (const text of [
      "This page could not be found",
      "Back to home",
      "Customer service",
      "Skip to content",
    ])
      expect(en.body).toContain(text);
    expect(en.body).not.toMatch(/>(errors|footer|nav)\.[a-zA-Z]+</);
  });

  it("sends a page the strings of its own groups and the layout's, not the others' (decisions 0082, 0103)", async () => {
    const home = (await get("/en-eg/")).body;
    expect(home).toContain(CATALOG_UI.en.home.failAddress);
    expect(home).toContain(CATALOG_UI.en.card.outOfStock);
    // The listings' and the product page's groups of `catalog` are not the home page's.
    expect(home).not.toContain(CATALOG_UI.en.listing.emptyText);
    expect(home).not.toContain(CATALOG_UI.en.product.distribution);
    expect(home).not.toContain(INFO_UI.en.faq.description);
    expect(home).not.toContain(EARNINGS_UI.en.payment.noCards);
    const about = (await get("/en-eg/about")).body;
    expect(about).toContain(INFO_UI.en.faq.description);
    expect(about).not.toContain(CATALOG_UI.en.listing.emptyText);
  });

  it("serves plain paths in Arabic by default, without redirecting", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toMatch(/lang="ar"/);
  });

  it("remembers the chosen language and country for plain paths", async () => {
    const visit = await get("/en-sa/");
    const cookie = String(visit.headers["set-cookie"]);
    expect(cookie).toMatch(/manzil_locale=en-sa/);
    const plain = await get("/", { cookie: "manzil_locale=en-sa" });
    expect(htmlTag(plain.body)).toMatch(/lang="en"/);
  });

  it("ignores a forged remembered locale", async () => {
    const plain = await get("/", { cookie: "manzil_locale=<script>" });
    expect(plain.statusCode).toBe(200);
    expect(htmlTag(plain.body)).toMatch(/lang="ar"/);
  });

  it("sends security headers and no stack traces", async () => {
    const response = await get("/ar-eg/");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
