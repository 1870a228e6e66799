import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, register, uniqueEmail } from "./support.ts";

/**
 * Issue 14: a signed-in customer with an address buys with the keyboard alone, from a product page
 * to a placed cash-on-delivery order, in at most 40 key presses. Every press goes through `press`,
 * which counts it; the path is the one a keyboard user takes (skip link, Tab, Enter, arrows).
 */
const BUDGET = 40;

const WORDS = {
  ar: {
    skip: "انتقل إلى المحتوى",
    checkout: "إتمام الشراء",
    toPayment: "المتابعة إلى الدفع",
    thanks: "شكرًا لك! تم تأكيد طلبك",
  },
  en: {
    skip: "Skip to content",
    checkout: "Checkout",
    toPayment: "Continue to payment",
    thanks: "Thank you! Your order is confirmed",
  },
} as const;

/** A product sold in Egypt, in stock, payable on delivery, without options to choose. */
async function plainProduct(page: Page): Promise<string> {
  const reply = await page.request.post("/graphql", {
    data: {
      query: `{ filterProducts(category: "living-room", currentCountry: "eg", inStock: true, paginate: { limit: 40 }) {
        data { products { slug isAvailableForCod availableEdition features { _id } } } } }`,
    },
  });
  const products: Array<{
    slug: string;
    isAvailableForCod: boolean;
    availableEdition: number;
    features: unknown[];
  }> = (await reply.json()).data.filterProducts.data.products;
  const fit = products.filter(
    (p) => p.isAvailableForCod && p.availableEdition > 5 && p.features.length === 0,
  );
  expect(fit.length).toBeGreaterThan(0);
  return fit[Math.floor(Math.random() * fit.length)]!.slug;
}

/** An address in the customer's book, through the API (the address form has its own tests). */
async function addAddress(page: Page) {
  const governorates = await page.request.post("/graphql", {
    data: { query: `{ getGovernorates(countryId: "eg") { data { _id } } }` },
  });
  const governorateId = (await governorates.json()).data.getGovernorates.data[0]._id as string;
  const added = await page.request.post("/graphql", {
    data: {
      query: `mutation ($g: ID) { addAddress(fName: "Laila", phone: "1001234567", country: "eg", governorateId: $g, streetName: "Tahrir", building: "5") { status_code message data { _id } } }`,
      variables: { g: governorateId },
    },
  });
  const body = await added.json();
  expect(body.data?.addAddress?.data?._id, JSON.stringify(body)).toBeTruthy();
}

function keyboard(page: Page) {
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  /** Tab (forward) until `target` has the focus; fails once the budget is spent. */
  const tabTo = async (target: Locator) => {
    // The page may still be arriving: a busy machine takes a while to answer a navigation.
    await expect(target).toBeVisible({ timeout: 20_000 });
    while (!(await target.evaluate((el) => el === document.activeElement))) {
      expect(presses, "key presses so far").toBeLessThan(BUDGET);
      await press("Tab");
    }
  };
  /** Tab until the focus is on any element `selector` matches (a radio group takes one stop). */
  const tabToAny = async (selector: string) => {
    while (!(await page.evaluate((s) => !!document.activeElement?.matches(s), selector))) {
      expect(presses, "key presses so far").toBeLessThan(BUDGET);
      await press("Tab");
    }
  };
  return { press, tabTo, tabToAny, count: () => presses };
}

for (const lang of ["ar", "en"] as const) {
  test(`${lang}: from a product page to a placed cash-on-delivery order with the keyboard alone, in ${BUDGET} presses at most`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    await register(page, uniqueEmail(), lang);
    await addAddress(page);
    await page.goto(`/${lang}-eg/products/${await plainProduct(page)}`);
    await hydrated(page, "main button[data-action=add-to-cart][data-features]");
    const keys = keyboard(page);

    // The skip link first, then on to the add button.
    await keys.press("Tab");
    await expect(page.getByRole("link", { name: words.skip })).toBeFocused();
    await keys.press("Enter");
    await keys.tabTo(page.locator("main button[data-action=add-to-cart][data-features]:not([data-sticky])"));
    await keys.press("Enter");

    // The mini-cart takes the focus; its checkout link leads to the shipping step.
    const sheet = page.getByRole("dialog").filter({ has: page.getByRole("link", { name: words.checkout }) });
    await expect(sheet).toBeVisible({ timeout: 20_000 });
    // As a shopper reads the sheet, the page catches up: the header's cart counts the item (the
    // page's data reloaded after the add) before the checkout link is followed.
    await expect(page.locator('header a[href$="/cart"]').first()).toHaveAccessibleName(/(^|\D)1(\D|$)|واحد/, {
      timeout: 20_000,
    });
    await keys.tabTo(sheet.getByRole("link", { name: words.checkout, exact: true }));
    await keys.press("Enter");

    // The shipping step has the customer's address chosen.
    await expect(page).toHaveURL(/\/address/, { timeout: 20_000 });
    // The new page's heading takes the focus (decision 0071): the next Tab starts from it.
    await expect(page.locator("h1").first()).toBeFocused({ timeout: 20_000 });
    await keys.tabTo(page.getByRole("button", { name: words.toPayment }));
    await keys.press("Enter");

    // The payment step: the methods are one radio group, arrows choose, then on to the place button.
    await expect(page).toHaveURL(/\/payment/, { timeout: 20_000 });
    await expect(page.locator("h1").first()).toBeFocused({ timeout: 20_000 });
    await expect(page.locator('input[name="method"]').first()).toBeVisible({ timeout: 20_000 });
    const cod = page.locator('input[name="method"][value="cod"]');
    await keys.tabToAny('input[name="method"]');
    // Arrows move through the group (and choose); Space chooses the radio the Tab landed on.
    for (let i = 0; i < 10 && !(await cod.isChecked()); i++) {
      const onCod = await cod.evaluate((el) => el === document.activeElement);
      await keys.press(onCod ? "Space" : "ArrowDown");
    }
    await expect(cod).toBeChecked();
    await keys.tabTo(page.getByRole("button", { name: lang === "ar" ? /^تأكيد الطلب/ : /^Place order/ }));
    await keys.press("Enter");

    await expect(page.getByRole("heading", { name: words.thanks, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    test.info().annotations.push({ type: "key presses", description: String(keys.count()) });
    expect(keys.count()).toBeLessThanOrEqual(BUDGET);
  });
}
