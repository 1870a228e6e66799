/**
 * The profit ledger and return requests (decision 0057) over GraphQL: credits written once at
 * delivery (repeated and raced), reversed on return, the 15-day window at its boundary with the
 * clock, and refusals (another's order, bad reasons, administrators' operations) that change nothing.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin, login, newCustomer } from "../../../test/test-kit.ts";
import { creditDelivered } from "./ledger.service.ts";
import { RETURN_DAYS } from "./order-state.ts";

let t: TestApp;
let admin: string;
/** A product of the demo designer, and one with a manufacturer. */
let own: { image: string; product: string; designer: string };
let made: { image: string; product: string; manufacturer: string };

const DAY = 86_400_000;
const GOVS = `query { getGovernorates(countryId: "eg") { data { _id areas { _id } } } }`;
const ADD_ADDRESS = `mutation ($g: ID, $a: ID) { addAddress(governorateId: $g, areaId: $a, fName: "Huda", phone: "01012345678", streetName: "Qasr El Nil", building: "9", country: "eg") { status_code data { _id } } }`;
const ADD = `mutation ($image: ID, $quantity: Int) { addToCart(image: $image, quantity: $quantity, currentCountry: "eg") { status_code errors data { _id } } }`;
const PLACE = `mutation ($cart: ID!, $addr: ID!) { placeOrder(cartId: $cart, addressId: $addr, paymentMethod: "cod", currentCountry: "eg") { status_code data { _id } } }`;
const MOVE = `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { status_code code data { status deliveredAt } } }`;
const ORDER = `query ($o: ID!) { getOrderById(order: $o) { status_code code data { _id status mayCancel mayReturn returnUntil returnRequest { _id status reason } } } }`;
const REQUEST = `mutation ($o: ID!, $r: String) { requestOrderReturn(order: $o, reason: $r) { status_code code fieldErrors { field code } data { _id status reason pickupAddress } } }`;
const MOVE_RETURN = `mutation ($r: ID!, $s: String!) { updateReturnStatus(return: $r, status: $s) { status_code code data { status } } }`;
const LEDGER = `query ($u: ID) { getProfitLedger(user: $u) { status_code code data { entries { order profitFor kind amount currency availableAt } balances { currency credited reversed balance } } } }`;

/** Sets the server's clock (services are read at call time); `null` is the real one. */
const realClock = () => new Date();
function clockAt(at: Date | null) {
  t.services.clock = { now: at ? () => new Date(at) : realClock };
}

/** A new customer's cash order of 2 × `own` and 1 × `made`, moved by the administrator to `to`. */
async function orderAt(to: "confirmed" | "out_for_delivery" | "delivered") {
  const me = await newCustomer(t);
  const govs = (await call<Array<{ _id: string; areas: Array<{ _id: string }> }>>(t, GOVS)).data!;
  const address = await call<{ _id: string }>(
    t,
    ADD_ADDRESS,
    { g: govs[0]!._id, a: govs[0]!.areas[0]!._id },
    { token: me.token },
  );
  await call(t, ADD, { image: own.image, quantity: 2 }, { token: me.token });
  const cart = await call<{ _id: string }>(t, ADD, { image: made.image, quantity: 1 }, { token: me.token });
  const placed = await call<{ _id: string }>(
    t,
    PLACE,
    { cart: cart.data!._id, addr: address.data!._id },
    { token: me.token },
  );
  const o = placed.data!._id;
  const steps = ["ready_for_shipping", "out_for_delivery", "delivered"];
  for (const status of steps.slice(0, steps.indexOf(to) + 1))
    expect(await callAdmin(t, MOVE, { o, s: status }, { token: admin })).toMatchObject({ status_code: 200 });
  return { ...me, order: o };
}

const entriesOf = (orderId: string) =>
  t.database.db.select().from(s.profits).where(eq(s.profits.orderId, orderId));
const returnsOf = (orderId: string) =>
  t.database.db.select().from(s.orderReturns).where(eq(s.orderReturns.orderId, orderId));
