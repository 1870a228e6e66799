/**
 * Screenshots of back-office screens in both languages at phone and desktop widths, signed in as
 * a staff account, for a person to look at.
 * Usage: node scripts/admin-screenshot.ts http://localhost:3000 /admin/tickets … [--as admin@manzil.test] [--out .tmp/admin-shots]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1]! : fallback;
};
const out = option("--out", ".tmp/admin-shots");
const email = option("--as", "admin@manzil.test");
const [base, ...paths] = args;
if (!base)
  throw new Error("usage: node scripts/admin-screenshot.ts <base URL> <paths…> [--as email] [--out dir]");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-sync",
  ],
});
for (const lang of ["ar", "en"] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await page.evaluate((l) => localStorage.setItem("manzil-admin-lang", l), lang);
    const signedIn = await page.request.post(`${base}/admin/session`, {
      data: { email, password: "manzil-demo" },
    });
    if (!signedIn.ok()) throw new Error(`sign-in as ${email}: ${signedIn.status()}`);
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState("networkidle");
      const name = `${path.replace(/^\/admin\/?/, "") || "home"}`.replace(/[/?&=]/g, "_");
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
