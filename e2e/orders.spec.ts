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
    `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Laila", phone: "01012345678", streetName: "Tahrir", building: "5", country: "eg") { status_code data { _id } } }`,
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

/**
 * The demo customer's seeded orders (decision 0057): an order page, cancelling after the
 * confirmation step, and a return request on the order delivered three days ago. It changes the
 * shared demo data, so it runs once (desktop project), in Arabic.
 */
test("the demo customer cancels an order on its page and asks to return a recent delivery", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "changes the shared demo orders: once is enough");
  const login = await page.request.post("/graphql", {
    data: {
      query: `mutation { login(email: "customer@manzil.test", password: "manzil-demo") { data { jwt } } }`,
    },
  });
  const jwt = (await login.json()).data.login.data.jwt as string;
  await page.context().addCookies([{ name: "manzil_session", value: jwt, url: info.project.use.baseURL! }]);

  await page.goto("/ar-eg/profile/orders");
  await page.getByRole("link", { name: /D2CASH/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /D2CASH/ })).toBeVisible();
  const stages = page.getByRole("list", { name: "مراحل الطلب" });
  await expect(stages.locator('[aria-current="step"]')).toContainText("تم تأكيد الطلب");
  await page.getByRole("button", { name: "إلغاء الطلب" }).click();
  await expect(page.getByRole("heading", { name: "هل أنت متأكد؟" })).toBeVisible();
  await page.getByRole("button", { name: "نعم، ألغِ الطلب" }).click();
  await expect(page.getByRole("status").filter({ hasText: "D2CASH" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("تم الإلغاء");
  await expect(stages.locator('[aria-current="step"]')).toContainText("تم الإلغاء");
  await expect(page.getByRole("button", { name: "إلغاء الطلب" })).toHaveCount(0);

  await page.getByRole("link", { name: "كل طلباتي" }).click();
  await page.getByRole("link", { name: /D5HOME/ }).click();
  const reason = page.getByLabel("سبب الإرجاع");
  await reason.fill("لا");
  await page.getByRole("button", { name: "اطلب الإرجاع" }).click();
  await expect(page.getByText("يرجى ذكر السبب في 3 إلى 500 حرف")).toBeVisible();
  await expect(reason).toHaveValue("لا");
  await reason.fill("اللون مختلف عن الصورة");
  await page.getByRole("button", { name: "اطلب الإرجاع" }).click();
  await expect(page.getByRole("status").filter({ hasText: "أرسلنا طلب الإرجاع" })).toBeVisible();
  await expect(page.getByTestId("return-status")).toContainText("طلب الإرجاع قيد المراجعة");
  await expect(page.getByRole("button", { name: "اطلب الإرجاع" })).toHaveCount(0);
});
