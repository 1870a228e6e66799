/**
 * The demo customer's orders, one in each stage, written as the services would have left them
 * (decisions 0051, 0056, 0057): lines priced from the seeded products, payment attempts whose
 * statuses match the order's, the profit ledger of delivered orders (designer: the line's revenue;
 * manufacturer: its manufacturing cost) and its reversal for the returned one. The seeded stock and
 * sales counters are taken to be what is left after these orders.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as s from "../schema/index.ts";
import type { ProductRef } from "./activity.ts";
import { DAY, insertMany, type Tx } from "./util.ts";

type Status = (typeof s.orderStatuses)[number];
type PaymentStatus = (typeof s.paymentStatuses)[number];

interface Plan {
  code: string;
  status: Status;
  method: "card" | "cod" | "fawry";
  /** Days before now the order was placed (minutes for the waiting one). */
  placed: number;
  delivered?: number;
  payment: PaymentStatus;
  lines: Array<[pick: number, quantity: number]>;
  returned?: { reason: string; requested: number; received: number };
  /** A return asked for and waiting for staff (the back office's returns area, decision 0114). */
  returnAsked?: { reason: string; requested: number };
  /** A percentage coupon of the demo store used by the order (decision 0059). */
  coupon?: string;
}

const MINUTE = 60_000;
const CARD = { type: "card", subType: "MasterCard", pan: "2346" };

/** Newest first: the order of profile/orders. */
const PLANS: Plan[] = [
  // A card declined a few minutes ago: the shopper may pay again (cancelled after an hour unpaid).
  {
    code: "D1WAIT",
    status: "pending",
    method: "card",
    placed: 5 * MINUTE,
    payment: "declined",
    lines: [[0, 1]],
  },
  {
    code: "D2CASH",
    status: "confirmed",
    method: "cod",
    placed: 1 * DAY,
    payment: "pending",
    lines: [
      [1, 1],
      [2, 2],
    ],
  },
  {
    code: "D3PACK",
    status: "ready_for_shipping",
    method: "card",
    placed: 2 * DAY,
    payment: "captured",
    lines: [[3, 1]],
    coupon: "WELCOME10",
  },
  {
    code: "D4ROAD",
    status: "out_for_delivery",
    method: "fawry",
    placed: 4 * DAY,
    payment: "captured",
    lines: [[4, 1]],
  },
  // Delivered 3 days ago: a return may be asked for 12 more days.
  {
    code: "D5HOME",
    status: "delivered",
    method: "card",
    placed: 9 * DAY,
    delivered: 3 * DAY,
    payment: "captured",
    lines: [
      [5, 1],
      [6, 1],
    ],
  },
  {
    code: "D6BACK",
    status: "returned",
    method: "card",
    placed: 26 * DAY,
    delivered: 20 * DAY,
    payment: "captured",
    lines: [[7, 1]],
    returned: {
      reason: "The colour does not match our living room.",
      requested: 18 * DAY,
      received: 14 * DAY,
    },
  },
  // Back office (decision 0114): delivered 2 days ago, its return waits for staff to decide.
  {
    code: "D9ASKS",
    status: "delivered",
    method: "card",
    placed: 7 * DAY,
    delivered: 2 * DAY,
    payment: "captured",
    lines: [[11, 1]],
    returnAsked: { reason: "The table arrived with a scratched top.", requested: 1 * DAY },
  },
  // Expired unpaid: the card was declined and the hour passed.
  {
    code: "D7GONE",
    status: "cancelled",
    method: "card",
    placed: 12 * DAY,
    payment: "declined",
    lines: [[8, 1]],
  },
  // Delivered 30 days ago: the return window has closed.
  {
    code: "D8PAST",
    status: "delivered",
    method: "card",
    placed: 38 * DAY,
    delivered: 30 * DAY,
    payment: "captured",
    lines: [
      [9, 1],
      [10, 1],
    ],
  },
];

