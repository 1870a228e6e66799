import { expect, type Page, test } from "@playwright/test";
import { register, uniqueEmail } from "./support.ts";

/**
 * profile/orders: a shopper's order with its stages, totals and payment, and cancelling it after a
 * confirmation. The order is placed over the API (checkout pages come next); each test registers a
 * user of its own, so the projects and languages running in parallel never share a cart.
 */
const S = {
  en: {
    confirmed: "Confirmed",
    cancel: "Cancel order",
    yes: "Yes, cancel the order",
    cancelled: "Cancelled",
    cod: "Cash on delivery",
  },
  ar: {
    confirmed: "تم تأكيد الطلب",
    cancel: "إلغاء الطلب",
    yes: "نعم، ألغِ الطلب",
    cancelled: "تم الإلغاء",
    cod: "الدفع عند الاستلام",
  },
} as const;

async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.request.post("/graphql", {
    data: { query, variables },
    headers: { "accept-country": "EG" },
  });
  const body = (await reply.json()) as { data: Record<string, { status_code: number; data: T }> };
  const answer = Object.values(body.data)[0]!;
  expect(answer.status_code, query).toBe(200);
  return answer.data;
}

/** A cash-on-delivery order of one product, placed over the API with the page's session. */
async function placeCashOrder(page: Page): Promise<string> {
  const govs = await api<Array<{ _id: string; areas: Array<{ _id: string }> }>>(
    page,
    `{ getGovernorates(countryId: "eg") { status_code data { _id areas { _id } } } }`,
  );
  const address = await api<{ _id: string }>(
    page,
    `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Laila", phone: "0101234567", streetName: "Tahrir", building: "5", country: "eg") { status_code data { _id } } }`,
    { g: govs[0]!._id, a: govs[0]!.areas[0]!._id },
  );
  const list = await api<{
    products: Array<{ isAvailableForCod: boolean; availableEdition: number; images: Array<{ _id: string }> }>;
  }>(
    page,
    `{ filterProducts(category: "living-room", inStock: true, paginate: { limit: 30 }) { status_code data { products { isAvailableForCod availableEdition images { _id } } } } }`,
  );
  const product = list.products.find((p) => p.isAvailableForCod && p.availableEdition > 5)!;
  const cart = await api<{ _id: string }>(
    page,
    `mutation ($i: ID) { addToCart(image: $i, currentCountry: "eg") { status_code data { _id } } }`,
    { i: product.images[0]!._id },
  );
  const placed = await api<{ orderId: string }>(
    page,
    `mutation ($c: ID!, $a: ID!) { placeOrder(cartId: $c, addressId: $a, paymentMethod: "cod", currentCountry: "eg") { status_code data { orderId } } }`,
    { c: cart._id, a: address._id },
  );
  return placed.orderId;
}

for (const lang of ["ar", "en"] as const) {
  test(`an order in profile/orders, cancelled after a confirmation (${lang})`, async ({ page }) => {
    await register(page, uniqueEmail(), lang);
    const number = await placeCashOrder(page);
    await page.goto(`/${lang}-eg/profile/orders`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(number) }) });
    await expect(card.getByTestId("order-status")).toHaveText(S[lang].confirmed);
    await expect(card).toContainText(S[lang].cod);
    await expect(
      card.getByRole("list", { name: lang === "en" ? "Order stages" : "مراحل الطلب" }),
    ).toBeVisible();
    await card.getByText(S[lang].cancel, { exact: true }).click();
    await card.getByRole("button", { name: S[lang].yes }).click();
    await expect(page.getByRole("status").filter({ hasText: number })).toBeVisible();
    await expect(card.getByTestId("order-status")).toHaveText(S[lang].cancelled);
    await expect(card.getByText(S[lang].cancel, { exact: true })).toHaveCount(0);
  });
}
