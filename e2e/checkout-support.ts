import { type Browser, expect, type Page, test } from "@playwright/test";
import { register, uniqueEmail } from "./support.ts";

/** What the checkout e2e tests share: the pages' words, a filled cart, the shipping step. */
export const S = {
  en: {
    shipping: "Shipping address",
    saveAddress: "Save and use this address",
    toPayment: "Continue to payment",
    payment: "Payment method",
    place: /^Place order/,
    thanks: "Thank you! Your order is confirmed",
    declined: "Your payment was declined",
    payAgain: "Pay again",
    fawry: "Pay at the nearest Fawry outlet",
    guest: "Sign in to check out",
    pending: "Your payment is being reviewed",
    error: "The payment could not be completed",
    signIn: "Sign in",
  },
  ar: {
    shipping: "عنوان الشحن",
    saveAddress: "احفظ العنوان واستخدمه",
    toPayment: "المتابعة إلى الدفع",
    payment: "طريقة الدفع",
    place: /^تأكيد الطلب/,
    thanks: "شكرًا لك! تم تأكيد طلبك",
    declined: "تم رفض عملية الدفع",
    payAgain: "ادفع مرة أخرى",
    fawry: "ادفع في أقرب منفذ فوري",
    guest: "سجّل الدخول لإتمام الطلب",
    signIn: "تسجيل الدخول",
  },
} as const;

/** One product that may be paid cash on delivery, into the page's cart (the product page's form posts the same). */
export async function fillCart(page: Page, lang: "ar" | "en", country: "eg" | "sa" = "eg") {
  const reply = await page.request.post("/graphql", {
    data: {
      query: `{ filterProducts(category: "living-room", currentCountry: "${country}", inStock: true, paginate: { limit: 30 }) { data { products { isAvailableForCod availableEdition images { _id } } } } }`,
    },
  });
  const body = (await reply.json()) as {
    data: {
      filterProducts: {
        data: {
          products: Array<{
            isAvailableForCod: boolean;
            availableEdition: number;
            images: Array<{ _id: string }>;
          }>;
        };
      };
    };
  };
  const products = body.data.filterProducts.data.products.filter(
    (p) => p.isAvailableForCod && p.availableEdition > 5,
  );
  const product = products[Math.floor(Math.random() * products.length)]!;
  const added = await page.request.post(`/${lang}-${country}/cart/add`, {
    form: { image: product.images[0]!._id },
  });
  expect(added.ok()).toBe(true);
}

/** A new customer at the shipping step with an address added through its form. */
export async function toPayment(page: Page, lang: "ar" | "en", country: "eg" | "sa" = "eg") {
  await register(page, uniqueEmail(), lang);
  if (country !== "eg") await page.goto(`/${lang}-${country}/`);
  await fillCart(page, lang, country);
  await shippingStep(page, lang, country);
}

/** The shipping step: an address added through its form, then on to the payment step. */
export async function shippingStep(page: Page, lang: "ar" | "en", country: "eg" | "sa" = "eg") {
  await page.goto(`/${lang}-${country}/address`);
  await expect(page.getByRole("heading", { name: S[lang].shipping, exact: true })).toBeVisible();
  const form = page.locator("#address-form");
  await form.locator('input[name="fName"]').fill("Laila");
  await form.locator('input[name="phone"]').fill(country === "sa" ? "501234567" : "1001234567");
  await form.locator('select[name="governorateId"]').selectOption({ index: 1 });
  await form.locator('input[name="streetName"]').fill("Tahrir");
  await form.locator('input[name="building"]').fill("5");
  await form.getByRole("button", { name: S[lang].saveAddress }).click();
  await expect(page).toHaveURL(/\/address\?addr=/);
  await page.getByRole("button", { name: S[lang].toPayment }).click();
  await expect(page.getByRole("heading", { name: S[lang].payment, exact: true })).toBeVisible();
}

/** A new customer with a filled cart, and a second browser context of theirs without JavaScript. */
export async function customerWithoutJavaScript(page: Page, browser: Browser) {
  await register(page, uniqueEmail(), "en");
  await fillCart(page, "en");
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  await plain.addCookies(await page.context().cookies());
  return { plain, noJs: await plain.newPage() };
}
