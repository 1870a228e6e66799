import { expect, test } from "@playwright/test";
import { S, toPayment } from "./checkout-support.ts";
import { register, uniqueEmail } from "./support.ts";

/**
 * A shopper in Riyadh (decisions 0131, 0132): pays by card on Paymob KSA's test page and by cash on
 * delivery, in riyals; an Egypt-only product in a Saudi cart is flagged in the cart at once.
 */

for (const [lang, method] of [
  ["en", "card"],
  ["ar", "cod"],
] as const) {
  test(`${lang}-sa: a Riyadh shopper pays by ${method}`, async ({ page }) => {
    await toPayment(page, lang, "sa");
    const option = page.locator(`input[name="method"][value="${method}"]`);
    await option.check();
    await expect(page.locator('input[name="method"][value="tabby"]')).toBeVisible();
    await page.getByRole("button", { name: S[lang].place }).click();
    if (method === "card") await page.getByRole("link", { name: /^Pay \(success\)/ }).click();
    await expect(page.getByRole("heading", { name: S[lang].thanks, exact: true })).toBeVisible();
    await expect(
      page
        .locator("main")
        .getByText(lang === "ar" ? /ر\.س/ : /SAR/)
        .first(),
    ).toBeVisible();
  });
}

test("en-sa: an Egypt-only product in the cart is flagged and keeps the shopper from checking out", async ({
  page,
}) => {
  await register(page, uniqueEmail(), "en");
  type Listed = { egyptOnly: boolean; images: Array<{ _id: string }> };
  let egyptOnly: Listed | undefined;
  for (let p = 1; !egyptOnly && p <= 10; p++) {
    const reply = await page.request.post("/graphql", {
      data: {
        query: `{ filterProducts(currentCountry: "eg", inStock: true, paginate: { page: ${p}, limit: 40 }) { data { products { egyptOnly images { _id } } } } }`,
      },
    });
    const body = (await reply.json()) as { data: { filterProducts: { data: { products: Listed[] } } } };
    egyptOnly = body.data.filterProducts.data.products.find((x) => x.egyptOnly && x.images.length);
  }
  expect(egyptOnly).toBeTruthy();
  const added = await page.request.post("/en-eg/cart/add", { form: { image: egyptOnly!.images[0]!._id } });
  expect(added.ok()).toBe(true);
  await page.goto("/en-sa/cart");
  await expect(page.getByText("Not sold in Saudi Arabia; not included in the total")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "not sold in Saudi Arabia" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
  // the shipping step sends the shopper back to the cart
  await page.goto("/en-sa/address");
  await expect(page).toHaveURL(/\/en-sa\/cart$/);
  await page.getByRole("button", { name: "Remove the items not sold in Saudi Arabia" }).click();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});
