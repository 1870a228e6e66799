import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
}, 120_000);
afterAll(() => t?.close());

/** `<link rel="modulepreload">` tags in document order: href and fetch priority. */
function modulePreloads(html: string) {
  return (html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []).map((tag) => ({
    href: /href="([^"]+)"/.exec(tag)?.[1] ?? "",
    low: /fetchPriority="low"/i.test(tag),
  }));
}

describe("what comes before the first paint (decision 0086)", () => {
  it.each(["/ar-eg/", "/en-eg/categories/living-room", "/ar-eg/login"])(
    "%s: each module of the page is first preloaded at low priority",
    async (url) => {
      const html = (await t.app.inject({ url })).body;
      const links = modulePreloads(html);
      const hrefs = [...new Set(links.map((l) => l.href))];
      expect(hrefs.length).toBeGreaterThan(2);
      for (const href of hrefs) expect(links.find((l) => l.href === href)?.low, href).toBe(true);
      // Every module the page's inline script imports is among them.
      const inline = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const imported = [...inline.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1]!);
      expect(imported.length).toBeGreaterThan(1);
      for (const href of imported) expect(hrefs).toContain(href);
    },
  );

  it("sends the build's brotli or gzip copy of an asset as it is, varying on Accept-Encoding", async () => {
    const html = (await t.app.inject({ url: "/ar-eg/" })).body;
    const entry = modulePreloads(html)[0]!.href;
    const original = readFileSync(join(process.cwd(), "build/client", entry));
    const get = (encoding: string) => t.app.inject({ url: entry, headers: { "accept-encoding": encoding } });

    const br = await get("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"])).toBe(
      readFileSync(join(process.cwd(), "build/client", `${entry}.br`)).length,
    );
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });
});
