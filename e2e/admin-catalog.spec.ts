import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The catalogue's back office (decisions 0117, 0118), in Arabic and English: a catalogue manager
 * adds a product with per-country prices and a picture and finds it in the store, then changes its
 * price and the store shows the new one; a bad slug is refused on its field, what was typed kept.
 */
async function signedIn(page: Page, lang: "ar" | "en", path: string) {
  const w = MESSAGES[lang];
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
  await page.getByLabel(w.email).fill("catalog@manzil.test");
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];

  test(`${lang}: a catalogue manager adds a product with a picture and prices, then changes its price`, async ({
    page,
  }, info) => {
    const stamp = `${lang}-${info.project.name}-${Date.now()}`;
    const slug = `e2e-lamp-${stamp}`;
    await signedIn(page, lang, "/products/new");
    await expect(page.getByRole("heading", { level: 1, name: w["product.newTitle"] })).toBeVisible();
    await page.getByLabel(w["product.arName"], { exact: true }).fill(`مصباح ${stamp}`);
    await page.getByLabel(w["product.name"], { exact: true }).fill(`Lamp ${stamp}`);
    await page.getByLabel(w["product.slug"], { exact: true }).fill("Not a slug!");
    const egPrice = page.locator('input[name="prices.eg.price"]');
    await egPrice.fill("1250");
    await page.locator('input[name="prices.sa.price"]').fill("380");
    await page.locator('input[name="availableEdition"]').fill("6");
    await page.getByRole("button", { name: w["product.create"] }).click();
    // Refused on its field; what was typed stays.
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(egPrice).toHaveValue("1250");
    await page.getByLabel(w["product.slug"], { exact: true }).fill(slug);
    await page.getByRole("button", { name: w["product.create"] }).click();
    await expect(page.getByText(w["product.added"])).toBeVisible();

    const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#B4532A" } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("button", { name: w["images.upload"], exact: true }).click();
    await expect(page.getByText(w["images.primary"], { exact: true })).toBeVisible();

    const store = await page.request.get(`/en-eg/products/${slug}`);
    expect(store.status()).toBe(200);
    expect(await store.text()).toContain("1,250");

    await page.locator('input[name="prices.eg.price"]').fill("1390");
    await page.getByRole("button", { name: w["product.save"] }).click();
    await expect(page.getByText(w["product.saved"])).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(`/en-eg/products/${slug}`)).text()).includes("1,390"))
      .toBe(true);
  });
}
