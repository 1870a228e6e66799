import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The back office (decision 0106), in Chromium at both widths: staff sign in with the store's
 * accounts and see the areas of their privilege type only; a shopper is refused, a visitor is sent
 * to sign in; the jobs list pages and filters on the server.
 */
const open = async (page: Page, lang: "ar" | "en", path: string) => {
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
};

async function signIn(page: Page, lang: "ar" | "en", email: string) {
  const w = MESSAGES[lang];
  await expect(page.getByRole("heading", { name: w.signInTitle })).toBeVisible();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];

  test(`${lang}: a support user sees their areas only, and signs out`, async ({ page }) => {
    await open(page, lang, "/jobs");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await signIn(page, lang, "support@manzil.test");
    // Back where they asked to go, which their privilege does not open.
    await expect(page.getByText(w.forbidden)).toBeVisible();
    await page.goto("/admin/");
    await expect(page.getByText(w["privilege.support"], { exact: false })).toBeVisible();
    // The home lists the areas the privilege opens (the side menu too, behind "Menu" on a phone).
    const areas = page.getByRole("main");
    await expect(areas.getByRole("link", { name: w["area.tickets"] })).toBeVisible();
    await expect(areas.getByRole("link", { name: w["area.jobs"] })).toHaveCount(0);
    await page.getByRole("button", { name: w.signOut }).click();
    await expect(page.getByRole("heading", { name: w.signInTitle })).toBeVisible();
    await page.goto("/admin/tickets");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test(`${lang}: a shopper is refused at the back office's door`, async ({ page }) => {
    await open(page, lang, "/login");
    await signIn(page, lang, "customer@manzil.test");
    await expect(page.getByRole("alert")).toHaveText(
      lang === "ar"
        ? "لا يملك هذا الحساب صلاحية الدخول إلى لوحة الإدارة"
        : "This account has no access to the back office",
    );
    await expect(page.getByLabel(w.email)).toHaveValue("customer@manzil.test");
  });

  test(`${lang}: the super administrator filters and pages the jobs list`, async ({ page }) => {
    await open(page, lang, "/login");
    await signIn(page, lang, "admin@manzil.test");
    await expect(page.getByRole("heading", { name: w.yourAreas })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: w["area.jobs"] }).click();
    await expect(page.getByRole("heading", { level: 1, name: w["area.jobs"] })).toBeVisible();
    await page.getByRole("link", { name: w["job.done"] }).click();
    await expect(page).toHaveURL(/status=done/);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toContainText(w["job.done"]);
    await page.getByRole("searchbox").fill("no-such-topic");
    await page.getByRole("button", { name: w.search }).click();
    await expect(page.getByText(w.emptyFiltered)).toBeVisible();
    await page.getByRole("link", { name: w.showAll }).click();
    await expect(page.getByRole("table")).toBeVisible();
  });
}
