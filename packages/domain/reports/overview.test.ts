/**
 * The Overview (decision 0121) on known data: each country's sales in its own currency, days in
 * the order's country (Cairo UTC+2 in March, Riyadh UTC+3), the range's edges, the work waiting,
 * the tops, new customers, each section only for its permission, and the lists behind the figures
 * counting the same rows.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { listPeople } from "#domain/accounts/people.service.ts";
import { orderCounts } from "#domain/orders/orders.api.ts";
import type { PrivilegeType, RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { testServices } from "../../../test/services.ts";
import { overview } from "./reports.api.ts";

/** 12:00 in Cairo and 13:00 in Riyadh on 15 March 2026. */
const NOW = new Date("2026-03-15T10:00:00Z");
let database: Database;
const services = testServices({ clock: { now: () => NOW } });
const as = (privilageType: PrivilegeType | null): RequestContext =>
  ({
    db: database.db,
    user: { id: randomUUID(), role: "customer", privilageType, status: "active" },
    language: "en",
    country: "eg",
    services,
  }) as unknown as RequestContext;

const ids = {
  chair: randomUUID(),
  lamp: randomUUID(),
  rug: randomUUID(),
  amira: randomUUID(),
  omar: randomUUID(),
};
let seq = 0;

async function order(
  country: "eg" | "sa",
  at: string,
  status: (typeof s.orderStatuses)[number],
  total: number,
  lines: Array<[product: string, designer: string, quantity: number, lineTotal: number]> = [],
) {
  const id = randomUUID();
  await database.db.insert(s.orders).values({
    id,
    orderId: `MZ-T-${++seq}`,
    shippingAddress: {},
    orderedFrom: country,
    currency: country === "eg" ? "EGP" : "SAR",
    status,
    paymentMethod: "card",
    subtotal: total,
    totalPrice: total,
    createdAt: new Date(at),
  });
  for (const [productId, designerId, quantity, lineTotal] of lines)
    await database.db.insert(s.orderItems).values({
      orderId: id,
      productId,
      designerId,
      name: "x",
      arName: "x",
      quantity,
      unitPrice: lineTotal / quantity,
      lineTotal,
    });
  return id;
}

const user = (over: Partial<typeof s.users.$inferInsert>) => ({
  name: "Someone",
  fName: "Some",
  email: `${randomUUID()}@example.com`,
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.insert(s.users).values([
    user({ id: ids.amira, name: "Amira Helmy", arName: "أميرة حلمي", role: "designer" }),
    user({ id: ids.omar, name: "Omar Saad", role: "designer" }),
    // new customers: two in the 30 days (one of them on its first day in Cairo), none before
    user({ createdAt: new Date("2026-03-14T22:30:00Z") }),
    user({ ownCurrency: "sa", createdAt: new Date("2026-02-13T21:30:00Z") }), // 14 Feb 00:30 in Riyadh
    user({ createdAt: new Date("2026-02-13T21:30:00Z") }), // 13 Feb 23:30 in Cairo: before
    // staff and designers are not customers
    user({ privilageType: "orders", createdAt: new Date("2026-03-10T10:00:00Z") }),
  ]);
  await db.insert(s.products).values([
    { id: ids.chair, slug: "chair", sku: "C", name: "Chair", arName: "كرسي", availableEdition: 3 },
    { id: ids.lamp, slug: "lamp", sku: "L", name: "Lamp", arName: "مصباح", availableEdition: 0 },
    { id: ids.rug, slug: "rug", sku: "R", name: "Rug", arName: "سجادة", availableEdition: 40 },
    { slug: "old", sku: "O", name: "Old", arName: "قديم", availableEdition: 1, status: "inactive" },
  ]);
  // Today (15 March) in each country's own day.
  await order("eg", "2026-03-14T22:30:00Z", "confirmed", 100_000, [[ids.chair, ids.amira, 2, 100_000]]);
  await order("sa", "2026-03-14T21:30:00Z", "delivered", 5_000, [[ids.chair, ids.amira, 1, 5_000]]);
  // 14 March 23:30 in Riyadh (20:30 UTC): yesterday there.
  await order("sa", "2026-03-14T20:30:00Z", "out_for_delivery", 7_000, [[ids.lamp, ids.omar, 1, 7_000]]);
  // Not sales: awaiting payment, cancelled, returned.
  await order("eg", "2026-03-10T09:00:00Z", "pending", 900_000, [[ids.rug, ids.omar, 9, 900_000]]);
  const cancelled = await order("eg", "2026-03-09T09:00:00Z", "cancelled", 800_000);
  await order("eg", "2026-03-08T09:00:00Z", "returned", 700_000);
  // The 30 days' first day, 14 February: 00:01 in Cairo is in, 23:59 the day before is out.
  await order("eg", "2026-02-13T22:01:00Z", "delivered", 30_000, [[ids.lamp, ids.omar, 1, 30_000]]);
  await order("eg", "2026-02-13T21:59:00Z", "delivered", 1_000_000, [[ids.rug, ids.omar, 50, 1_000_000]]);
  await order("eg", "2026-03-12T09:00:00Z", "ready_for_shipping", 20_000, [[ids.rug, ids.amira, 1, 20_000]]);

  const delivered = await order("eg", "2025-12-01T09:00:00Z", "delivered", 1);
  await db.insert(s.orderReturns).values([
    { orderId: delivered, reason: "scratched", pickupAddress: {}, status: "requested" },
    { orderId: cancelled, reason: "old", pickupAddress: {}, status: "rejected" },
  ]);
  await db.insert(s.designerTickets).values([
    { designerId: ids.amira, slug: "t1", name: "Stool", basePrice: 1 },
    { designerId: ids.amira, slug: "t2", name: "Bench", basePrice: 1, productStatus: "accepted" },
  ]);
  await db.insert(s.payoutRequests).values([
    { userId: ids.amira, source: "profits", currency: "EGP", amount: 50_000 },
    { userId: ids.omar, source: "profits", currency: "EGP", amount: 25_000 },
    { userId: ids.omar, source: "profits", currency: "SAR", amount: 1_000 },
    { userId: ids.omar, source: "profits", currency: "EGP", amount: 9_999, status: "paid" },
  ]);
});
afterAll(() => database.close());

