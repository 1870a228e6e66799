import { expect, type Locator, type Page, test } from "@playwright/test";
import { register, uniqueEmail } from "./support.ts";

/**
 * The wishlist hearts of a signed-in user (components/account/catalog-actions-provider.tsx): they
 * show the products already on the user's list on every page, from the account summary loaded
 * after the page (decision 0128), and a toggle flips every heart of that product at once. Each test registers
 * a user of its own, so the projects and languages running in parallel do not meet.
 */
const LISTING = "/categories/living-room";
const S = {
  en: { add: "Add to wishlist", remove: "Remove from wishlist" },
  ar: { add: "أضف إلى قائمة الأمنيات", remove: "إزالة من قائمة الأمنيات" },
} as const;

/** React has hydrated the heart (before that, a signed-in user's heart does nothing). */
const hydrated = (heart: Locator) =>
  expect
    .poll(() => heart.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);

/** The user's wishlisted products over the API (the page's own session cookie). */
async function savedProducts(page: Page): Promise<string[]> {
  const reply = await page.request.post("/graphql", {
    data: { query: "{ getWishlistProductIds { status_code data { products } } }" },
  });
  const body = (await reply.json()) as {
    data: { getWishlistProductIds: { status_code: number; data: { products: string[] } | null } };
  };
  expect(body.data.getWishlistProductIds.status_code).toBe(200);
  return body.data.getWishlistProductIds.data!.products;
}

/** The heart is pressed (filled, named "remove") or not (named "add"), with or without the product name. */
async function expectSaved(heart: Locator, saved: boolean, s: (typeof S)[keyof typeof S], named = true) {
  await expect(heart).toHaveAttribute("aria-pressed", String(saved));
  const label = saved ? s.remove : s.add;
  await expect(heart).toHaveAccessibleName(named ? new RegExp(`^${label}: .+`) : label);
}

for (const lang of ["en", "ar"] as const) {
  const s = S[lang];
  const listing = `/${lang}-eg${LISTING}`;

  test(`a signed-in user's hearts show what is on their wishlist (${lang})`, async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(150_000);
    await register(page, uniqueEmail(), lang);

    // Added from a card: pressed at once, and after a reload (rendered by the server).
    await page.goto(listing);
    const card = page.getByTestId("product-card").first();
    const heart = card.locator("[data-action=wishlist]");
    const product = (await heart.getAttribute("data-product-id"))!;
    const href = (await card.locator("h3 a").getAttribute("href"))!;
    await expectSaved(heart, false, s);
    await hydrated(heart);
    await heart.click();
    await expectSaved(heart, true, s);
    expect(await savedProducts(page)).toEqual([product]);
    await page.reload();
    await expectSaved(heart, true, s);

    // Without JavaScript the shared pages are everyone's (decision 0128): the hearts there invite
    // to sign in, and the account's own wishlist page, rendered for the user, lists the product.
    const bare = await browser.newContext({
      baseURL: info.project.use.baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await bare.newPage();
    await plain.goto(listing);
    const plainHeart = plain.locator(`[data-action=wishlist][data-product-id="${product}"]`);
    await expect(plainHeart).not.toHaveAttribute("aria-pressed", "true");
    await expect(plainHeart).toHaveAccessibleName(new RegExp(`^${s.add}: .+`));
    await plain.goto(`/${lang}-eg/profile/wishlist`);
    await expect(plain.locator(`main a[href$="/products/${product}"]`).first()).toBeVisible();
    await bare.close();

    // The product page (a client navigation from the card, then a reload): pressed.
    await card.locator("h3 a").click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const main = page.locator("main [data-action=wishlist]").first();
    await expect(main).toHaveAttribute("data-product-id", product);
    await expectSaved(main, true, s, false);
    await page.reload();
    await expectSaved(main, true, s, false);

    // Removed there: not pressed, on the list no more, and so back on the listing and after reloads.
    await hydrated(main);
    await main.click();
    await expectSaved(main, false, s, false);
    expect(await savedProducts(page)).toEqual([]);
    await page.reload();
    await expectSaved(main, false, s, false);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${listing}$`));
    await expectSaved(page.locator(`[data-action=wishlist][data-product-id="${product}"]`), false, s);
  });

  test(`a toggle flips every heart of the product on the page (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    await register(page, uniqueEmail(), lang);
    // The home page shows some products in two sections: take the first one shown twice.
    const hearts = page.locator("main [data-action=wishlist]");
    await expect(hearts.first()).toBeVisible();
    const product = await hearts.evaluateAll((all) => {
      const ids = all.map((el) => el.getAttribute("data-product-id"));
      return ids.find((id, i) => ids.indexOf(id) !== i) ?? null;
    });
    expect(product, "a product shown twice on the home page").toBeTruthy();
    const both = page.locator(`main [data-action=wishlist][data-product-id="${product}"]`);
    await expect(both).toHaveCount(2);
    await hydrated(both.first());
    await both.first().click();
    await expectSaved(both.first(), true, s);
    await expectSaved(both.last(), true, s);
    await both.last().click();
    await expectSaved(both.first(), false, s);
    await expectSaved(both.last(), false, s);
    expect(await savedProducts(page)).toEqual([]);
  });
}
