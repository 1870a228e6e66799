/**
 * Shoppers ready to place an order, made quickly (checkout races and `bench/checkout.bench.ts`):
 * customers inserted in one statement with one password hash (registration hashes each password
 * with argon2 and asks for a solved robot check: ~50 ms apiece), sessions signed as login signs
 * them, then each one's address and cart through the accounts and cart services.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { addAddress } from "#domain/accounts/address.service.ts";
import { hashPassword } from "#domain/accounts/auth.service.ts";
import { signSession } from "#domain/accounts/session.ts";
import { addToCart } from "#domain/cart/cart.service.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { Services } from "#kernel/services.ts";

export interface Shopper {
  id: string;
  email: string;
  /** A session token, as login answers it (`authorization: Bearer …`). */
  token: string;
  /** The shopper's own request context (Egypt, English), for calling services directly. */
  ctx: RequestContext;
  address: string;
  cart: string;
}

export interface StockedProduct {
  product: string;
  image: string;
  stock: number;
  maxPerOrder: number;
}

/**
 * Active, accepted products sold in Egypt with a primary image, cash on delivery allowed, at least
 * `minStock` pieces: the products a checkout benchmark or race may buy.
 */
export function stockedProducts(db: Db, count: number, minStock = 1): Promise<StockedProduct[]> {
  return queryRows<StockedProduct>(
    db,
    sql`select p.id as product, i.id as image, p.available_edition as stock, p.max_per_order as "maxPerOrder"
        from products p
        join product_images i on i.product_id = p.id and i.primary_image
        join product_prices pp on pp.product_id = p.id and pp.country = 'eg' and pp.available
        where p.status = 'active' and p.product_status = 'accepted' and p.is_available_for_cod
          and p.available_edition >= ${minStock}
        order by p.sku limit ${count}`,
  );
}

let password: Promise<string> | undefined;
let batch = 0;

/**
 * `count` new customers, each with an Egyptian address and a cart holding `lines(i)`
 * (`{ image, quantity }`), ready for `placeOrder`.
 */
export async function makeShoppers(
  db: Db,
  services: Services,
  count: number,
  lines: (i: number) => Array<{ image: string; quantity: number }>,
): Promise<Shopper[]> {
  password ??= hashPassword("secret1");
  const passwordHash = await password;
  const [area] = await db
    .select({ governorateId: s.governorates.id, areaId: s.areas.id })
    .from(s.governorates)
    .innerJoin(s.areas, eq(s.areas.governorateId, s.governorates.id))
    .where(eq(s.governorates.country, "eg"))
    .orderBy(asc(s.governorates.displayOrder), asc(s.areas.displayOrder))
    .limit(1);
  const tag = `${Date.now().toString(36)}${batch++}`;
  const users = await db
    .insert(s.users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Shopper ${i}`,
        fName: "Shopper",
        lName: String(i),
        email: `shopper-${tag}-${i}@example.com`,
        passwordHash,
        favLang: "en" as const,
        mailLang: "en" as const,
      })),
    )
    .returning({
      id: s.users.id,
      email: s.users.email,
      tokenVersion: s.users.tokenVersion,
      privilageType: s.users.privilageType,
    });
  const ready = async (user: (typeof users)[number], i: number): Promise<Shopper> => {
    const ctx: RequestContext = {
      db,
      user: { id: user.id, role: "customer", privilageType: null, status: "active" },
      language: "en",
      country: "eg",
      services,
    };
    const address = await addAddress(ctx, {
      country: "eg",
      fName: "Mona",
      lName: "Adel",
      // Paymob's intention requires a billing email: checkout sends the address's.
      email: user.email,
      phone: "01012345678",
      governorateId: area!.governorateId,
      areaId: area!.areaId,
      streetName: "Tahrir",
      building: "5",
    });
    let cart = "";
    for (const line of lines(i)) cart = (await addToCart(ctx, line)).id;
    const token = await signSession(user, services.jwtSecret);
    return { id: user.id, email: user.email!, token, ctx, address: address.id, cart };
  };
  // Eight at a time: PostgreSQL's pool serves them together (PGlite, one connection, in turn).
  const shoppers: Shopper[] = [];
  for (let i = 0; i < users.length; i += 8)
    shoppers.push(...(await Promise.all(users.slice(i, i + 8).map((u, k) => ready(u, i + k)))));
  return shoppers;
}

/** A product's stock now. */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: s.products.availableEdition })
    .from(s.products)
    .where(eq(s.products.id, productId));
  return row!.n;
}

/** Sets products' stock (and their limit per order); answers how to put back what was there. */
export async function setStock(
  db: Db,
  productIds: readonly string[],
  stock: number,
  maxPerOrder?: number,
): Promise<() => Promise<void>> {
  const before = await db
    .select({ id: s.products.id, stock: s.products.availableEdition, max: s.products.maxPerOrder })
    .from(s.products)
    .where(inArray(s.products.id, [...productIds]));
  for (const id of productIds)
    await db
      .update(s.products)
      .set({ availableEdition: stock, ...(maxPerOrder ? { maxPerOrder } : {}) })
      .where(eq(s.products.id, id));
  return async () => {
    for (const row of before)
      await db
        .update(s.products)
        .set({ availableEdition: row.stock, maxPerOrder: row.max })
        .where(eq(s.products.id, row.id));
  };
}
