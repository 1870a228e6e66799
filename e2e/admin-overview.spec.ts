import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The back office's Overview (decisions 0121, 0122): the super administrator reads the sales of
 * each country in its currency, drawn right to left in Arabic with a table beside the chart, and
 * follows a figure to the list behind it; catalogue staff see their work and no sales.
 */
async function signedIn(page: Page, lang: "ar" | "en", email: string, path = "/") {
  const w = MESSAGES[lang];
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

test("ar: the super administrator reads the sales chart and follows a figure to its orders", async ({
  page,
}) => {
  const w = MESSAGES.ar;
  await signedIn(page, "ar", "admin@manzil.test");
  await expect(page.getByRole("heading", { level: 2, name: w["ov.sales"] })).toBeVisible();
  const egypt = page.getByRole("figure", { name: w["ov.sales.in"].replace("{country}", w["country.eg"]) });
  await expect(egypt).toContainText("ج.م");
  // The chart, drawn right to left: the first day on the right, the value axis on the right.
  await expect(egypt.locator(".recharts-surface")).toBeVisible();
  const bars = egypt.locator(".recharts-bar-rectangle");
  const oldest = await bars.first().boundingBox();
  const newest = await bars.last().boundingBox();
  const values = await egypt.locator(".recharts-yAxis-tick-labels").boundingBox();
  expect(oldest!.x).toBeGreaterThan(newest!.x);
  expect(values!.x).toBeGreaterThan(oldest!.x);
  // Its text alternative: every day's figures in a table.
  await egypt.getByText(w["ov.sales.table"]).click();
  await expect(egypt.getByRole("table").getByRole("row")).toHaveCount(32); // header, total, 30 days
  // A shorter period stays in the address.
  await page.getByRole("link", { name: w["ov.range.7d"] }).click();
  await expect(page).toHaveURL(/range=7d/);
  await expect(egypt.getByRole("table").getByRole("row")).toHaveCount(9);
  // A stage's figure opens the orders list filtered by that stage and the same days.
  await page
    .getByRole("region", { name: w["ov.stages"] })
    .getByRole("link", { name: w["stage.delivered"] })
    .click();
  await expect(page).toHaveURL(
    /\/admin\/orders\?status=delivered&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/,
  );
  await expect(page.getByRole("heading", { level: 1, name: w["area.orders"] })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText(w["stage.delivered"]);
});

test("en: catalogue staff see their work waiting and no sales", async ({ page }) => {
  const w = MESSAGES.en;
  await signedIn(page, "en", "catalog@manzil.test");
  const work = page.getByRole("region", { name: w["ov.work"] });
  await expect(work.getByRole("link", { name: w["ov.work.tickets"] })).toBeVisible();
  await expect(work.getByRole("link", { name: w["ov.work.outOfStock"] })).toHaveAttribute(
    "href",
    "/admin/products?status=active&stock=out",
  );
  await expect(page.getByRole("heading", { name: w.yourAreas })).toBeVisible();
  await expect(page.getByRole("heading", { name: w["ov.sales"] })).toHaveCount(0);
  await expect(page.locator(".recharts-surface")).toHaveCount(0);
  await expect(page.getByText(w["ov.work.returns"])).toHaveCount(0);
});
