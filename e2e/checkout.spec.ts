import { expect, type Page, test } from "@playwright/test";
import { customerWithoutJavaScript, fillCart, S, shippingStep, toPayment } from "./checkout-support.ts";
import { dataLayerEvent, register, uniqueEmail } from "./support.ts";

/**
 * The checkout (decision 0058): cart → shipping → payment → result, in the demo's test gateway.
 * Each test registers its own customer (the projects run in parallel on one server).
 */

async function place(page: Page, lang: "ar" | "en", method: string) {
  await page.locator(`input[name="method"][value="${method}"]`).check();
  await page.getByRole("button", { name: S[lang].place }).click();
}

for (const lang of ["ar", "en"] as const) {
  test(`${lang}: cash on delivery from the cart to the thank-you page and my orders`, async ({ page }) => {
    await toPayment(page, lang);
    await place(page, lang, "cod");
    await expect(page.getByRole("heading", { name: S[lang].thanks, exact: true })).toBeVisible();
    const number = (await page.getByText(/MZ-\d{6}-/).textContent())!.match(/MZ-\d{6}-[A-Z0-9]+/)![0];
    // The data layer has the purchase, in the common e-commerce shape (decision 0067).
    const purchase = await dataLayerEvent(page, "purchase");
    expect(purchase).toMatchObject({
      ecommerce: { transaction_id: number, currency: "EGP", items: [{ quantity: 1 }] },
    });
    await page.goto(`/${lang}-eg/profile/orders`);
    await expect(page.getByText(number)).toBeVisible();
    // the cart was emptied by the order
    await page.goto(`/${lang}-eg/address`);
    await expect(page).toHaveURL(new RegExp(`/${lang}-eg/?$`));
  });
}

test("en: a declined card, paid again on the same order, succeeds", async ({ page }) => {
  await toPayment(page, "en");
  await place(page, "en", "card");
  await page.getByRole("link", { name: /^Decline/ }).click();
  await expect(page.getByRole("heading", { name: S.en.declined, exact: true })).toBeVisible();
  await page.getByRole("button", { name: S.en.payAgain }).click();
  await page.getByRole("link", { name: /^Pay \(success\)/ }).click();
  await expect(page.getByRole("heading", { name: S.en.thanks, exact: true })).toBeVisible();
});

test("ar: Fawry shows its reference to pay at an outlet", async ({ page }) => {
  await toPayment(page, "ar");
  await place(page, "ar", "fawry");
  await expect(page.getByRole("heading", { name: S.ar.fawry, exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{6,}$/)).toBeVisible();
});

test("ar: a guest signs in at the shipping step and keeps the cart", async ({ page, context }) => {
  const email = uniqueEmail();
  await register(page, email, "ar");
  await context.clearCookies();
  await fillCart(page, "ar");
  await page.goto("/ar-eg/address");
  await expect(page.getByRole("heading", { name: S.ar.guest, exact: true })).toBeVisible();
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill("secret1");
  await page.locator("main").getByRole("button", { name: S.ar.signIn, exact: true }).click();
  await expect(page.getByRole("heading", { name: S.ar.shipping, exact: true })).toBeVisible();
  await expect(page.getByRole("complementary").locator("li")).toHaveCount(1);
});

test("en: a gateway error, then paying again left pending at the provider", async ({ page }) => {
  await toPayment(page, "en");
  await place(page, "en", "valu");
  await page.getByRole("link", { name: /^Gateway error/ }).click();
  await expect(page.getByRole("heading", { name: S.en.error, exact: true })).toBeVisible();
  await page.getByRole("button", { name: S.en.payAgain }).click();
  await page.getByRole("link", { name: /^Leave pending/ }).click();
  await expect(page.getByRole("heading", { name: S.en.pending, exact: true })).toBeVisible();
});

test("en: Saudi Arabia, Tabby approves and the order is confirmed", async ({ page }) => {
  await toPayment(page, "en", "sa");
  await place(page, "en", "tabby");
  await page.getByRole("link", { name: /^Approve/ }).click();
  await expect(page.getByRole("heading", { name: S.en.thanks, exact: true })).toBeVisible();
});

test("en: without JavaScript, shipping, payment and a card paid at the gateway", async ({
  page,
  browser,
}) => {
  const { plain, noJs } = await customerWithoutJavaScript(page, browser);
  await shippingStep(noJs, "en");
  await place(noJs, "en", "card");
  await noJs.getByRole("link", { name: /^Pay \(success\)/ }).click();
  await expect(noJs.getByRole("heading", { name: S.en.thanks, exact: true })).toBeVisible();
  await plain.close();
});

test("en: cancelled while the card page is open, then paid: the result page says the money comes back", async ({
  page,
}) => {
  await toPayment(page, "en");
  await place(page, "en", "card");
  await expect(page.getByRole("link", { name: /^Pay \(success\)/ })).toBeVisible();
  const gateway = page.url();
  // the shopper cancels the order in another visit, the gateway's page still open
  await page.goto("/en-eg/profile/orders");
  await page.locator('a[href*="/en-eg/profile/orders/"]').first().click();
  await page.getByRole("button", { name: "Cancel order", exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel the order", exact: true }).click();
  await expect(page.getByText(/is cancelled\./)).toBeVisible();
  // then pays on it anyway
  await page.goto(gateway);
  await page.getByRole("link", { name: /^Pay \(success\)/ }).click();
  await expect(page.getByRole("heading", { name: "Your order was cancelled", exact: true })).toBeVisible();
  await expect(page.getByTestId("result-body")).toContainText(/refunded/);
  await expect(page.getByRole("heading", { name: S.en.thanks })).toHaveCount(0);
});