const sales = (o: Awaited<ReturnType<typeof overview>>, country: string) =>
  o.sales!.find((c) => c.country === country)!;

describe("the overview's sales", () => {
  it("counts each country's day in its own time zone and never adds two currencies", async () => {
    const today = await overview(as("admin"), { range: "today" });
    expect(today).toMatchObject({
      range: "today",
      from: "2026-03-15",
      to: "2026-03-15",
      today: "2026-03-15",
    });
    expect(today.sales).toEqual([
      {
        country: "eg",
        currency: "EGP",
        orders: 1,
        amount: 100_000,
        days: [{ day: "2026-03-15", orders: 1, amount: 100_000 }],
      },
      {
        country: "sa",
        currency: "SAR",
        orders: 1,
        amount: 5_000,
        days: [{ day: "2026-03-15", orders: 1, amount: 5_000 }],
      },
    ]);
  });

  it("keeps to the range's first day in Cairo, leaves out unpaid, cancelled and returned orders, and fills every day", async () => {
    const month = await overview(as("admin"), {});
    expect(month).toMatchObject({ range: "30d", from: "2026-02-14", to: "2026-03-15" });
    const eg = sales(month, "eg");
    expect(eg).toMatchObject({ currency: "EGP", orders: 3, amount: 100_000 + 30_000 + 20_000 });
    expect(eg.days).toHaveLength(30);
    expect(eg.days[0]).toEqual({ day: "2026-02-14", orders: 1, amount: 30_000 });
    expect(eg.days.find((d) => d.day === "2026-03-12")).toEqual({
      day: "2026-03-12",
      orders: 1,
      amount: 20_000,
    });
    expect(eg.days.reduce((n, d) => n + d.amount, 0)).toBe(eg.amount);
    expect(sales(month, "sa")).toMatchObject({ currency: "SAR", orders: 2, amount: 12_000 });
    expect(sales(month, "sa").days.find((d) => d.day === "2026-03-14")).toMatchObject({ amount: 7_000 });
  });

  it("reads a custom range, both days counted", async () => {
    const week = await overview(as("finance"), { from: "2026-03-08", to: "2026-03-14" });
    expect(week).toMatchObject({ range: "custom", from: "2026-03-08", to: "2026-03-14" });
    expect(sales(week, "eg")).toMatchObject({ orders: 1, amount: 20_000 });
    expect(sales(week, "sa")).toMatchObject({ orders: 1, amount: 7_000 });
    expect(sales(week, "eg").days).toHaveLength(7);
  });
});

