import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { verify } from "@node-rs/argon2";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../client.ts";
import * as s from "../schema/index.ts";
import { seedDemo } from "./demo.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import { demoSeedNeeded } from "./demo-needed.ts";
import { SETTINGS_KEY_LIST } from "./settings-keys.ts";

const artCacheDir = fileURLToPath(new URL("../../../.tmp/art-cache", import.meta.url));
let database: Database;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), "manzil-seed-"));
  database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  expect(await demoSeedNeeded(database.db)).toBe(true);
  expect(await seedDemo(database.db, { uploadsDir, artCacheDir })).toEqual({ seeded: true });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe("seedDemo", () => {
  it("creates at least 12 main categories, each with subcategories", async () => {
    const { db } = database;
    const mains = await db
      .select()
      .from(s.categories)
      .where(and(eq(s.categories.isMain, true), isNull(s.categories.parentId)));
    expect(mains.length).toBeGreaterThanOrEqual(12);
    const subs = await db
      .select({ parentId: s.categories.parentId, n: count() })
      .from(s.categories)
      .groupBy(s.categories.parentId);
    for (const main of mains) {
      expect(subs.find((x) => x.parentId === main.id)?.n ?? 0).toBeGreaterThanOrEqual(3);
      expect(main.image).toMatch(/^\/uploads\/categories\//);
    }
  });

  it("creates at least 200 products with three or more existing images each", async () => {
    const { db } = database;
    const products = await db.select({ id: s.products.id }).from(s.products);
    expect(products.length).toBeGreaterThanOrEqual(200);
    const images = await db.select().from(s.productImages);
    const byProduct = new Map<string, typeof images>();
    for (const img of images) byProduct.set(img.productId, [...(byProduct.get(img.productId) ?? []), img]);
    for (const p of products) {
      const list = byProduct.get(p.id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.filter((i) => i.primaryImage)).toHaveLength(1);
    }
    for (const path of new Set(images.map((i) => i.path))) {
      expect(path).toMatch(/^\/uploads\/products\/.+-800\.webp$/);
      expect(existsSync(join(uploadsDir, path.replace(/^\/uploads\//, "")))).toBe(true);
      expect(
        existsSync(join(uploadsDir, path.replace(/^\/uploads\//, "").replace(/-800\.webp$/, "-400.webp"))),
      ).toBe(true);
    }
  });

  it("prices products in every country where they are available", async () => {
    const { db } = database;
    const rows = await db.select().from(s.productPrices);
    const products = await db.select({ id: s.products.id, egyptOnly: s.products.egyptOnly }).from(s.products);
    for (const p of products) {
      const mine = rows.filter((r) => r.productId === p.id);
      expect(mine.find((r) => r.country === "eg")?.available).toBe(true);
      if (!p.egyptOnly) expect(mine.map((r) => r.country).sort()).toEqual(["ae", "eg", "sa"]);
      for (const r of mine) expect(r.price).toBeGreaterThan(0);
    }
    const notInSa = products.filter(
      (p) => !rows.some((r) => r.productId === p.id && r.country === "sa" && r.available),
    );
    expect(notInSa.length / products.length).toBeGreaterThan(0.05);
    expect(notInSa.length / products.length).toBeLessThan(0.2);
  });

  it("creates designers, settings and the demo accounts with a verifying password hash", async () => {
    const { db } = database;
    const [designers] = await db.select({ n: count() }).from(s.users).where(eq(s.users.role, "designer"));
    expect(designers!.n).toBeGreaterThanOrEqual(20);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(s.users).where(eq(s.users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(user?.privilageType ?? null).toBe(account.privilageType);
      expect(await verify(user!.passwordHash!, account.password)).toBe(true);
    }
    const [designer] = await db.select().from(s.users).where(eq(s.users.email, "designer@manzil.test"));
    const [owned] = await db
      .select({ n: count() })
      .from(s.products)
      .where(eq(s.products.designerId, designer!.id));
    expect(owned!.n).toBeGreaterThanOrEqual(3);
    const keys = (await db.select({ key: s.settings.key }).from(s.settings)).map((r) => r.key);
    expect(keys.sort()).toEqual([...SETTINGS_KEY_LIST].sort());
    const [govs] = await db
      .select({ n: count() })
      .from(s.governorates)
      .where(eq(s.governorates.country, "eg"));
    expect(govs!.n).toBe(27);
  });

  it("gives the demo customer an order in every stage, with payments and the profit ledger to match", async () => {
    const { db } = database;
    const [customer] = await db.select().from(s.users).where(eq(s.users.email, "customer@manzil.test"));
    const orders = await db.select().from(s.orders).where(eq(s.orders.userId, customer!.id));
    expect(orders.map((o) => o.status).sort()).toEqual(
      [
        "pending",
        "confirmed",
        "ready_for_shipping",
        "out_for_delivery",
        "delivered",
        "delivered",
        "delivered",
        "cancelled",
        "returned",
      ].sort(),
    );
    const payments = await db.select().from(s.payments);
    const ledger = await db.select().from(s.profits);
    const days = (d: Date | null) => Math.round((Date.now() - (d?.getTime() ?? 0)) / 86_400_000);
    for (const order of orders) {
      const items = await db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
      const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0);
      expect(order.totalPrice).toBe(subtotal + order.shippingFees + order.codFees - order.couponDiscount);
      if (order.usedCouponId) {
        const uses = await db.select().from(s.couponUses).where(eq(s.couponUses.orderId, order.id));
        expect(uses.map((u) => u.amount)).toEqual([order.couponDiscount]);
      }
      const [payment] = payments.filter((p) => p.orderId === order.id);
      expect(payment!.amount).toBe(order.totalPrice);
      const expected = { pending: "declined", cancelled: "declined", confirmed: "pending" }[
        order.status as string
      ];
      expect(payment!.status).toBe(expected ?? "captured");
      const entries = ledger.filter((e) => e.orderId === order.id);
      const credits = entries.filter((e) => e.kind === "credit");
      if (order.deliveredAt) {
        const designers = items.filter((i) => i.designerId && i.revenue > 0);
        expect(credits.filter((e) => e.profitFor === "designer")).toHaveLength(designers.length);
        for (const e of credits) expect(e.createdAt).toEqual(order.deliveredAt);
      } else expect(entries).toHaveLength(0);
      expect(entries.filter((e) => e.kind === "reversal")).toHaveLength(
        order.status === "returned" ? credits.length : 0,
      );
    }
    const delivered = orders.filter((o) => o.status === "delivered").map((o) => days(o.deliveredAt));
    expect(delivered.sort((a, b) => a - b)).toEqual([2, 3, 30]);
    const [designer] = await db.select().from(s.users).where(eq(s.users.email, "designer@manzil.test"));
    expect(ledger.filter((e) => e.userId === designer!.id && e.orderItemId).length).toBeGreaterThan(0);
    const returns = await db.select().from(s.orderReturns);
    // one received; one waiting for the back office (decision 0114)
    expect(returns.map((r) => r.status).sort()).toEqual(["received", "requested"]);
  });

  it("spreads the store's other orders over the last 30 days in both countries (decision 0121)", async () => {
    const rows = await database.db.select().from(s.orders).where(sql`${s.orders.orderId} like 'MZ-%-S%'`);
    const days = (country: string) =>
      new Set(
        rows
          .filter((o) => o.orderedFrom === country)
          .map((o) => Math.floor((Date.now() - o.createdAt.getTime()) / 86_400_000)),
      );
    expect(rows.length).toBeGreaterThan(60);
    expect(days("eg").size).toBeGreaterThanOrEqual(20);
    expect(days("sa").size).toBeGreaterThanOrEqual(8);
    for (const o of rows) {
      expect(Date.now() - o.createdAt.getTime()).toBeLessThan(31 * 86_400_000);
      expect(o.currency).toBe(o.orderedFrom === "eg" ? "EGP" : "SAR");
    }
    // Work for the orders team, and sales that went ahead.
    const stages = new Set(rows.map((o) => o.status));
    for (const stage of ["confirmed", "ready_for_shipping", "delivered"]) expect(stages).toContain(stage);
    // Other designers' products: the demo designer's wallet stays as the demo tells it.
    const [designer] = await database.db
      .select()
      .from(s.users)
      .where(eq(s.users.email, "designer@manzil.test"));
    const lines = await database.db
      .select({
        designerId: s.orderItems.designerId,
        currency: s.orders.currency,
        lineTotal: s.orderItems.lineTotal,
      })
      .from(s.orderItems)
      .innerJoin(s.orders, eq(s.orders.id, s.orderItems.orderId))
      .where(sql`${s.orders.orderId} like 'MZ-%-S%'`);
    expect(lines.some((l) => l.designerId === designer!.id)).toBe(false);
    expect(lines.some((l) => l.currency === "SAR")).toBe(true);
  });

  it("gives the demo customer a referral wallet whose ledger adds up, with a paid and a pending payout", async () => {
    const { db } = database;
    const [customer] = await db.select().from(s.users).where(eq(s.users.email, "customer@manzil.test"));
    const ledger = await db
      .select()
      .from(s.walletTransactions)
      .where(eq(s.walletTransactions.userId, customer!.id))
      .orderBy(s.walletTransactions.createdAt);
    let balance = 0;
    for (const row of ledger) {
      balance += row.amount;
      expect(row.balanceAfter).toBe(balance);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(customer!.wallet).toBe(balance);
    const payouts = await db.select().from(s.payoutRequests).where(eq(s.payoutRequests.userId, customer!.id));
    expect(payouts.map((p) => p.status).sort()).toEqual(["paid", "pending"]);
    for (const p of payouts) expect(ledger.find((w) => w.payoutRequestId === p.id)?.amount).toBe(-p.amount);
  });

  it("does nothing when run again, and says so before its module is loaded", async () => {
    expect(await demoSeedNeeded(database.db)).toBe(false);
    expect(await seedDemo(database.db, { uploadsDir, artCacheDir })).toEqual({ seeded: false });
    const [products] = await database.db.select({ n: count() }).from(s.products);
    expect(products!.n).toBe(240);
  });
});

describe("database constraints", () => {
  it("refuses negative stock and duplicate slugs", async () => {
    const { db } = database;
    const [product] = await db.select().from(s.products).limit(1);
    await expect(
      db.update(s.products).set({ availableEdition: -1 }).where(eq(s.products.id, product!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .insert(s.products)
        .values({ slug: product!.slug, sku: "MZ-TEST-DUP", name: "Duplicate", arName: "مكرر" }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(s.productPrices)
        .values({ productId: product!.id, country: "eg", price: -5 })
        .onConflictDoUpdate({
          target: [s.productPrices.productId, s.productPrices.country],
          set: { price: sql`-5` },
        }),
    ).rejects.toThrow();
    const [fresh] = await db.select().from(s.products).where(eq(s.products.id, product!.id));
    expect(fresh!.availableEdition).toBe(product!.availableEdition);
  });
});