const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0]!.status;
const stockOf = async (id: string) =>
  (await t.database.db.select().from(s.products).where(eq(s.products.id, id)))[0]!.availableEdition;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t, "admin@manzil.test");
  const pick = `join product_images i on i.product_id = p.id and i.primary_image
      join product_prices pp on pp.product_id = p.id and pp.country = 'eg' and pp.available and pp.revenue > 0
      where p.status = 'active' and p.product_status = 'accepted' and p.is_available_for_cod and p.max_per_order >= 2`;
  [own] = await queryRows<typeof own>(
    t.database.db,
    sql.raw(`select i.id as image, p.id as product, p.designer_id as designer from products p
      join users u on u.id = p.designer_id and u.email = 'designer@manzil.test' ${pick} order by p.sku limit 1`),
  );
  [made] = await queryRows<typeof made>(
    t.database.db,
    sql.raw(`select i.id as image, p.id as product, p.manufacturer_id as manufacturer from products p ${pick}
      and p.manufacturer_id is not null and pp.manufacturing_cost > 0 and p.id <> '${own!.product}' order by p.sku limit 1`),
  );
  await t.database.db
    .update(s.products)
    .set({ availableEdition: 500, maxPerOrder: 10 })
    .where(sql`${s.products.id} in (${own!.product}, ${made!.product})`);
});
afterEach(() => clockAt(null));
afterAll(() => t.close());

describe("the profit ledger", () => {
  it("credits each line's designer and manufacturer once at delivery, even moved twice or raced", async () => {
    const { order } = await orderAt("out_for_delivery");
    expect(await entriesOf(order)).toHaveLength(0);
    const delivered = new Date("2026-11-01T10:00:00Z");
    clockAt(delivered);
    const raced = await Promise.all(
      [1, 2, 3].map(() => callAdmin(t, MOVE, { o: order, s: "delivered" }, { token: admin })),
    );
    expect(raced.every((r) => r.status_code === 200)).toBe(true);
    expect(await callAdmin(t, MOVE, { o: order, s: "delivered" }, { token: admin })).toMatchObject({
      status_code: 200,
      data: { status: "delivered", deliveredAt: delivered.toISOString() },
    });
    const lines = await t.database.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order));
    const ownLine = lines.find((l) => l.productId === own.product)!;
    const madeLine = lines.find((l) => l.productId === made.product)!;
    const entries = await entriesOf(order);
    const shape = entries
      .map((e) => `${e.orderItemId}:${e.profitFor}:${e.userId}:${e.amount}:${e.kind}`)
      .sort();
    expect(shape).toEqual(
      [
        `${ownLine.id}:designer:${own.designer}:${ownLine.revenue}:credit`,
        `${madeLine.id}:designer:${madeLine.designerId}:${madeLine.revenue}:credit`,
        `${madeLine.id}:manufacturer:${made.manufacturer}:${madeLine.manufacturingCost}:credit`,
      ].sort(),
    );
    expect(ownLine.revenue).toBeGreaterThan(0);
    expect(entries.every((e) => e.currency === "EGP" && e.createdAt.getTime() === delivered.getTime())).toBe(
      true,
    );
    // past the order's lock (two deliveries that both got through): the unique index keeps one
    const [row] = await t.database.db.select().from(s.orders).where(eq(s.orders.id, order));
    await creditDelivered({ db: t.database.db, services: t.services } as never, row!);
    expect(await entriesOf(order)).toHaveLength(3);
  });

  it("answers a designer's own ledger; customers may not read anyone's, finance administrators may", async () => {
    const { order, token } = await orderAt("delivered");
    const designer = await login(t, "designer@manzil.test");
    const mine = await call<{
      entries: Array<{ order: string; kind: string; amount: number; availableAt: string }>;
      balances: Array<{ currency: string; balance: number }>;
    }>(t, LEDGER, {}, { token: designer });
    expect(mine.status_code).toBe(200);
    const forOrder = mine.data!.entries.filter((e) => e.order === order);
    expect(forOrder.length).toBeGreaterThanOrEqual(1);
    expect(forOrder.every((e) => e.kind === "credit" && e.availableAt)).toBe(true);
    expect(mine.data!.balances.find((b) => b.currency === "EGP")!.balance).toBeGreaterThan(0);
    // a customer: not another's ledger, and none of their own to read
    expect(await call(t, LEDGER, { u: own.designer }, { token })).toMatchObject({
      status_code: 403,
      data: null,
    });
    expect(await call(t, LEDGER, {}, { token })).toMatchObject({ status_code: 403 });
    expect(await call(t, LEDGER, { u: own.designer })).toMatchObject({ status_code: 401 });
    // the designer cannot read the manufacturer's; finance and admin can read anyone's
    expect(await call(t, LEDGER, { u: made.manufacturer }, { token: designer })).toMatchObject({
      status_code: 403,
    });
    const finance = await newCustomer(t);
    await t.database.db.update(s.users).set({ privilageType: "finance" }).where(eq(s.users.id, finance.id));
    const financeToken = await login(t, finance.email, "secret1");
    // Staff are shoppers in the shop API (decision 0106): finance reads ledgers in the admin API.
    for (const who of [financeToken, admin]) {
      const theirs = await call(t, LEDGER, { u: made.manufacturer }, { token: who });
      expect(theirs.status_code).toBe(403);
    }
  });
});

