import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { serviceWorkerSource } from "./pwa.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
}, 120_000);
afterAll(() => t?.close());

describe("the installable web app (decision 0066)", () => {
  it("answers the manifest in each language", async () => {
    for (const [lang, name, dir] of [
      ["ar", "منزل", "rtl"],
      ["en", "Manzil", "ltr"],
    ] as const) {
      const r = await t.app.inject({ url: `/manifest.webmanifest?lang=${lang}` });
      expect(r.headers["content-type"]).toContain("application/manifest+json");
      expect(r.json()).toMatchObject({
        short_name: name,
        lang,
        dir,
        start_url: `/${lang}-eg/`,
        display: "standalone",
      });
    }
  });

  it("makes the icons from the favicon, at their sizes", async () => {
    for (const size of [192, 512]) {
      const r = await t.app.inject({ url: `/icons/icon-${size}.png` });
      expect(r.headers["content-type"]).toBe("image/png");
      expect(await sharp(r.rawPayload).metadata()).toMatchObject({
        width: size,
        height: size,
        format: "png",
      });
    }
    expect((await t.app.inject({ url: "/icons/icon-64.png" })).statusCode).toBe(404);
  });

  it("serves the worker uncached from the root, and an offline page", async () => {
    const sw = await t.app.inject({ url: "/sw.js" });
    expect(sw.headers["content-type"]).toContain("text/javascript");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const offline = await t.app.inject({ url: "/offline.html" });
    expect(offline.body).toContain("أنت غير متصل بالإنترنت");
    expect(offline.body).toContain("You are offline");
    expect(offline.body).not.toContain("<script");
  });

  it("names its cache after the release and caches nothing but assets and the offline page", () => {
    const source = serviceWorkerSource("abc123");
    expect(source).toContain('const CACHE = "manzil-abc123"');
    // Only two places write to a cache: the precache at install and the hashed assets.
    expect(source.match(/cache\.put|addAll/g)).toHaveLength(2);
    expect(source).toContain('url.pathname.startsWith("/assets/")');
    expect(source).not.toMatch(/graphql|\/api\//);
  });
});
