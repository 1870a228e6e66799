/**
 * What a page weighs (decision 0083): HTML bytes (raw and gzip), <img> and <svg> in the HTML, the
 * inline hydration data, the DOM nodes after load and the JavaScript the browser fetched (bytes on
 * the wire), at a phone's width in Debian's Chromium, against a running server.
 * Usage: npx node scripts/page-weight.ts http://127.0.0.1:3292 /ar-eg/ /en-eg/categories/living-room …
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) throw new Error("usage: node scripts/page-weight.ts <base URL> <paths…>");

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const path of paths) {
    // A new page each time: nothing comes from the HTTP cache.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const html = await (await fetch(`${base}${path}`)).text();
    const hydration = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)]
      .map((m) => (JSON.parse(m[1] as string) as string).length)
      .reduce((a, b) => a + b, 0);
    const count = (tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const { nodes, js, scripts } = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const js = entries.filter((e) => /\.m?js(\?|$)/.test(e.name));
      return {
        nodes: document.getElementsByTagName("*").length,
        js: js.reduce((sum, e) => sum + e.encodedBodySize, 0),
        scripts: js.length,
      };
    });
    console.log(
      `${path}: HTML ${kb(Buffer.byteLength(html))} (gzip ${kb(gzipSync(html).length)}), ` +
        `img ${count("img")}, svg ${count("svg")}, DOM nodes ${nodes}, ` +
        `hydration data ${kb(hydration)}, JS ${kb(js)} in ${scripts} files`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
