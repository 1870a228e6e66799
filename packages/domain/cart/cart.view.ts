import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import { type Discount, priceFor, priceOfQuantity } from "../pricing/pricing.rules.ts";

/** Prices of a line in one country (null when the item is not sold there). */
export interface LinePrice {
  one: number;
  ofQuantity: number;
  before: number;
  discountPercent: number;
  shipping: number;
  requiredDays: number;
}

export interface CartProductView {
  id: string;
  slug: string;
  name: string;
  arName: string;
  availableEdition: number;
  initAvailableEdition: number;
  maxPerOrder: number;
  singleWeight: number;
  isAvailableForCod: boolean;
  egyptOnly: boolean;
  categoryId: string | null;
  requiredDays: Partial<Record<CountryCode, number>>;
  salesNumber: Partial<Record<CountryCode, number>>;
  availableIn: CountryCode[];
}

export interface CartLineView {
  id: string;
  quantity: number;
  image: (typeof s.productImages.$inferSelect & { product: CartProductView }) | null;
  features: Array<typeof s.features.$inferSelect>;
  giftCard: { id: string; code: string; price: number; currency: string; theme: string } | null;
  prices: Partial<Record<CountryCode, LinePrice | null>>;
}

export interface CountryTotals {
  quantity: number;
  price: number;
  shippingFees: number;
  requiredDays: number;
}

export interface CartView {
  id: string;
  userId: string | null;
  status: string;
  createdIn: CountryCode;
  createdAt: Date;
  couponId: string | null;
  country: CountryCode;
  lines: CartLineView[];
  totals: Record<CountryCode, CountryTotals>;
  /** Every product in the cart may be paid cash on delivery. */
  codAvailable: boolean;
  address: typeof s.addresses.$inferSelect | null;
}

const discountOf = (
  d: { discount: number; startDate: Date; endDate: Date; status: "active" | "inactive" } | null,
) =>
  d
    ? ({
        percent: d.discount,
        startDate: d.startDate,
        endDate: d.endDate,
        status: d.status,
      } satisfies Discount)
    : null;

const extraOf = (
  row: { egExtraPrice: number; suExtraPrice: number; emExtraPrice: number },
  c: CountryCode,
) => (c === "eg" ? row.egExtraPrice : c === "sa" ? row.suExtraPrice : row.emExtraPrice);