export async function seedOrders(
  tx: Tx,
  ctx: {
    now: number;
    products: ProductRef[];
    customerId: string;
    designerId: string;
    address: Record<string, unknown> & { id: string };
    codFees: number;
  },
) {
  const { now } = ctx;
  // Products sold in Egypt with a designer and cash on delivery; the demo designer's every other line.
  const pool = ctx.products.filter((p) => p.eg.available && p.designerId && p.cod);
  const own = pool.filter((p) => p.designerId === ctx.designerId);
  const others = pool.filter((p) => p.designerId !== ctx.designerId);
  const product = (pick: number) =>
    pick % 2 === 0 && own.length ? own[(pick / 2) % own.length]! : others[(pick * 7) % others.length]!;

  const orders: (typeof s.orders.$inferInsert)[] = [];
  const items: (typeof s.orderItems.$inferInsert)[] = [];
  const payments: (typeof s.payments.$inferInsert)[] = [];
  const ledger: (typeof s.profits.$inferInsert)[] = [];
  const returns: (typeof s.orderReturns.$inferInsert)[] = [];
  const couponUses: (typeof s.couponUses.$inferInsert)[] = [];
  const coupons = await tx.select().from(s.coupons);

  for (const plan of PLANS) {
    const id = randomUUID();
    const placed = new Date(now - plan.placed);
    const deliveredAt = plan.delivered ? new Date(now - plan.delivered) : null;
    const lines = plan.lines.map(([pick, wanted]) => lineOf(product(pick), wanted, id, "eg"));
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const shippingFees = lines.reduce((sum, l) => sum + l.shippingExpense, 0);
    const codFees = plan.method === "cod" ? ctx.codFees : 0;
    const coupon = plan.coupon ? coupons.find((c) => c.code === plan.coupon) : undefined;
    const couponDiscount = coupon
      ? Math.min(Math.round((subtotal * coupon.discount) / 100), coupon.maximumDiscount ?? subtotal)
      : 0;
    if (coupon)
      couponUses.push({
        couponId: coupon.id,
        userId: ctx.customerId,
        orderId: id,
        currency: "EGP",
        amount: couponDiscount,
      });
    const totalPrice = subtotal + shippingFees + codFees - couponDiscount;
    const day = placed.toISOString().slice(2, 10).replace(/-/g, "");
    orders.push({
      id,
      orderId: `MZ-${day}-${plan.code}`,
      userId: ctx.customerId,
      addressId: ctx.address.id,
      shippingAddress: { ...ctx.address, createdAt: undefined },
      orderedFrom: "eg",
      currency: "EGP",
      status: plan.status,
      paymentMethod: plan.method,
      subtotal,
      shippingFees,
      codFees,
      usedCouponId: coupon?.id ?? null,
      couponDiscount,
      codAmount: plan.method === "cod" ? totalPrice : 0,
      totalPrice,
      requiredDays: Math.max(...lines.map((l) => l.requiredDays)),
      deliveredAt,
      createdAt: placed,
      updatedAt: deliveredAt ?? placed,
    });
    items.push(...lines.map(({ manufacturerId: _m, ...line }) => line));
    const provider = plan.method === "card" ? "paymob" : plan.method;
    payments.push({
      orderId: id,
      provider,
      method: plan.method,
      // Paymob's order ids are numbers: the demo gateway adopts these captured ones (decision 0115).
      providerRef:
        provider === "paymob"
          ? String(800_000 + PLANS.indexOf(plan))
          : `demo-${provider}-${plan.code.toLowerCase()}`,
      status: plan.payment,
      amount: totalPrice,
      currency: "EGP",
      capturedAmount: plan.payment === "captured" ? totalPrice : 0,
      idempotencyKey: `order:${id}:1`,
      reference: plan.method === "fawry" ? "9284617353" : null,
      source: plan.method === "card" && plan.payment === "captured" ? CARD : null,
      reason: plan.payment === "declined" ? "demo: declined by the issuing bank" : null,
      createdAt: placed,
      updatedAt: placed,
    });
    if (!deliveredAt) continue;
    ledger.push(
      ...ledgerOf(
        lines,
        { orderId: id, country: "eg", currency: "EGP" },
        deliveredAt,
        plan.returned ? new Date(now - plan.returned.received) : null,
      ),
    );
    if (plan.returnAsked)
      returns.push({
        orderId: id,
        userId: ctx.customerId,
        reason: plan.returnAsked.reason,
        status: "requested",
        pickupAddress: { ...ctx.address, createdAt: undefined },
        createdAt: new Date(now - plan.returnAsked.requested),
        updatedAt: new Date(now - plan.returnAsked.requested),
      });
    if (plan.returned)
      returns.push({
        orderId: id,
        userId: ctx.customerId,
        reason: plan.returned.reason,
        status: "received",
        pickupAddress: { ...ctx.address, createdAt: undefined },
        createdAt: new Date(now - plan.returned.requested),
        updatedAt: new Date(now - plan.returned.received),
      });
  }
  await insertMany(tx, s.orders, orders);
  await insertMany(tx, s.orderItems, items);
  await insertMany(tx, s.payments, payments);
  await insertMany(tx, s.profits, ledger);
  await insertMany(tx, s.orderReturns, returns);
  await insertMany(tx, s.couponUses, couponUses);
  for (const use of couponUses)
    await tx
      .update(s.coupons)
      .set({
        salesNumber: sql`${s.coupons.salesNumber} + 1`,
        availableSales: sql`${s.coupons.availableSales} - 1`,
      })
      .where(eq(s.coupons.id, use.couponId));
}

