/**
 * ProductAdmin: a product's base price, revenues, site revenues and manufacturing costs, for
 * holders of `read:product-cost:any` only (decision 0052); never on the public Product type.
 */
import { getProductCosts, type ProductCosts } from "#domain/catalog/product-costs.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { perCountry, rowIn } from "./product-money.ts";

const ProductAdmin = builder.objectRef<ProductCosts>("ProductAdmin").implement({
  description: "A product's costs and revenues in each country's minor units (administrators)",
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    slug: t.exposeString("slug"),
    basePrice: t.exposeInt("basePrice"),
    ...perCountry(t, "Revenue", (p, c) => rowIn(p, c)?.revenue),
    ...perCountry(t, "SiteRevenue", (p, c) => rowIn(p, c)?.siteRevenue),
    ...perCountry(t, "ManufacturingCost", (p, c) => rowIn(p, c)?.manufacturingCost),
  }),
});

builder.queryField("getProductAdminById", (t) =>
  t.field({
    ...guard.admin("read:product-cost:any"),
    type: envelopeOf<ProductCosts>("ProductAdmin", ProductAdmin),
    description: "A product's costs and revenues by id or slug, whatever its status (administrators)",
    args: { product: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getProductCosts(ctx, String(args.product))),
  }),
);
