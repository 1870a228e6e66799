/**
 * What a page weighs (decisions 0082, 0083), against a running server with the demo seed
 * (`PORT=3291 npx node scripts/e2e-server.ts`):
 *
 *   npx node bench/page-weight.ts http://127.0.0.1:3291 [/ar-eg/ /en-eg/ ...] [--runs 5]
 *
 * Always: the HTML as the server sends it (raw, and gzip -6 computed here), its `<img>` and `<svg>`
 * tags, and the inline hydration data (the scripts filling `window.__reactRouterContext`: loader
 * data as a turbo-stream). With `--runs n`, each page is also loaded n times in Debian's Chromium at
 * a phone's width (touch, no throttling, nothing from the HTTP cache): DOM elements after load,
 * JavaScript on the wire, and the main thread's CPU time until the network is idle (median; CPU
 * time, unlike Lighthouse's blocking time, hardly moves with the machine's load).
 *
 * Paths under /profile are fetched signed in as the demo customer (a session from /graphql login);
 * `:first` stands for the first product the living-room category lists.
 */
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 0;
const base = args[0] ?? "http://127.0.0.1:3291";
const DEFAULT_PATHS = [
  "/ar-eg/",
  "/en-eg/",
  "/ar-eg/categories/living-room",
  "/ar-eg/products/:first",
  "/ar-eg/cart",
  "/ar-eg/login",
  "/ar-eg/profile",
  "/ar-eg/profile/orders",
  "/ar-eg/about",
];
const paths = args.length > 1 ? args.slice(1) : DEFAULT_PATHS;

async function session(): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { data { jwt } } }`,
      variables: { e: "customer@manzil.test", p: "manzil-demo" },
    }),
  });
  const body = (await response.json()) as { data: { login: { data: { jwt: string } } } };
  return `manzil_session=${body.data.login.data.jwt}`;
}

/** The first product the living-room category lists (its link in the page). */
async function firstProduct(): Promise<string> {
  const html = await (await fetch(`${base}/ar-eg/categories/living-room`)).text();
  const id = /href="\/ar-eg\/products\/([^"?#]+)"/.exec(html)?.[1];
  if (!id) throw new Error("no product link on the category page");
  return id;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Loads in a browser, opened only when `--runs` asks for them. */
async function openBrowser() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  async function load(url: string, cookie: string) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    if (cookie) {
      const [name, value] = cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
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
        };
      });
      return { ...dom, cpu: metric("ThreadTime"), script: metric("ScriptDuration") };
    } finally {
      await context.close();
    }
  }
  return { load, close: () => browser.close() };
}

const cookie = paths.some((p) => p.includes("/profile")) ? await session() : "";
const product = paths.some((p) => p.includes(":first")) ? await firstProduct() : "";
const browser = runs > 0 ? await openBrowser() : undefined;
const browserColumns = browser ? " DOM elements | JS KB (wire) | main thread ms CPU (script) |" : "";
console.log(`| page | HTML KB (gzip) | \`<img>\` | \`<svg>\` | hydration data KB (gzip) |${browserColumns}`);
console.log(`|---|---:|---:|---:|---:|${browser ? "---:|---:|---:|" : ""}`);
try {
  for (const template of paths) {
    const path = template.replace(":first", product);
    const pageCookie = path.includes("/profile") ? cookie : "";
    const response = await fetch(`${base}${path}`, { headers: { cookie: pageCookie }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    const html = await response.text();
    const data = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? "")
      .filter((script) => script.includes("__reactRouterContext"))
      .join("");
    const count = (tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
    let measured = "";
    if (browser) {
      const loads = [];
      for (let run = 0; run < runs; run++) loads.push(await browser.load(`${base}${path}`, pageCookie));
      const last = loads.at(-1)!;
      const cpu = Math.round(median(loads.map((l) => l.cpu)));
      const script = Math.round(median(loads.map((l) => l.script)));
      measured = ` ${last.nodes} | ${kb(last.js)} | ${cpu} (${script}) |`;
    }
    const html_ = `${kb(Buffer.byteLength(html))} (${kb(gz(html))})`;
    const data_ = `${kb(Buffer.byteLength(data))} (${kb(gz(data))})`;
    const name = template.replace(":first", "<product>");
    console.log(`| ${name} | ${html_} | ${count("img")} | ${count("svg")} | ${data_} |${measured}`);
  }
} finally {
  await browser?.close();
}
if (browser)
  console.log(`\n(median of ${runs} loads per page; load average ${loadavg()[0]!.toFixed(2)} at the end)`);