/** A cart with its lines priced in every country (prices only through pricing.rules). */
export async function loadCartView(
  db: Db,
  cart: typeof s.carts.$inferSelect,
  country: CountryCode,
  address: typeof s.addresses.$inferSelect | null = null,
  now = new Date(),
): Promise<CartView> {
  const items = await db
    .select()
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cart.id))
    .orderBy(s.cartItems.createdAt);
  const imageIds = items.flatMap((i) => (i.imageId ? [i.imageId] : []));
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const featureIds = [...new Set(items.flatMap((i) => i.features))];
  const giftIds = items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : []));
  const [images, products, prices, feats, gifts] = await Promise.all([
    imageIds.length ? db.select().from(s.productImages).where(inArray(s.productImages.id, imageIds)) : [],
    productIds.length
      ? db
          .select({ p: s.products, offer: s.offers, collection: s.collections })
          .from(s.products)
          .leftJoin(s.offers, eq(s.offers.id, s.products.offerId))
          .leftJoin(s.collections, eq(s.collections.id, s.products.collectionId))
          .where(inArray(s.products.id, productIds))
      : [],
    productIds.length
      ? db.select().from(s.productPrices).where(inArray(s.productPrices.productId, productIds))
      : [],
    featureIds.length ? db.select().from(s.features).where(inArray(s.features.id, featureIds)) : [],
    giftIds.length ? db.select().from(s.giftCards).where(inArray(s.giftCards.id, giftIds)) : [],
  ]);
  const imageById = new Map(images.map((i) => [i.id, i]));
  const productById = new Map(products.map((r) => [r.p.id, r]));
  const featureById = new Map(feats.map((f) => [f.id, f]));
  const giftById = new Map(gifts.map((g) => [g.id, g]));
  const priceRow = (productId: string, c: CountryCode) =>
    prices.find((p) => p.productId === productId && p.country === c && p.available) ?? null;
  const sellable = (p: typeof s.products.$inferSelect, c: CountryCode) =>
    p.status === "active" &&
    p.productStatus === "accepted" &&
    !(p.egyptOnly && c !== "eg") &&
    !!priceRow(p.id, c);

  const lines: CartLineView[] = items.map((item) => {
    const features = item.features.flatMap((id) => (featureById.has(id) ? [featureById.get(id)!] : []));
    const gift = item.giftCardId ? giftById.get(item.giftCardId) : undefined;
    const giftCard = gift
      ? { id: gift.id, code: gift.code, price: gift.price, currency: gift.currency, theme: gift.theme }
      : null;
    const img = item.imageId ? imageById.get(item.imageId) : undefined;
    const prod = item.productId ? productById.get(item.productId) : undefined;
    const linePrices: CartLineView["prices"] = {};
    for (const c of COUNTRY_CODES) {
      if (giftCard) {
        linePrices[c] =
          COUNTRIES[c].currency === giftCard.currency
            ? {
                one: giftCard.price,
                ofQuantity: giftCard.price * item.quantity,
                before: giftCard.price,
                discountPercent: 0,
                shipping: 0,
                requiredDays: 0,
              }
            : null;
        continue;
      }
      const row = prod ? priceRow(prod.p.id, c) : null;
      if (!prod || !img || !row || !sellable(prod.p, c)) {
        linePrices[c] = null;
        continue;
      }
      const unit = priceFor(
        {
          price: row.price,
          tax: row.tax,
          extras: [extraOf(img, c), ...features.map((f) => extraOf(f, c))],
          offer: discountOf(prod.offer),
          collection: discountOf(prod.collection),
        },
        now,
      );
      linePrices[c] = {
        one: unit.after,
        ofQuantity: priceOfQuantity(unit, item.quantity),
        before: unit.before,
        discountPercent: unit.discountPercent,
        shipping: row.shippingExpense * item.quantity,
        requiredDays: row.requiredDays,
      };
    }
    const product: CartProductView | null = prod
      ? {
          id: prod.p.id,
          slug: prod.p.slug,
          name: prod.p.name,
          arName: prod.p.arName,
          availableEdition: prod.p.availableEdition,
          initAvailableEdition: prod.p.initAvailableEdition,
          maxPerOrder: prod.p.maxPerOrder,
          singleWeight: prod.p.singleWeight,
          isAvailableForCod: prod.p.isAvailableForCod,
          egyptOnly: prod.p.egyptOnly,
          categoryId: prod.p.categoryId,
          requiredDays: Object.fromEntries(
            prices.filter((p) => p.productId === prod.p.id).map((p) => [p.country, p.requiredDays]),
          ),
          salesNumber: Object.fromEntries(
            prices.filter((p) => p.productId === prod.p.id).map((p) => [p.country, p.salesNumber]),
          ),
          availableIn: COUNTRY_CODES.filter((c) => sellable(prod.p, c)),
        }
      : null;
    return {
      id: item.id,
      quantity: item.quantity,
      image: img && product ? { ...img, product } : null,
      features,
      giftCard,
      prices: linePrices,
    };
  });

  const totals = Object.fromEntries(
    COUNTRY_CODES.map((c) => {
      const t: CountryTotals = { quantity: 0, price: 0, shippingFees: 0, requiredDays: 0 };
      for (const line of lines) {
        const p = line.prices[c];
        if (!p) continue;
        t.quantity += line.quantity;
        t.price += p.ofQuantity;
        t.shippingFees += p.shipping;
        t.requiredDays = Math.max(t.requiredDays, p.requiredDays);
      }
      return [c, t];
    }),
  ) as Record<CountryCode, CountryTotals>;

  return {
    id: cart.id,
    userId: cart.userId,
    status: cart.status,
    createdIn: cart.createdIn,
    createdAt: cart.createdAt,
    couponId: cart.couponId,
    country,
    lines,
    totals,
    codAvailable: lines.every((l) => !l.image || l.image.product.isAvailableForCod),
    address,
  };
}

/** Carts by id that the caller may see (see cart.service accessible). */
export async function cartRow(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(s.carts)
    .where(and(eq(s.carts.id, id)));
  return row;
}
