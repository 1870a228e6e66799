/**
 * The Orders and Returns areas over the admin API (decisions 0114, 0115, 0116): the list with its
 * filters and counts, moves (an illegal one changes nothing), cash collected, refunds (partial, too
 * large, repeated, raced, failed, unanswered), returns with a rejection reason, each audited, and
 * what each privilege type may do.
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { addDays, dateIn } from "#kernel/days.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin, login } from "../../../test/test-kit.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
let customerId: string;

const ENVELOPE = "status_code code message fieldErrors { field code message }";
const ORDERS = `query ($o: ListOptions, $f: AdminOrderFilter) {
  orders(options: $o, filter: $f) { ${ENVELOPE} data { total items { _id orderId status paymentStatus totalPrice createdAt customer { email } } } } }`;
const COUNTS = `query ($o: ListOptions, $f: AdminOrderFilter) { orderCounts(options: $o, filter: $f) { ${ENVELOPE} data { pending confirmed ready_for_shipping out_for_delivery delivered cancelled returned } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${ENVELOPE} data { _id status nextStatuses mayCollect
  items { name unitPrice lineTotal } store { name arName address }
  payments { _id status capturedAmount refundedAmount refundableLeft refundable events { eventId } refunds { amount status } }
  timeline { kind from to actor amount status } } } }`;
const MOVE = `mutation ($o: ID!, $s: String!) { updateOrderStatus(order: $o, status: $s) { ${ENVELOPE} data { status } } }`;
const REFUND = `mutation ($p: ID!, $a: Int, $r: String, $k: String!) { refundPayment(payment: $p, amount: $a, reason: $r, idempotencyKey: $k) { ${ENVELOPE} data { _id amount status providerReason } } }`;
const COLLECT = `mutation ($o: ID!) { collectCashPayment(order: $o) { ${ENVELOPE} data { mayCollect payments { status capturedAmount } } } }`;
const RETURNS = `query ($o: ListOptions, $f: ReturnFilter) { returns(options: $o, filter: $f) { ${ENVELOPE} data { total items { _id status reason nextStatuses order { _id orderId } customer { email } pickupAddress } } }
  returnCounts { ${ENVELOPE} data { requested approved rejected received } } }`;
const MOVE_RETURN = `mutation ($r: ID!, $s: String!, $n: String) { updateReturnStatus(return: $r, status: $s, note: $n) { ${ENVELOPE} data { status decisionNote } } }`;

const as = (who: string) => ({ token: tokens[who] });
const db = () => t.database.db;
const orderNamed = async (code: string) =>
  (
    await db()
      .select()
      .from(s.orders)
      .where(like(s.orders.orderId, `%-${code}`))
  )[0]!;
const paymentOf = async (orderId: string) =>
  (await db().select().from(s.payments).where(eq(s.payments.orderId, orderId)))[0]!;
const refundsOf = (paymentId: string) =>
  db().select().from(s.refunds).where(eq(s.refunds.paymentId, paymentId));
const trail = (action: string, entityId: string) =>
  db()
    .select()
    .from(s.auditEntries)
    .where(and(eq(s.auditEntries.action, action), eq(s.auditEntries.entityId, entityId)));

/** An order paid through the fake provider and captured: what a refund starts from. */
async function paidOrder(amount: number, status: "captured" | "pending" = "captured") {
  const [order] = await db()
    .insert(s.orders)
    .values({
      orderId: `T-${randomUUID().slice(0, 8)}`,
      userId: customerId,
      shippingAddress: {},
      orderedFrom: "eg",
      currency: "EGP",
      status: "confirmed",
      paymentMethod: "fake",
      subtotal: amount,
      totalPrice: amount,
    })
    .returning();
  const [payment] = await db()
    .insert(s.payments)
    .values({
      orderId: order!.id,
      provider: "fake",
      method: "fake",
      providerRef: `fk_${randomUUID()}`,
      status,
      amount,
      currency: "EGP",
      capturedAmount: status === "captured" ? amount : 0,
      idempotencyKey: randomUUID(),
    })
    .returning();
  return { order: order!, payment: payment! };
}

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ["admin", "orders", "finance", "support", "catalog", "content", "customer"])
    tokens[who] = await login(t, `${who}@manzil.test`);
  customerId = (await db().select().from(s.users).where(eq(s.users.email, "customer@manzil.test")))[0]!.id;
});
afterAll(() => t.close());

