import { eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isRowId } from "#kernel/ids.ts";
import type { AddressRow } from "../accounts/accounts.api.ts";
import { type FeatureRow, type ImageRow, type SellableItem, sellableItems } from "../catalog/catalog.api.ts";
import { priceOfQuantity } from "../pricing/pricing.api.ts";

export type CartRow = typeof s.carts.$inferSelect;

/** Prices of a line in one country (null when the item is not sold there). */
interface LinePrice {
  one: number;
  ofQuantity: number;
  before: number;
  discountPercent: number;
  shipping: number;
  requiredDays: number;
}

/** A cart line's product: the catalogue's sellable item with its countries summed up. */
export type CartProductView = Pick<
  SellableItem,
  | "slug"
  | "name"
  | "arName"
  | "availableEdition"
  | "initAvailableEdition"
  | "maxPerOrder"
  | "singleWeight"
  | "isAvailableForCod"
  | "egyptOnly"
  | "categoryId"
> & {
  id: string;
  requiredDays: Partial<Record<CountryCode, number>>;
  salesNumber: Partial<Record<CountryCode, number>>;
  availableIn: CountryCode[];
};

export interface CartLineView {
  id: string;
  quantity: number;
  image: (ImageRow & { product: CartProductView }) | null;
  features: FeatureRow[];
  /** A gift card being bought (never its code: an unpaid card's code is nobody's to read). */
  giftCard: {
    id: string;
    price: number;
    currency: string;
    theme: string;
    recipientName: string;
    startAt: Date;
  } | null;
  prices: Partial<Record<CountryCode, LinePrice | null>>;
}

interface CountryTotals {
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
  address: AddressRow | null;
}

/** A gift card's price in the countries of its currency (gift cards are not shipped). */
function giftCardPrices(
  gift: NonNullable<CartLineView["giftCard"]>,
  quantity: number,
): CartLineView["prices"] {
  return Object.fromEntries(
    COUNTRY_CODES.map((c) => [
      c,
      COUNTRIES[c].currency === gift.currency
        ? {
            one: gift.price,
            ofQuantity: gift.price * quantity,
            before: gift.price,
            discountPercent: 0,
            shipping: 0,
            requiredDays: 0,
          }
        : null,
    ]),
  );
}

/** A product line's prices in every country, from the catalogue's sellable item. */
function productPrices(item: SellableItem | null, quantity: number): CartLineView["prices"] {
  return Object.fromEntries(
    COUNTRY_CODES.map((c) => {
      const here = item?.inCountries[c];
      if (!item?.image || !here?.price) return [c, null];
      return [
        c,
        {
          one: here.price.after,
          ofQuantity: priceOfQuantity(here.price, quantity),
          before: here.price.before,
          discountPercent: here.price.discountPercent,
          shipping: here.shippingFee * quantity,
          requiredDays: here.requiredDays ?? 0,
        },
      ];
    }),
  );
}

function productView(item: SellableItem): CartProductView {
  const listed = COUNTRY_CODES.flatMap((c) => {
    const here = item.inCountries[c];
    return here && here.requiredDays !== null ? [here] : [];
  });
  return {
    id: item.productId,
    slug: item.slug,
    name: item.name,
    arName: item.arName,
    availableEdition: item.availableEdition,
    initAvailableEdition: item.initAvailableEdition,
    maxPerOrder: item.maxPerOrder,
    singleWeight: item.singleWeight,
    isAvailableForCod: item.isAvailableForCod,
    egyptOnly: item.egyptOnly,
    categoryId: item.categoryId,
    requiredDays: Object.fromEntries(listed.map((h) => [h.country, h.requiredDays])),
    salesNumber: Object.fromEntries(listed.map((h) => [h.country, h.salesNumber])),
    availableIn: COUNTRY_CODES.filter((c) => item.inCountries[c]?.sold),
  };
}

/** A cart with its lines priced in every country (prices only through the catalogue's API). */
export async function loadCartView(
  ctx: Pick<RequestContext, "db" | "country">,
  cart: CartRow,
  address: AddressRow | null = null,
  now = new Date(),
): Promise<CartView> {
  const items = await ctx.db
    .select()
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cart.id))
    .orderBy(s.cartItems.createdAt);
  const products = items.filter((i) => i.imageId);
  const giftIds = items.flatMap((i) => (i.giftCardId ? [i.giftCardId] : []));
  const [sellable, gifts] = await Promise.all([
    products.length
      ? sellableItems(
          ctx,
          products.map((i) => ({ imageId: i.imageId, features: i.features, quantity: i.quantity })),
          { countries: COUNTRY_CODES, now },
        )
      : [],
    giftIds.length ? ctx.db.select().from(s.giftCards).where(inArray(s.giftCards.id, giftIds)) : [],
  ]);
  const itemByLine = new Map(products.map((line, i) => [line.id, sellable[i] ?? null]));
  const giftById = new Map(gifts.map((g) => [g.id, g]));

  const lines: CartLineView[] = items.map((line) => {
    const gift = line.giftCardId ? giftById.get(line.giftCardId) : undefined;
    const giftCard = gift
      ? {
          id: gift.id,
          price: gift.price,
          currency: gift.currency,
          theme: gift.theme,
          recipientName: gift.recipientName,
          startAt: gift.startAt,
        }
      : null;
    const item = itemByLine.get(line.id) ?? null;
    return {
      id: line.id,
      quantity: line.quantity,
      image: item?.image ? { ...item.image, product: productView(item) } : null,
      features: item?.features ?? [],
      giftCard,
      prices: giftCard ? giftCardPrices(giftCard, line.quantity) : productPrices(item, line.quantity),
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
    country: ctx.country,
    lines,
    totals,
    codAvailable: lines.every((l) => !l.image || l.image.product.isAvailableForCod),
    address,
  };
}

/** A cart by id (see cart.service mayUse for who may see it). */
export async function cartRow(ctx: Pick<RequestContext, "db">, id: string): Promise<CartRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await ctx.db.select().from(s.carts).where(eq(s.carts.id, id));
  return row;
}
