import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/** A product page of the decor (small things: up to 3-5 per order) with stock (the first card's). */
async function openProduct(page: Page, locale: string) {
  await page.goto(`/${locale}/categories/decor`);
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.locator("button[data-action=add-to-cart]:enabled") });
  await card.first().locator("h3 a").click();
  await expect(page).toHaveURL(/\/products\//);
  await hydrated(page, "main button[data-action=add-to-cart][data-features]");
}

/**
 * The mini-cart (decision 0070): an add from the product page opens it with the line (quantity as
 * chosen) and the subtotal; focus moves into it; Escape gives focus back; the header's badge counts
 * the added items; "View cart" leads to the cart with that line.
 */
test("adding from the product page opens the mini-cart, in Arabic", async ({ page }) => {
  await openProduct(page, "ar-eg");
  const name = (await page.locator("h1").textContent())!.trim();
  await page.getByRole("button", { name: "زيادة الكمية" }).click();
  await expect(page.getByTestId("quantity")).toHaveValue("2");
  const add = page.locator("main button[data-action=add-to-cart][data-features]:not([data-sticky])");
  await add.click();
  const sheet = page.getByRole("dialog", { name: "أُضيف إلى سلتك" });
  // The add is a request to the server: a busy machine may take a while.
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  await expect(sheet.getByRole("heading", { name: "أُضيف إلى سلتك" })).toBeFocused();
  await expect(sheet.getByTestId("mini-cart-line")).toContainText(name);
  await expect(sheet.getByTestId("mini-cart-line")).toContainText("الكمية: 2");
  await expect(sheet).toContainText("منتجان");
  await expect(page.locator(`header a[aria-label*="منتجان في السلة"]`).first()).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(add).toBeFocused();
});

test("adding from a card opens the mini-cart, and View cart shows the line, in English", async ({ page }) => {
  await page.goto("/en-eg/categories/living-room");
  await hydrated(page, "article button");
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.locator("button[data-action=add-to-cart]:enabled") })
    .first();
  const name = (await card.locator("h3").textContent())!.trim();
  await card.getByRole("button", { name: "Add to cart" }).click();
  const sheet = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(sheet.getByTestId("mini-cart-line")).toContainText(name, { timeout: 20_000 });
  await expect(sheet.getByTestId("mini-cart-subtotal")).toContainText("EGP");
  await expect(page.getByRole("status").filter({ hasText: `${name} was added to your cart` })).toBeAttached();
  await sheet.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/en-eg\/cart$/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
});

/** The empty cart (decision 0070): what this browser viewed last comes first, newest first, in Arabic. */
test("the empty cart shows the products viewed last, newest first, in Arabic", async ({ page }) => {
  const names: string[] = [];
  for (const category of ["living-room", "decor"]) {
    await page.goto(`/ar-eg/categories/${category}`);
    const title = page.getByTestId("product-card").first().locator("h3");
    names.unshift((await title.textContent())!.trim());
    await title.locator("a").click();
    await expect(page.locator("h1")).toHaveText(names[0]!);
    // the page remembers the product (first) once it shows in the browser
    const slug = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "manzil_recent")?.value)
      .toMatch(new RegExp(`^${slug}(\\.|$)`));
  }
  await page.goto("/ar-eg/cart");
  const row = page.getByTestId("recently-viewed");
  await expect(row.getByRole("heading", { name: "شاهدتها مؤخرًا" })).toBeVisible();
  await expect(row.locator("h3")).toHaveText(names);
  await expect(page.getByRole("heading", { name: "الأكثر مبيعًا" })).toBeVisible();
});
