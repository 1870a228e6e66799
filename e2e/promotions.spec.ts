import { expect, type Page, test } from "@playwright/test";
import { customerWithoutJavaScript, fillCart, toPayment } from "./checkout-support.ts";
import { register, uniqueEmail } from "./support.ts";

/**
 * Coupons in the cart and on the payment page (decision 0059), with the demo store's coupons:
 * SUMMER250 is out of date, LIVING20 takes 20 % off living-room products (the cart's), CARD5 is
 * for card payments only. `SHOTS=dir` keeps screenshots of each state.
 */
const W = {
  en: {
    apply: "Apply",
    expired: "This coupon is out of date",
    applied: "The code is applied to your cart.",
    living: "Coupon LIVING20",
    remove: "Remove coupon LIVING20",
    notForMethod: "This coupon is not valid for this payment method",
    card5: "Coupon CARD5",
  },
  ar: {
    apply: "تطبيق",
    expired: "انتهت صلاحية كوبون الخصم هذا",
    applied: "تم تطبيق الكود على سلتك.",
    living: "كوبون الخصم LIVING20",
    remove: "إزالة كوبون الخصم LIVING20",
    notForMethod: "كوبون الخصم هذا غير صالح لطريقة الدفع هذه",
    card5: "كوبون الخصم CARD5",
  },
} as const;

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function applyCode(page: Page, lang: "ar" | "en", code: string) {
  await page.locator("#coupon-code").fill(code);
  await page.getByRole("button", { name: W[lang].apply, exact: true }).click();
}

const totalOf = async (page: Page) =>
  (await page.locator("aside dl > div").last().locator("dd").textContent())!.trim();

for (const lang of ["ar", "en"] as const) {
  test(`${lang}: a coupon in the cart is refused with its message, applied with its discount, removed`, async ({
    page,
  }) => {
    await register(page, uniqueEmail(), lang);
    await fillCart(page, lang);
    await page.goto(`/${lang}-eg/cart`);
    const before = await totalOf(page);
    await applyCode(page, lang, "summer250");
    await expect(page.getByText(W[lang].expired)).toBeVisible();
    await expect(page.locator("#coupon-code")).toHaveValue("summer250");
    await shot(page, `cart-refused-${lang}`);
    await applyCode(page, lang, "LIVING20");
    await expect(page.getByText(W[lang].applied)).toBeVisible();
    await expect(page.locator("aside dl").getByText(W[lang].living)).toBeVisible();
    await expect.poll(() => totalOf(page)).not.toBe(before);
    await shot(page, `cart-applied-${lang}`);
    await page.getByRole("button", { name: W[lang].remove }).click();
    await expect(page.locator("aside dl").getByText(W[lang].living)).toHaveCount(0);
    await expect.poll(() => totalOf(page)).toBe(before);
  });
}

test("ar: a card-only coupon on the payment page: not with cash on delivery, paid by card with it", async ({
  page,
}) => {
  await toPayment(page, "ar");
  await applyCode(page, "ar", "CARD5");
  await page.locator('input[name="method"][value="cod"]').check();
  await expect(page.getByText(W.ar.notForMethod)).toBeVisible();
  await page.locator('input[name="method"][value="card"]').check();
  await expect(page.locator("aside dl").getByText(W.ar.card5)).toBeVisible();
  await shot(page, "payment-card5-ar");
  await page
    .getByRole("button", { name: /^تأكيد الطلب/ })
    .first()
    .click();
  await page.getByRole("link", { name: /^Pay \(success\)/ }).click();
  await expect(page.getByRole("heading", { name: "شكرًا لك! تم تأكيد طلبك", exact: true })).toBeVisible();
  await page.goto("/ar-eg/profile/orders");
  await page.getByRole("link", { name: /MZ-/ }).first().click();
  await expect(page.getByText("كوبون الخصم", { exact: true })).toBeVisible();
});

test("en: without JavaScript, a coupon applied in the cart with a page reload", async ({ page, browser }) => {
  const { plain, noJs } = await customerWithoutJavaScript(page, browser);
  await noJs.goto("/en-eg/cart");
  await applyCode(noJs, "en", "LIVING20");
  await expect(noJs.locator("aside dl").getByText(W.en.living)).toBeVisible();
  await plain.close();
});
