import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { isSubresourceFile } from "./asset-headers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const DOCUMENT_ONLY = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "x-xss-protection",
];
const assets = readdirSync(join(process.cwd(), "build/client/assets"));
const asset = (extension: string) => `/assets/${assets.find((name) => name.endsWith(extension))}`;

async function headersOf(url: string) {
  const response = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
  expect(response.statusCode, url).toBe(200);
  return response.headers;
}

describe("files a page loads carry only the headers that apply to them (decision 0098)", () => {
  it("a script, a stylesheet, a font and an uploaded picture: no document policies, still nosniff and same-origin", async () => {
    const home = (await t.app.inject({ url: "/ar-eg/" })).body;
    const picture = /\/uploads\/[^"\s]+\.webp/.exec(home)?.[0];
    expect(picture).toBeDefined();
    for (const url of [asset(".js"), asset(".css"), asset(".woff2"), picture!]) {
      const headers = await headersOf(url);
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeUndefined();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(headers["cache-control"], url).toBeDefined();
    }
  });

  it("a page, an SVG and the service worker keep every header", async () => {
    for (const url of ["/ar-eg/", "/favicon.svg", "/sw.js"]) {
      const headers = await headersOf(url);
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it("names subresources by folder and extension only", () => {
    expect(isSubresourceFile("/assets/entry.client-D470RoS0.js")).toBe(true);
    expect(isSubresourceFile("/uploads/products/sofa-0-0-400.webp?v=2")).toBe(true);
    expect(isSubresourceFile("/assets/logo.svg")).toBe(false);
    expect(isSubresourceFile("/uploads/page.html")).toBe(false);
    expect(isSubresourceFile("/ar-eg/x.js")).toBe(false);
    expect(isSubresourceFile("/assets/../ar-eg/")).toBe(false);
  });
});