describe("the orders list", () => {
  it("filters by stage with counts, finds a number or a customer, sorts by total", async () => {
    const confirmed = await callAdmin<{ total: number; items: Array<{ status: string }> }>(
      t,
      ORDERS,
      { f: { status: "confirmed" } },
      as("orders"),
    );
    expect(confirmed.status_code).toBe(200);
    expect(confirmed.data!.items.every((o) => o.status === "confirmed")).toBe(true);
    const counts = await callAdmin<Record<string, number>>(t, COUNTS, {}, as("orders"));
    expect(counts.data!.confirmed).toBe(confirmed.data!.total);
    expect(counts.data!.delivered).toBeGreaterThanOrEqual(3);

    const byNumber = await callAdmin<{ items: Array<{ orderId: string }> }>(
      t,
      ORDERS,
      { o: { search: "d3pack" } },
      as("orders"),
    );
    expect(byNumber.data!.items.map((o) => o.orderId)).toEqual([expect.stringMatching(/-D3PACK$/)]);
    const byCustomer = await callAdmin<{ total: number; items: Array<{ customer: { email: string } }> }>(
      t,
      ORDERS,
      { f: { customer: "customer@manzil" } },
      as("finance"),
    );
    expect(byCustomer.data!.total).toBeGreaterThanOrEqual(9);
    expect(new Set(byCustomer.data!.items.map((o) => o.customer.email))).toEqual(
      new Set(["customer@manzil.test"]),
    );
    const cheapest = await callAdmin<{ items: Array<{ totalPrice: number }> }>(
      t,
      ORDERS,
      { o: { sort: "totalPrice", direction: "asc" } },
      as("orders"),
    );
    const totals = cheapest.data!.items.map((o) => o.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const declined = await callAdmin<{ items: Array<{ paymentStatus: string }> }>(
      t,
      ORDERS,
      { f: { paymentStatus: "declined" } },
      as("orders"),
    );
    expect(declined.data!.items.length).toBeGreaterThanOrEqual(2);
    expect(declined.data!.items.every((o) => o.paymentStatus === "declined")).toBe(true);
    // The day after today in Riyadh, the latest of the countries' days (decision 0121).
    const tomorrow = addDays(dateIn(new Date(), "sa"), 1);
    expect((await callAdmin(t, ORDERS, { f: { from: tomorrow } }, as("orders"))).data).toMatchObject({
      total: 0,
    });
  });

  it("answers bad filters on their fields, in the admin's language", async () => {
    const bad = await callAdmin(
      t,
      ORDERS,
      { f: { status: "lost", from: "yesterday" } },
      { ...as("orders"), lang: "ar" },
    );
    expect(bad.status_code).toBe(400);
    expect(bad.fieldErrors!.map((f) => f.field).sort()).toEqual(["filter.from", "filter.status"]);
    expect(bad.fieldErrors![0]!.message).toBe("هذه القيمة غير صحيحة");
  });
});

describe("moving an order and collecting its cash", () => {
  it("refuses an illegal move and changes nothing; a legal one is audited and shows in the history", async () => {
    const order = await orderNamed("D2CASH");
    const illegal = await callAdmin(t, MOVE, { o: order.id, s: "delivered" }, as("orders"));
    expect(illegal).toMatchObject({ status_code: 409, code: "ORDER_TRANSITION_INVALID" });
    expect((await orderNamed("D2CASH")).status).toBe("confirmed");
    expect(await trail("order.status", order.id)).toHaveLength(0);
    // cash cannot be collected before the order leaves
    expect(await callAdmin(t, COLLECT, { o: order.id }, as("orders"))).toMatchObject({
      status_code: 409,
      code: "PAYMENT_NOT_COLLECTABLE",
    });
    for (const to of ["ready_for_shipping", "out_for_delivery"])
      expect(await callAdmin(t, MOVE, { o: order.id, s: to }, as("orders"))).toMatchObject({
        status_code: 200,
      });
    const entries = await trail("order.status", order.id);
    expect(entries.map((e) => [e.actorEmail, e.after])).toEqual([
      ["orders@manzil.test", { status: "ready_for_shipping" }],
      ["orders@manzil.test", { status: "out_for_delivery" }],
    ]);
    const page = await callAdmin<{
      nextStatuses: string[];
      mayCollect: boolean;
      timeline: Array<{ kind: string; to: string; actor: string }>;
    }>(t, ORDER, { id: order.id }, as("support"));
    expect(page.data!.nextStatuses).toEqual(["delivered"]);
    expect(page.data!.mayCollect).toBe(true);
    expect(page.data!.timeline.filter((e) => e.kind === "stage")).toMatchObject([
      { to: "ready_for_shipping", actor: "orders@manzil.test" },
      { to: "out_for_delivery", actor: "orders@manzil.test" },
    ]);
  });

  it("cash collected: captured for its whole amount once, with an event and an audit entry; refunded by hand", async () => {
    const order = await orderNamed("D2CASH");
    const done = await callAdmin<{
      mayCollect: boolean;
      payments: Array<{ status: string; capturedAmount: number }>;
    }>(t, COLLECT, { o: order.id }, as("orders"));
    expect(done.status_code).toBe(200);
    expect(done.data).toMatchObject({
      mayCollect: false,
      payments: [{ status: "captured", capturedAmount: order.totalPrice }],
    });
    expect(await callAdmin(t, COLLECT, { o: order.id }, as("orders"))).toMatchObject({
      code: "PAYMENT_NOT_COLLECTABLE",
    });
    const payment = await paymentOf(order.id);
    expect(await trail("payment.collect", payment.id)).toHaveLength(1);
    const events = await db().select().from(s.paymentEvents).where(eq(s.paymentEvents.paymentId, payment.id));
    expect(events.map((e) => e.eventId)).toEqual([`collected:${payment.id}`]);

    const noReason = await callAdmin(
      t,
      REFUND,
      { p: payment.id, a: 1000, k: `cash-${randomUUID()}` },
      as("orders"),
    );
    expect(noReason).toMatchObject({
      status_code: 400,
      fieldErrors: [{ field: "reason", code: "FIELD_REQUIRED" }],
    });
    const byHand = await callAdmin(
      t,
      REFUND,
      {
        p: payment.id,
        a: 1000,
        r: "Courier gave 10 EGP back for a missing cushion",
        k: `cash-${randomUUID()}`,
      },
      as("orders"),
    );
    expect(byHand.data).toMatchObject({ amount: 1000, status: "succeeded" });
    expect(await paymentOf(order.id)).toMatchObject({ status: "partially_refunded", refundedAmount: 1000 });
    expect((await orderNamed("D2CASH")).status).toBe("out_for_delivery");
  });
});

describe("refunds through the provider", () => {
  it("in part, then refuses more than is left and changes nothing; a repeated key answers the same refund", async () => {
    const { order, payment } = await paidOrder(50_000);
    const key = `rf-${randomUUID()}`;
    const first = await callAdmin<{ _id: string; status: string }>(
      t,
      REFUND,
      { p: payment.id, a: 20_000, k: key },
      as("finance"),
    );
    expect(first.data).toMatchObject({ status: "succeeded" });
    const again = await callAdmin<{ _id: string }>(
      t,
      REFUND,
      { p: payment.id, a: 20_000, k: key },
      as("finance"),
    );
    expect(again.data!._id).toBe(first.data!._id);
    const tooMuch = await callAdmin(
      t,
      REFUND,
      { p: payment.id, a: 30_001, k: `rf-${randomUUID()}` },
      { ...as("orders"), lang: "ar" },
    );
    expect(tooMuch).toMatchObject({
      status_code: 409,
      code: "REFUND_TOO_LARGE",
      fieldErrors: [{ field: "amount" }],
    });
    expect(tooMuch.message).toBe("المبلغ أكبر من المتبقي القابل للاسترداد");
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await paymentOf(order.id)).toMatchObject({ status: "partially_refunded", refundedAmount: 20_000 });
    expect(await trail("refund.create", first.data!._id)).toHaveLength(2);
    // the rest, to the last piastre: refunded
    await callAdmin(t, REFUND, { p: payment.id, a: 30_000, k: `rf-${randomUUID()}` }, as("orders"));
    expect(await paymentOf(order.id)).toMatchObject({ status: "refunded", refundedAmount: 50_000 });
    expect((await db().select().from(s.orders).where(eq(s.orders.id, order.id)))[0]!.status).toBe(
      "confirmed",
    );
  });

  it("two refunds at once cannot give back more than was captured", async () => {
    const { order, payment } = await paidOrder(30_000);
    t.fake.refunds.push("slow", "slow");
    const both = await Promise.all(
      [0, 1].map(() =>
        callAdmin(t, REFUND, { p: payment.id, a: 20_000, k: `race-${randomUUID()}` }, as("orders")),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual(["REFUND_TOO_LARGE", "SUCCESS"]);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect((await paymentOf(order.id)).refundedAmount).toBe(20_000);
    t.fake.refunds.length = 0;
  });

  it("a failed refund says so and frees its amount; an unanswered one stays pending and keeps it", async () => {
    const { order, payment } = await paidOrder(10_000);
    t.fake.refunds.push("failed");
    const failed = await callAdmin(
      t,
      REFUND,
      { p: payment.id, a: 10_000, k: `f-${randomUUID()}` },
      as("orders"),
    );
    expect(failed.data).toMatchObject({ status: "failed", providerReason: "scripted refund failure" });
    expect(await paymentOf(order.id)).toMatchObject({ status: "captured", refundedAmount: 0 });
    t.fake.refunds.push("unreachable");
    const lost = await callAdmin(
      t,
      REFUND,
      { p: payment.id, a: 6_000, k: `u-${randomUUID()}` },
      as("orders"),
    );
    expect(lost.data).toMatchObject({
      status: "pending",
      providerReason: expect.stringContaining("no answer"),
    });
    const page = await callAdmin<{ payments: Array<{ refundableLeft: number }> }>(
      t,
      ORDER,
      { id: order.id },
      as("orders"),
    );
    expect(page.data!.payments[0]!.refundableLeft).toBe(4_000);
  });

  it("refuses bad input and a payment not captured, changing nothing", async () => {
    const { payment } = await paidOrder(5_000, "pending");
    expect(
      await callAdmin(t, REFUND, { p: payment.id, a: 100, k: `p-${randomUUID()}` }, as("orders")),
    ).toMatchObject({
      status_code: 409,
      code: "PAYMENT_NOT_REFUNDABLE",
    });
    const zero = await callAdmin(t, REFUND, { p: payment.id, a: 0, k: "short" }, as("orders"));
    expect(zero.status_code).toBe(400);
    expect(zero.fieldErrors!.map((f) => f.field).sort()).toEqual(["amount", "idempotencyKey"]);
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });
});

describe("returns", () => {
  it("lists requests by status with their order, customer and pickup address; approve, then receive returns the order", async () => {
    const list = await t.admin<{
      returns: {
        data: {
          items: Array<{
            _id: string;
            reason: string;
            order: { _id: string; orderId: string };
            customer: { email: string };
            pickupAddress: unknown;
          }>;
        };
      };
      returnCounts: { data: { requested: number } };
    }>(RETURNS, { f: { status: "requested" } }, { authorization: `Bearer ${tokens.orders}` });
    const asked = list.data.returns.data.items.find((r) => r.order.orderId.endsWith("D9ASKS"))!;
    expect(asked).toMatchObject({
      reason: "The table arrived with a scratched top.",
      customer: { email: "customer@manzil.test" },
    });
    expect(asked.pickupAddress).toBeTruthy();
    expect(list.data.returnCounts.data.requested).toBe(list.data.returns.data.items.length);

    const noReason = await callAdmin(t, MOVE_RETURN, { r: asked._id, s: "rejected", n: " " }, as("orders"));
    expect(noReason).toMatchObject({
      status_code: 400,
      fieldErrors: [{ field: "note", code: "RETURN_REJECT_REASON" }],
    });
    expect(
      (await db().select().from(s.orderReturns).where(eq(s.orderReturns.id, asked._id)))[0]!.status,
    ).toBe("requested");
    expect(await callAdmin(t, MOVE_RETURN, { r: asked._id, s: "approved" }, as("orders"))).toMatchObject({
      data: { status: "approved" },
    });
    expect(await callAdmin(t, MOVE_RETURN, { r: asked._id, s: "received" }, as("orders"))).toMatchObject({
      data: { status: "received" },
    });
    expect((await orderNamed("D9ASKS")).status).toBe("returned");
    expect(
      (await trail("return.status", asked._id)).map((e) => (e.after as { status: string }).status),
    ).toEqual(["approved", "received"]);
  });

  it("a rejection keeps its reason, which the shopper sees on their order", async () => {
    const order = await orderNamed("D5HOME");
    const asked = await call<{ _id: string }>(
      t,
      `mutation ($o: ID!) { requestOrderReturn(order: $o, reason: "Too big for the room") { status_code data { _id } } }`,
      { o: order.id },
      as("customer"),
    );
    const note = "الصور تُظهر استخدامًا للمنتج، لذا لا يمكن قبول الإرجاع.";
    expect(
      await callAdmin(t, MOVE_RETURN, { r: asked.data!._id, s: "rejected", n: note }, as("admin")),
    ).toMatchObject({
      data: { status: "rejected", decisionNote: note },
    });
    const mine = await call<{ returnRequest: { status: string; decisionNote: string } }>(
      t,
      `query ($o: ID!) { getOrderById(order: $o) { data { returnRequest { status decisionNote } } } }`,
      { o: order.id },
      as("customer"),
    );
    expect(mine.data!.returnRequest).toEqual({ status: "rejected", decisionNote: note });
  });
});

describe("who may do what (decision 0114)", () => {
  it("orders and finance refund; support reads only; catalogue and content see nothing", async () => {
    const { payment } = await paidOrder(9_000);
    const order = await orderNamed("D3PACK");
    for (const who of ["catalog", "content", "customer"]) {
      expect((await callAdmin(t, ORDERS, {}, as(who))).status_code, who).toBe(403);
      expect((await callAdmin(t, ORDER, { id: order.id }, as(who))).status_code, who).toBe(403);
      expect(
        (
          await t.admin<{ returns: { status_code: number } }>(
            RETURNS,
            {},
            { authorization: `Bearer ${tokens[who]}` },
          )
        ).data.returns.status_code,
      ).toBe(403);
    }
    for (const who of ["support", "finance", "orders", "admin"])
      expect((await callAdmin(t, ORDER, { id: order.id }, as(who))).status_code, who).toBe(200);
    for (const who of ["support", "finance"]) {
      expect(await callAdmin(t, MOVE, { o: order.id, s: "cancelled" }, as(who)), who).toMatchObject({
        status_code: 403,
      });
      expect(
        await callAdmin(t, COLLECT, { o: order.id }, as(who === "support" ? who : "catalog")),
      ).toMatchObject({ status_code: 403 });
    }
    expect(
      await callAdmin(t, REFUND, { p: payment.id, a: 100, k: `s-${randomUUID()}` }, as("support")),
    ).toMatchObject({
      status_code: 403,
    });
    expect(await refundsOf(payment.id)).toHaveLength(0);
    for (const who of ["finance", "orders"])
      expect(
        await callAdmin(t, REFUND, { p: payment.id, a: 100, k: `${who}-${randomUUID()}` }, as(who)),
        who,
      ).toMatchObject({
        data: { status: "succeeded" },
      });
    expect((await orderNamed("D3PACK")).status).toBe("ready_for_shipping");
  });

  it("the invoice names the store from its settings", async () => {
    const order = await orderNamed("D3PACK");
    const page = await callAdmin<{
      store: { name: string; address: string };
      items: Array<{ lineTotal: number }>;
    }>(t, ORDER, { id: order.id }, as("orders"));
    expect(page.data!.store.address).toContain("Zamalek");
    expect(page.data!.items.reduce((sum, i) => sum + i.lineTotal, 0)).toBe(order.subtotal);
  });
});