describe("the overview's other figures", () => {
  it("counts every stage of the range's orders, as the orders list filtered the same way does", async () => {
    const month = await overview(as("orders"), {});
    expect(month.stages).toEqual({
      pending: 1,
      confirmed: 1,
      ready_for_shipping: 1,
      out_for_delivery: 1,
      delivered: 2,
      cancelled: 1,
      returned: 1,
    });
    const list = await orderCounts(as("orders"), { filter: { from: month.from, to: month.to } });
    expect(list).toEqual(month.stages);
    const today = await orderCounts(as("orders"), { filter: { from: "2026-03-15", to: "2026-03-15" } });
    expect(today).toMatchObject({ confirmed: 1, delivered: 1, out_for_delivery: 0 });
  });

  it("ranks products and designers by units, with revenue in each currency apart", async () => {
    const month = await overview(as("admin"), {});
    expect(month.topProducts).toEqual([
      {
        id: ids.chair,
        name: "Chair",
        arName: "كرسي",
        units: 3,
        amounts: [
          { currency: "EGP", amount: 100_000 },
          { currency: "SAR", amount: 5_000 },
        ],
      },
      {
        id: ids.lamp,
        name: "Lamp",
        arName: "مصباح",
        units: 2,
        amounts: [
          { currency: "EGP", amount: 30_000 },
          { currency: "SAR", amount: 7_000 },
        ],
      },
      { id: ids.rug, name: "Rug", arName: "سجادة", units: 1, amounts: [{ currency: "EGP", amount: 20_000 }] },
    ]);
    expect(month.topDesigners!.map((d) => [d.name, d.units, d.amounts])).toEqual([
      [
        "Amira Helmy",
        4,
        [
          { currency: "EGP", amount: 120_000 },
          { currency: "SAR", amount: 5_000 },
        ],
      ],
      [
        "Omar Saad",
        2,
        [
          { currency: "EGP", amount: 30_000 },
          { currency: "SAR", amount: 7_000 },
        ],
      ],
    ]);
  });

  it("shows the work waiting now, and the new customers on their own country's days", async () => {
    const month = await overview(as("admin"), {});
    expect(month.work).toEqual({
      returnsRequested: 1,
      ticketsWaiting: 1,
      payoutsPending: {
        count: 3,
        amounts: [
          { currency: "EGP", amount: 75_000 },
          { currency: "SAR", amount: 1_000 },
        ],
      },
      ordersToMove: { confirmed: 1, ready_for_shipping: 1, out_for_delivery: 1 },
      stock: { low: 1, out: 1, threshold: 5 },
    });
    expect(month.newCustomers).toBe(2);
    const people = await listPeople(as("support"), {
      filter: { role: "customer", staff: false, from: month.from, to: month.to },
    });
    expect(people.total).toBe(2);
  });
});

describe("who sees what", () => {
  it("gives each privilege type the sections its permissions open", async () => {
    const seen = async (who: PrivilegeType) => {
      const o = await overview(as(who), {});
      const work = Object.entries(o.work)
        .filter(([, v]) => v !== null)
        .map(([k]) => k);
      const sections = Object.entries({ ...o, work: null })
        .filter(([k, v]) => v !== null && !["range", "from", "to", "today"].includes(k))
        .map(([k]) => k);
      return [...sections, ...work].sort();
    };
    expect(await seen("catalog")).toEqual(["stock", "ticketsWaiting"]);
    expect(await seen("orders")).toEqual(
      [
        "newCustomers",
        "ordersToMove",
        "returnsRequested",
        "sales",
        "stages",
        "topDesigners",
        "topProducts",
      ].sort(),
    );
    expect(await seen("finance")).toEqual(
      ["payoutsPending", "returnsRequested", "sales", "stages", "topDesigners", "topProducts"].sort(),
    );
    expect(await seen("support")).toEqual(["newCustomers", "returnsRequested", "stages", "ticketsWaiting"]);
    expect(await seen("admin")).toHaveLength(10);
  });

  it("refuses content staff and shoppers", async () => {
    for (const who of ["content", null] as const)
      await expect(overview(as(who), {})).rejects.toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});

describe("the range asked for", () => {
  const refusal = async (input: unknown) => {
    const error = await overview(as("admin"), input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    return { status: (error as DomainError).status, fields: (error as DomainError).fields };
  };

  it("refuses a reversed, an unfinished or an overlong range, and an unknown preset, on their fields", async () => {
    expect(await refusal({ from: "2026-03-10", to: "2026-03-01" })).toEqual({
      status: 400,
      fields: { to: "DATE_RANGE_REVERSED" },
    });
    expect(await refusal({ from: "2024-01-01", to: "2026-03-01" })).toEqual({
      status: 400,
      fields: { from: "DATE_RANGE_TOO_LONG" },
    });
    expect(await refusal({ from: "2026-03-01" })).toEqual({ status: 400, fields: { to: "FIELD_REQUIRED" } });
    expect(await refusal({ range: "1y" })).toEqual({ status: 400, fields: { range: "INVALID_VALUE" } });
    expect(await refusal({ from: "2026-02-30", to: "2026-03-01" })).toMatchObject({ status: 400 });
  });

  it("accepts a whole year", async () => {
    const year = await overview(as("admin"), { from: "2025-03-16", to: "2026-03-15" });
    expect(sales(year, "eg").days).toHaveLength(365);
  });
});
