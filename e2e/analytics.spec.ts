import { expect, test } from "@playwright/test";
import { dataLayerEvent, hydrated } from "./support.ts";

/**
 * The data layer (decision 0067): a route change is reported as a page_view, adding to the cart
 * as add_to_cart with the item, its unit price in pounds and the currency (and the mini-cart says it).
 */
test("the data layer reports page views and add to cart", async ({ page }) => {
  await page.goto("/en-eg/");
  expect(await dataLayerEvent(page, "page_view")).toMatchObject({
    page_path: "/en-eg/",
    page_language: "en",
  });
  await hydrated(page, "header a");
  // A route change.
  await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/en-eg\/faq$/);
  await expect.poll(async () => (await dataLayerEvent(page, "page_view")).page_path).toBe("/en-eg/faq");
  await page.goto("/en-eg/categories/living-room");
  await hydrated(page, "article button");
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Add to cart" }) })
    .first();
  await card.getByRole("button", { name: "Add to cart" }).click();
  // The mini-cart says so, with the way to the cart.
  const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(miniCart.getByRole("link", { name: "View cart" })).toBeVisible();
  const added = await dataLayerEvent(page, "add_to_cart");
  expect(added).toMatchObject({ ecommerce: { currency: "EGP", items: [{ quantity: 1 }] } });
  const item = (added.ecommerce as { items: Array<{ item_name: string; price: number }> }).items[0]!;
  expect(item.item_name.length).toBeGreaterThan(0);
  expect(item.price).toBeGreaterThan(0);
});
