/** Per-country price rows of a product, derived from its Egyptian price (whole pounds). */
import type { productPrices } from "../schema/index.ts";
import { DEMO_SETTINGS } from "./data/settings.ts";
import { nicePrice, type Rng } from "./util.ts";

type PriceRow = typeof productPrices.$inferInsert;

const VAT = { eg: 14, sa: 15, ae: 5 } as const;

/** Converts whole Egyptian pounds to a nice price in the country's currency (whole units). */
function fromEgp(egp: number, country: "eg" | "sa" | "ae"): number {
  if (country === "eg") return egp;
  return nicePrice(egp / (country === "sa" ? DEMO_SETTINGS.sarToEgp : DEMO_SETTINGS.aedToEgp));
}

/** Extra price of an option in minor units for each country. */
export function extraPrices(egp: number) {
  return {
    egExtraPrice: egp * 100,
    suExtraPrice: egp === 0 ? 0 : fromEgp(egp, "sa") * 100,
    emExtraPrice: egp === 0 ? 0 : fromEgp(egp, "ae") * 100,
  };
}

export function priceRows(
  productId: string,
  egp: number,
  bulky: boolean,
  r: Rng,
  availability: { sa: boolean | null; ae: boolean | null },
): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const country of ["eg", "sa", "ae"] as const) {
    const available = country === "eg" ? true : availability[country];
    if (available === null) continue;
    const price = fromEgp(egp, country) * 100;
    const tax = Math.round((price * VAT[country]) / (100 + VAT[country]));
    const manufacturingCost = Math.round(price * 0.45);
    const revenue = Math.round(price * 0.15);
    const egShipping = bulky ? r.int(35, 90) * 10 : r.int(6, 15) * 10;
    const shipping = country === "eg" ? egShipping : nicePrice(egShipping / 3);
    rows.push({
      productId,
      country,
      available,
      price,
      tax,
      revenue,
      siteRevenue: price - tax - manufacturingCost - revenue,
      manufacturingCost,
      shippingExpense: shipping * 100,
      requiredDays: country === "eg" ? (bulky ? r.int(7, 14) : r.int(3, 6)) : r.int(10, 25),
      salesNumber: country === "eg" ? r.int(0, 250) : country === "sa" ? r.int(0, 60) : 0,
    });
  }
  return rows;
}
