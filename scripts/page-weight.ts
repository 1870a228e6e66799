/**
 * What a page weighs (decision 0083): HTML bytes (raw and gzip), <img> and <svg> in the HTML, the
 * inline hydration data, the DOM elements after load, the JavaScript the browser fetched (bytes on
 * the wire) and the main thread's CPU time until the network is idle (the median of the runs: CPU
 * time, unlike Lighthouse's blocking time, hardly moves with the machine's load), at a phone's
 * width in Debian's Chromium, without throttling, against a running server.
 * Usage: npx node scripts/page-weight.ts http://127.0.0.1:3292 /ar-eg/ /en-eg/categories/living-room … [--runs 5]
 */
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const [base, ...paths] = args;
if (!base || !paths.length)
  throw new Error("usage: node scripts/page-weight.ts <base URL> <paths…> [--runs n]");

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});

/** One load in a new page (nothing from the HTTP cache): DOM, JavaScript and main-thread time. */
async function load(url: string) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "networkidle" });
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
    const dom = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const js = entries.filter((e) => /\.m?js(\?|$)/.test(e.name));
      return {
        nodes: document.getElementsByTagName("*").length,
        js: js.reduce((sum, e) => sum + e.encodedBodySize, 0),
        scripts: js.length,
      };
    });
    return { ...dom, cpu: metric("ThreadTime"), script: metric("ScriptDuration") };
  } finally {
    await page.close();
  }
}

try {
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`)).text();
    const hydration = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)]
      .map((m) => (JSON.parse(m[1] as string) as string).length)
      .reduce((a, b) => a + b, 0);
    const count = (tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await load(`${base}${path}`));
    const last = loads.at(-1)!;
    console.log(
      `${path}: HTML ${kb(Buffer.byteLength(html))} (gzip ${kb(gzipSync(html).length)}), ` +
        `img ${count("img")}, svg ${count("svg")}, DOM elements ${last.nodes}, ` +
        `hydration data ${kb(hydration)}, JS ${kb(last.js)} in ${last.scripts} files, ` +
        `main thread ${Math.round(median(loads.map((l) => l.cpu)))} ms CPU ` +
        `(script ${Math.round(median(loads.map((l) => l.script)))} ms; median of ${runs}, load ${loadavg()[0]!.toFixed(2)})`,
    );
  }
} finally {
  await browser.close();
}