describe("the demo orders", () => {
  it("carry the ledger delivery writes, and a return is possible only on the recent delivery", async () => {
    const customer = await login(t, "customer@manzil.test");
    const mine = await call<Array<{ _id: string; status: string; mayReturn: boolean; mayCancel: boolean }>>(
      t,
      `query { getOrdersByUserId { data { _id status mayReturn mayCancel } } }`,
      {},
      { token: customer },
    );
    const delivered = mine.data!.filter((o) => o.status === "delivered");
    // newest first: D9ASKS (its return already waits, decision 0114), D5HOME, D8PAST (window closed)
    expect(delivered.map((o) => o.mayReturn)).toEqual([false, true, false]);
    expect(mine.data!.filter((o) => o.mayCancel).map((o) => o.status)).toEqual([
      "pending",
      "confirmed",
      "ready_for_shipping",
    ]);
    for (const o of delivered) {
      const before = await entriesOf(o._id);
      const [row] = await t.database.db.select().from(s.orders).where(eq(s.orders.id, o._id));
      await creditDelivered({ db: t.database.db, services: t.services } as never, row!);
      expect(await entriesOf(o._id)).toHaveLength(before.length);
    }
  });
});

describe("return requests", () => {
  it("are accepted until the last moment of day 15 after delivery, measured with the clock", async () => {
    const delivered = new Date("2026-10-01T08:00:00Z");
    clockAt(delivered);
    const { order, token } = await orderAt("delivered");
    const until = new Date(delivered.getTime() + RETURN_DAYS * DAY);
    clockAt(new Date(until.getTime() + 1));
    expect(await call(t, ORDER, { o: order }, { token })).toMatchObject({
      data: { mayReturn: false, returnUntil: until.toISOString(), returnRequest: null },
    });
    expect(await call(t, REQUEST, { o: order, r: "The colour is not as shown" }, { token })).toMatchObject({
      status_code: 409,
      code: "RETURN_WINDOW_CLOSED",
    });
    expect(await returnsOf(order)).toHaveLength(0);
    clockAt(until);
    expect(await call(t, ORDER, { o: order }, { token })).toMatchObject({ data: { mayReturn: true } });
    const asked = await call<{ status: string; pickupAddress: Record<string, unknown> }>(
      t,
      REQUEST,
      { o: order, r: "  The colour is not as shown  " },
      { token },
    );
    expect(asked).toMatchObject({
      status_code: 200,
      data: { status: "requested", reason: "The colour is not as shown" },
    });
    expect(asked.data!.pickupAddress).toMatchObject({
      fName: "Huda",
      streetName: "Qasr El Nil",
      building: "9",
    });
    expect(await call(t, ORDER, { o: order }, { token })).toMatchObject({
      data: { mayReturn: false, returnRequest: { status: "requested" } },
    });
    expect(await call(t, REQUEST, { o: order, r: "Again, please" }, { token })).toMatchObject({
      status_code: 409,
      code: "RETURN_ALREADY_REQUESTED",
    });
    expect(await returnsOf(order)).toHaveLength(1);
  });

  it("refuse another's order, an order not delivered and bad reasons, changing nothing", async () => {
    const { order, token } = await orderAt("delivered");
    const other = await newCustomer(t);
    expect(
      await call(t, REQUEST, { o: order, r: "Not mine but still" }, { token: other.token }),
    ).toMatchObject({
      status_code: 403,
    });
    expect(await call(t, ORDER, { o: order }, { token: other.token })).toMatchObject({
      status_code: 403,
      data: null,
    });
    expect(await call(t, REQUEST, { o: order, r: "Signed out" })).toMatchObject({ status_code: 401 });
    for (const [r, code] of [
      [undefined, "FIELD_REQUIRED"],
      ["   ", "FIELD_REQUIRED"],
      ["ab", "RETURN_REASON_LENGTH"],
      ["x".repeat(501), "RETURN_REASON_LENGTH"],
    ] as const)
      expect(await call(t, REQUEST, { o: order, r }, { token })).toMatchObject({
        status_code: 400,
        code,
        fieldErrors: [{ field: "reason", code }],
      });
    expect(await call(t, REQUEST, { o: "not-an-id", r: "Broken leg" }, { token })).toMatchObject({
      status_code: 404,
      code: "ORDER_NOT_FOUND",
    });
    expect(await returnsOf(order)).toHaveLength(0);
    expect(await statusOf(order)).toBe("delivered");
    const waiting = await orderAt("confirmed");
    expect(
      await call(t, REQUEST, { o: waiting.order, r: "Changed my mind" }, { token: waiting.token }),
    ).toMatchObject({ status_code: 409, code: "RETURN_NOT_DELIVERED" });
    expect(await call(t, ORDER, { o: waiting.order }, { token: waiting.token })).toMatchObject({
      data: { mayCancel: true, mayReturn: false, returnUntil: null },
    });
    expect(await returnsOf(waiting.order)).toHaveLength(0);
  });

  it("received by an administrator: the order is returned, its stock back and its profits reversed once", async () => {
    const { order, token } = await orderAt("delivered");
    const asked = await call<{ _id: string }>(t, REQUEST, { o: order, r: "Too big for the room" }, { token });
    const r = asked.data!._id;
    expect(await callAdmin(t, MOVE_RETURN, { r, s: "approved" }, { token })).toMatchObject({
      status_code: 403,
    });
    expect(await callAdmin(t, MOVE_RETURN, { r, s: "received" }, { token: admin })).toMatchObject({
      status_code: 409,
      code: "RETURN_TRANSITION_INVALID",
    });
    expect(await callAdmin(t, MOVE_RETURN, { r, s: "lost" }, { token: admin })).toMatchObject({
      status_code: 400,
      code: "INVALID_VALUE",
    });
    expect(await callAdmin(t, MOVE_RETURN, { r: "nope", s: "approved" }, { token: admin })).toMatchObject({
      status_code: 404,
      code: "RETURN_NOT_FOUND",
    });
    expect((await returnsOf(order))[0]!.status).toBe("requested");
    expect(await statusOf(order)).toBe("delivered");
    const stock = [await stockOf(own.product), await stockOf(made.product)];
    expect(await callAdmin(t, MOVE_RETURN, { r, s: "approved" }, { token: admin })).toMatchObject({
      data: { status: "approved" },
    });
    for (let i = 0; i < 2; i++)
      expect(await callAdmin(t, MOVE_RETURN, { r, s: "received" }, { token: admin })).toMatchObject({
        status_code: 200,
        data: { status: "received" },
      });
    expect(await statusOf(order)).toBe("returned");
    expect([await stockOf(own.product), await stockOf(made.product)]).toEqual([stock[0]! + 2, stock[1]! + 1]);
    const entries = await entriesOf(order);
    const credits = entries.filter((e) => e.kind === "credit");
    const reversals = entries.filter((e) => e.kind === "reversal");
    expect(credits).toHaveLength(3);
    expect(reversals.map((e) => `${e.orderItemId}:${e.profitFor}:${e.amount}`).sort()).toEqual(
      credits.map((e) => `${e.orderItemId}:${e.profitFor}:${e.amount}`).sort(),
    );
    // returning again (directly) changes nothing more
    expect(await callAdmin(t, MOVE, { o: order, s: "returned" }, { token: admin })).toMatchObject({
      status_code: 200,
    });
    expect(await entriesOf(order)).toHaveLength(6);
    expect(await call(t, ORDER, { o: order }, { token })).toMatchObject({
      data: { status: "returned", mayReturn: false, returnRequest: { status: "received" } },
    });
  });

  it("an administrator returning a delivered order directly closes its open request and reverses it", async () => {
    const { order, token } = await orderAt("delivered");
    await call(t, REQUEST, { o: order, r: "Scratched top" }, { token });
    expect(await callAdmin(t, MOVE, { o: order, s: "returned" }, { token: admin })).toMatchObject({
      data: { status: "returned" },
    });
    expect((await returnsOf(order)).map((r) => r.status)).toEqual(["received"]);
    expect((await entriesOf(order)).filter((e) => e.kind === "reversal")).toHaveLength(3);
  });
});
