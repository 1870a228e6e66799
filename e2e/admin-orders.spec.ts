import { type Browser, expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";
import { register, uniqueEmail } from "./support.ts";

/**
 * The Orders and Returns areas (decision 0114), in both languages at both widths: an orders manager
 * moves an order to delivered, refunds another in part (cash collected, then given back by hand),
 * approves a return and opens the invoice. Each test's shopper registers on their own and places a
 * cash order over the shop's API, so the tests running in parallel never share an order.
 */
async function shopApi<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const reply = await page.request.post(token ? "/admin/graphql" : "/graphql", {
    data: { query, variables },
    headers: { "accept-country": "EG", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await reply.json()) as { data: Record<string, { status_code: number; data: T }> };
  const answer = Object.values(body.data)[0]!;
  expect(answer.status_code, query).toBe(200);
  return answer.data;
}

/** A new shopper's cash order of one product: its id, number and the shopper's page. */
async function cashOrder(browser: Browser) {
  const shopper = await (await browser.newContext()).newPage();
  await register(shopper, uniqueEmail());
  const govs = await shopApi<Array<{ _id: string; areas: Array<{ _id: string }> }>>(
    shopper,
    `{ getGovernorates(countryId: "eg") { status_code data { _id areas { _id } } } }`,
  );
  const address = await shopApi<{ _id: string }>(
    shopper,
    `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Laila", lName: "Samir", phone: "01012345678", streetName: "Tahrir", building: "5", country: "eg") { status_code data { _id } } }`,
    { g: govs[0]!._id, a: govs[0]!.areas[0]!._id },
  );
  const list = await shopApi<{
    products: Array<{ isAvailableForCod: boolean; availableEdition: number; images: Array<{ _id: string }> }>;
  }>(
    shopper,
    `{ filterProducts(category: "living-room", inStock: true, paginate: { limit: 30 }) { status_code data { products { isAvailableForCod availableEdition images { _id } } } } }`,
  );
  const product = list.products.find((p) => p.isAvailableForCod && p.availableEdition > 5)!;
  const cart = await shopApi<{ _id: string }>(
    shopper,
    `mutation ($i: ID) { addToCart(image: $i, currentCountry: "eg") { status_code data { _id } } }`,
    { i: product.images[0]!._id },
  );
  const placed = await shopApi<{ _id: string; orderId: string }>(
    shopper,
    `mutation ($c: ID!, $a: ID!) { placeOrder(cartId: $c, addressId: $a, paymentMethod: "cod", currentCountry: "eg") { status_code data { _id orderId } } }`,
    { c: cart._id, a: address._id },
  );
  return { id: placed._id, number: placed.orderId, shopper };
}

/** Opens a back-office path in `lang`, signed in as the orders manager. */
async function asOrdersManager(page: Page, lang: "ar" | "en", path: string) {
  const w = MESSAGES[lang];
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
  await page.getByLabel(w.email).fill("orders@manzil.test");
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

/** Presses "Move to: <stage>" and waits for the stage to show. */
async function moveTo(
  page: Page,
  lang: "ar" | "en",
  stage: "ready_for_shipping" | "out_for_delivery" | "delivered",
) {
  const w = MESSAGES[lang];
  await page.getByRole("button", { name: w.moveTo.replace("{stage}", w[`stage.${stage}`]) }).click();
  await expect(page.getByText(w.moved.replace("{stage}", w[`stage.${stage}`]))).toBeVisible();
}

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];

  test(`${lang}: an orders manager finds an order and moves it to delivered`, async ({ page, browser }) => {
    const order = await cashOrder(browser);
    await asOrdersManager(page, lang, `/orders?q=${order.number}`);
    await expect(page.getByRole("heading", { level: 1, name: w["area.orders"] })).toBeVisible();
    await page.getByRole("link", { name: order.number }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(order.number);
    for (const stage of ["ready_for_shipping", "out_for_delivery", "delivered"] as const)
      await moveTo(page, lang, stage);
    // Delivered: only a return may follow.
    await expect(
      page.getByRole("button", { name: w.moveTo.replace("{stage}", w["stage.returned"]) }),
    ).toBeVisible();
    await expect(page.getByText("orders@manzil.test").first()).toBeVisible();
  });

  test(`${lang}: records cash collected and refunds part of it by hand`, async ({ page, browser }) => {
    const order = await cashOrder(browser);
    await asOrdersManager(page, lang, `/orders/${order.id}`);
    await moveTo(page, lang, "ready_for_shipping");
    await moveTo(page, lang, "out_for_delivery");
    await page.getByRole("button", { name: w.collect }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.collect }).click();
    await expect(page.getByText(w.collected)).toBeVisible();
    // A wrong amount is refused on its field; the reason typed stays.
    await page.getByLabel(w.refundAmount.replace("{currency}", w["currency.EGP"])).fill("abc");
    await page.getByLabel(w.refundReasonCash).fill("Courier gave back 25 for a scratch");
    await page.getByRole("button", { name: w.refund, exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.refund, exact: true }).click();
    await expect(page.getByText(w.amountNumbers).first()).toBeVisible();
    await expect(page.getByLabel(w.refundReasonCash)).toHaveValue("Courier gave back 25 for a scratch");
    await page.getByLabel(w.refundAmount.replace("{currency}", w["currency.EGP"])).fill("25");
    await page.getByRole("button", { name: w.refund, exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.refund, exact: true }).click();
    await expect(page.getByText(w.refundDone)).toBeVisible();
    await expect(page.getByText(w["pay.partially_refunded"]).first()).toBeVisible();
    // The refund did not move the order.
    await expect(page.getByText(w["stage.out_for_delivery"]).first()).toBeVisible();
  });

  test(`${lang}: approves a return request and opens the order's invoice`, async ({ page, browser }) => {
    const order = await cashOrder(browser);
    const login = await page.request.post("/graphql", {
      data: {
        query: `mutation { login(email: "orders@manzil.test", password: "manzil-demo") { data { jwt } } }`,
      },
    });
    const token = (await login.json()).data.login.data.jwt as string;
    for (const status of ["ready_for_shipping", "out_for_delivery", "delivered"])
      await shopApi(
        page,
        `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { status_code data { status } } }`,
        { o: order.id, s: status },
        token,
      );
    await shopApi(
      order.shopper,
      `mutation ($o: ID!) { requestOrderReturn(order: $o, reason: "The colour is not as pictured") { status_code data { _id } } }`,
      { o: order.id },
    );
    await asOrdersManager(page, lang, `/returns?q=${order.number}`);
    const row = page.getByRole("row").filter({ hasText: order.number });
    await expect(row).toContainText("The colour is not as pictured");
    await row.getByRole("button", { name: w.approve }).click();
    await expect(page.getByRole("row").filter({ hasText: order.number })).toHaveCount(0);
    await page.getByRole("link", { name: new RegExp(w["return.approved"]) }).click();
    await expect(page.getByRole("row").filter({ hasText: order.number })).toBeVisible();
    await page.getByRole("link", { name: order.number }).click();
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: w.openInvoice }).click();
    const invoice = await popup;
    await expect(invoice.getByRole("heading", { level: 1, name: w.invoiceTitle })).toBeVisible();
    await expect(invoice.getByText(order.number)).toBeVisible();
    await expect(invoice.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  });
}
