import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The catalogue's categories and products CSV (decisions 0119, 0120), in Arabic and English: a
 * catalogue manager renames a category and the storefront's menu shows the new name; a dry run
 * of a CSV with one bad row shows that row's error.
 */
async function signedIn(page: Page, lang: "ar" | "en", path: string) {
  const w = MESSAGES[lang];
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
  await page.getByLabel(w.email).fill("catalog@manzil.test");
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

const CATEGORY = { ar: "rugs", en: "lighting" } as const;
const NOT_FOUND = { ar: "المنتج غير موجود", en: "Product not found" } as const;

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];

  test(`${lang}: a catalogue manager renames a category and the store's menu shows it`, async ({
    page,
  }, info) => {
    const name =
      lang === "ar"
        ? `قسم ${info.project.name} ${Date.now()}`
        : `Category ${info.project.name} ${Date.now()}`;
    await signedIn(page, lang, "/categories");
    await expect(page.getByRole("heading", { level: 1, name: w["area.categories"] })).toBeVisible();
    const row = page.locator("div", { has: page.getByText(CATEGORY[lang], { exact: true }) }).last();
    await row.getByRole("link").click();
    // The list's new-category form has the same labels: wait for the category's own page.
    await expect(page.getByRole("link", { name: w.backToCategories })).toBeVisible();
    await page.getByLabel(w[lang === "ar" ? "category.arName" : "category.name"], { exact: true }).fill(name);
    await page.getByRole("button", { name: w["category.save"] }).click();
    await expect(page.getByText(w["category.saved"])).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(`/${lang}-eg/`)).text()).includes(name), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test(`${lang}: a CSV dry run shows the bad row's error`, async ({ page }) => {
    await signedIn(page, lang, "/products/import");
    await expect(page.getByRole("heading", { level: 1, name: w["csv.title"] })).toBeVisible();
    const csv = "slug,eg.price\nno-such-product-e2e,10\n";
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: w["csv.dryRun"] }).click();
    await expect(page.getByText(w["csv.status.done"], { exact: true })).toBeVisible({ timeout: 15_000 });
    const error = page.getByRole("row", { name: new RegExp(NOT_FOUND[lang]) });
    await expect(error).toContainText("2");
    await expect(error).toContainText("slug");
  });
}