type Line = ReturnType<typeof lineOf>;

/** An order line of `product` bought in `country`, priced and costed as checkout copies it. */
export function lineOf(p: ProductRef, wanted: number, orderId: string, country: "eg" | "sa") {
  const price = country === "eg" ? p.eg : p.sa!;
  const quantity = Math.min(wanted, p.maxPerOrder);
  const feature = p.feature;
  const extraPrice = feature ? ((country === "eg" ? feature.egExtraPrice : feature.suExtraPrice) ?? 0) : 0;
  const unitPrice = price.price + extraPrice;
  return {
    id: randomUUID(),
    orderId,
    productId: p.id,
    imageId: p.imageId,
    designerId: p.designerId,
    sku: p.sku,
    name: p.name,
    arName: p.arName,
    imagePath: p.imagePath,
    features: feature
      ? [
          {
            id: feature.id,
            property: feature.property,
            arProperty: feature.arProperty,
            value: feature.value,
            arValue: feature.arValue,
            extraPrice,
          },
        ]
      : [],
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
    tax: (price.tax ?? 0) * quantity,
    revenue: (price.revenue ?? 0) * quantity,
    siteRevenue: (price.siteRevenue ?? 0) * quantity,
    manufacturingCost: (price.manufacturingCost ?? 0) * quantity,
    shippingExpense: (price.shippingExpense ?? 0) * quantity,
    requiredDays: price.requiredDays ?? 7,
    manufacturerId: p.manufacturerId,
  };
}

/**
 * The profit ledger of a delivered order's lines (designer: the line's revenue; manufacturer: its
 * manufacturing cost), credited on delivery and reversed when it came back.
 */
export function ledgerOf(
  lines: Line[],
  base: { orderId: string; country: "eg" | "sa"; currency: "EGP" | "SAR" },
  deliveredAt: Date | null,
  reversedAt: Date | null = null,
): (typeof s.profits.$inferInsert)[] {
  if (!deliveredAt) return [];
  const ledger: (typeof s.profits.$inferInsert)[] = [];
  for (const l of lines) {
    const line = { ...base, orderItemId: l.id, productId: l.productId, salesCount: l.quantity };
    const credits = [
      l.designerId &&
        l.revenue > 0 && { userId: l.designerId, profitFor: "designer" as const, amount: l.revenue },
      l.manufacturerId &&
        l.manufacturingCost > 0 && {
          userId: l.manufacturerId,
          profitFor: "manufacturer" as const,
          amount: l.manufacturingCost,
        },
    ].filter((c) => !!c);
    for (const c of credits) {
      ledger.push({ ...line, ...c, kind: "credit", createdAt: deliveredAt });
      if (reversedAt) ledger.push({ ...line, ...c, kind: "reversal", createdAt: reversedAt });
    }
  }
  return ledger;
}
