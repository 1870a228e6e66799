/**
 * Screenshots of pages in both languages at phone and desktop widths, for a person to look at.
 * Usage: node scripts/screenshot.ts http://localhost:3000 /ar-eg/ /en-eg/ [--out .tmp/shots] [--full]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1]! : ".tmp/shots";
const full = args.includes("--full");
const [base, ...paths] = args.filter((a) => a !== "--full");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: full });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${out}/${name}${overflow > 0 ? `  (horizontal overflow ${overflow}px!)` : ""}`);
  }
  await page.close();
}
await browser.close();
