import { expect, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * Collections in the back office (decision 0134), in Arabic: a catalogue manager adds a running
 * collection, refused first on reversed dates, puts a product in it found by name, and the
 * storefront's collections page lists it at once.
 */
const w = MESSAGES.ar;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

test("ar: a catalogue manager creates a collection with a product, and the store shows it at once", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const arTitle = `تشكيلة الاختبار ${stamp}`;
  await page.addInitScript(() => localStorage.setItem("manzil-admin-lang", "ar"));
  await page.goto("/admin/collections/new");
  await page.getByLabel(w.email).fill("catalog@manzil.test");
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
  await expect(page.getByRole("heading", { level: 1, name: w["collection.new"] })).toBeVisible();

  await page.getByLabel(w["collection.arName"], { exact: true }).fill(arTitle);
  await page.getByLabel(w["collection.name"], { exact: true }).fill(`Test collection ${stamp}`);
  await page.getByLabel(w["collection.slug"], { exact: true }).fill(`e2e-sale-${stamp}`.toLowerCase());
  await page.getByLabel(w["sale.discount"], { exact: true }).fill("20");
  await page.getByLabel(w["sale.startDate"], { exact: true }).fill(day(5));
  await page.getByLabel(w["sale.endDate"], { exact: true }).fill(day(1));
  await page.getByRole("button", { name: w["sale.create"], exact: true }).click();
  // Refused on the end date's field, in Arabic; what was typed stays.
  await expect(page.getByText("يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده").first()).toBeVisible();
  await expect(page.getByLabel(w["collection.arName"], { exact: true })).toHaveValue(arTitle);

  await page.getByLabel(w["sale.startDate"], { exact: true }).fill(day(-1));
  await page.getByLabel(w["sale.endDate"], { exact: true }).fill(day(10));
  await page.getByRole("button", { name: w["sale.create"], exact: true }).click();
  await expect(page.getByText(w["sale.noProducts"])).toBeVisible();
  await expect(page.getByText(w["sale.state.running"]).first()).toBeVisible();

  await page.getByLabel(w["sale.find"]).fill("كرسي");
  await page.getByRole("button", { name: w["sale.findButton"], exact: true }).click();
  await expect(page.getByRole("heading", { name: w["sale.found"] })).toBeVisible();
  await page.getByRole("button", { name: w["sale.add"] }).first().click();
  await expect(page.getByText(w["sale.added"])).toBeVisible();
  await expect(page.getByRole("button", { name: w["sale.remove"] })).toHaveCount(1);

  const store = await page.request.get("/ar-eg/collections");
  expect(store.status()).toBe(200);
  expect(await store.text()).toContain(arTitle);
});
