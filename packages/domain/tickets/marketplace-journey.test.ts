/**
 * The designer marketplace from end to end through the API (issue 11's check, decisions 0057,
 * 0060 and 0061): a new designer completes the profile and submits a product with two files; the
 * team replies with a file and accepts it; a customer buys it and it is delivered; the designer's
 * wallet shows the profit, which becomes available after the return window, and a payout to the
 * designer's bank account is asked for once.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin, login, newCustomer } from "../../../test/test-kit.ts";
import {
  ACCEPT,
  ADD_TICKET,
  aCategory,
  attach,
  newDesigner,
  pngBytes,
  TEAM_REPLY,
} from "../../../test/tickets-kit.ts";
import { VALID_IBAN } from "../earnings/earnings.fixture.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAY = 86_400_000;
const PRODUCT = `query ($p: String!) { getProductById(product: $p) { status_code data { _id name designer { _id } images { _id } } } }`;
const GOVS = `query { getGovernorates(countryId: "eg") { data { _id areas { _id } } } }`;
const ADDRESS = `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Huda", phone: "01012345678", streetName: "Qasr El Nil", building: "9", country: "eg") { data { _id } } }`;
const ADD = `mutation ($image: ID, $quantity: Int) { addToCart(image: $image, quantity: $quantity, currentCountry: "eg") { status_code errors data { _id } } }`;
const PLACE = `mutation ($cart: ID!, $addr: ID!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: "cod", currentCountry: "eg") { status_code errors data { _id } } }`;
const MOVE = `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { status_code } }`;
const WALLET = `query { getProfitByDesigner { status_code data { profits { currency total available balance }
  ledger { kind amount } payouts { amount status bank } } } }`;
const BANK = `mutation ($iban: String) { addPayment(bank: "Banque Misr", name: "Test Designer", iban: $iban) { status_code code data { _id } } }`;
const PAYOUT = `mutation ($amount: Float, $payment: ID) { requestProfitPayout(amount: $amount, currency: "EGP", payment: $payment) { status_code code data { status amount } } }`;

it("takes a designer's product from the request to a payout of its profit", async () => {
  const admin = await login(t, "admin@manzil.test");
  const designer = await newDesigner(t);
  const files = [
    await attach(t, designer.token, await pngBytes(200)),
    await attach(t, designer.token, Buffer.from("%PDF-1.7 plan"), "plan.pdf"),
  ];
  const ticket = await call<{ _id: string }>(
    t,
    ADD_TICKET,
    {
      category: await aCategory(t),
      name: "Journey side table",
      basePrice: 3000,
      description: "Solid ash, 45 cm high.",
      attachments: files,
    },
    { token: designer.token },
  );
  const reply = await attach(t, admin, await pngBytes(40), "finish.png");
  expect(
    (
      await callAdmin(
        t,
        TEAM_REPLY,
        { ticket: ticket.data!._id, text: "Which finish?", attachments: [reply] },
        { token: admin },
      )
    ).status_code,
  ).toBe(200);
  const accepted = await callAdmin<{ product: { _id: string } }>(
    t,
    ACCEPT,
    { ticket: ticket.data!._id, egPrice: 9000, egRevenue: 5000 },
    { token: admin },
  );
  const product = (await call<any>(t, PRODUCT, { p: accepted.data!.product._id })).data;
  expect(product).toMatchObject({ name: "Journey side table", designer: { _id: designer.id } });

  // A customer buys two; the order is delivered.
  const customer = await newCustomer(t);
  const govs = (await call<any[]>(t, GOVS)).data!;
  const address = await call<{ _id: string }>(
    t,
    ADDRESS,
    { g: govs[0]._id, a: govs[0].areas[0]._id },
    { token: customer.token },
  );
  const cart = await call<{ _id: string }>(
    t,
    ADD,
    { image: product.images[0]._id, quantity: 2 },
    { token: customer.token },
  );
  const order = await call<{ _id: string }>(
    t,
    PLACE,
    { cart: cart.data!._id, addr: address.data!._id },
    { token: customer.token },
  );
  expect(order.status_code).toBe(200);
  for (const s of ["ready_for_shipping", "out_for_delivery", "delivered"])
    expect((await callAdmin(t, MOVE, { o: order.data!._id, s }, { token: admin })).status_code).toBe(200);

  // The wallet: 2 × EGP 5,000 earned, not yet available (the 15-day return window).
  const wallet = await call<any>(t, WALLET, {}, { token: designer.token });
  expect(wallet.data.profits).toEqual([
    { currency: "EGP", total: 1_000_000, available: 0, balance: 1_000_000 },
  ]);
  expect(wallet.data.ledger).toEqual([{ kind: "credit", amount: 1_000_000 }]);
  const bank = await call<{ _id: string }>(t, BANK, { iban: VALID_IBAN }, { token: designer.token });
  expect(bank.status_code).toBe(200);
  expect(
    (await call(t, PAYOUT, { amount: 100, payment: bank.data!._id }, { token: designer.token })).code,
  ).toBe("BALANCE_LOWER_THAN_REQUESTED");

  // Sixteen days later the profit is available and is asked for once.
  const later = new Date(Date.now() + 16 * DAY);
  t.services.clock = { now: () => later };
  const payout = await call(
    t,
    PAYOUT,
    { amount: 10_000, payment: bank.data!._id },
    { token: designer.token },
  );
  expect(payout).toMatchObject({ status_code: 200, data: { status: "pending", amount: 1_000_000 } });
  expect(
    (await call(t, PAYOUT, { amount: 1, payment: bank.data!._id }, { token: designer.token })).code,
  ).toBe("BALANCE_LOWER_THAN_REQUESTED");
  const after = await call<any>(t, WALLET, {}, { token: designer.token });
  expect(after.data.payouts).toMatchObject([{ status: "pending", bank: "Banque Misr" }]);
  expect(after.data.profits[0]).toMatchObject({ total: 1_000_000, balance: 0 });
});
