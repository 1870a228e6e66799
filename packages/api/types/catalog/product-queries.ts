/** One product: by id or slug, its images, one image, a tag, and the slugs for sitemaps. */

import type { ProductView } from "#domain/catalog/product.view.ts";
import { getImage, getProduct, getProductImages, productSlugs } from "#domain/catalog/products.service.ts";
import { getTag } from "#domain/catalog/tags.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ISO, withAskedCountry } from "./common.ts";
import { ProductImageRef, ProductRef, TagRef } from "./refs.ts";

const ProductResponse = envelopeOf<ProductView>("Product", ProductRef);
const ImagesResponse = envelopeOf<unknown[]>("ProductImages", [ProductImageRef]);
const ImageWithProduct = builder
  .objectRef<Awaited<ReturnType<typeof getImage>>>("ProductImageWithProduct")
  .implement({
    fields: (t) => ({
      _id: t.exposeID("id"),
      path: t.exposeString("path"),
      primaryImage: t.exposeBoolean("primaryImage"),
      featured: t.exposeBoolean("featured"),
      stage: t.exposeInt("stage"),
      egExtraPrice: t.exposeInt("egExtraPrice"),
      suExtraPrice: t.exposeInt("suExtraPrice"),
      emExtraPrice: t.exposeInt("emExtraPrice"),
      product: t.field({ type: ProductRef, resolve: (i) => i.product }),
    }),
  });
const ImageResponse = envelopeOf<unknown>("ProductImage", ImageWithProduct);
const TagResponse = envelopeOf<unknown>("Tag", TagRef);

builder.queryField("getProductById", (t) =>
  t.field({
    ...guard.public,
    type: ProductResponse,
    description: "One active product by id or slug, in any country (availableInCurrentCountry tells)",
    args: { product: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => getProduct(withAskedCountry(ctx, args), args.product)),
  }),
);

builder.queryField("getProductImages", (t) =>
  t.field({
    ...guard.public,
    type: ImagesResponse,
    args: { product: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      reply(ctx, async () =>
        (await getProductImages(ctx, args.product)).map((i) => ({ ...i, country: ctx.country })),
      ),
  }),
);

builder.queryField("getImageById", (t) =>
  t.field({
    ...guard.public,
    type: ImageResponse,
    args: { image: t.arg.string({ required: true }), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => getImage(withAskedCountry(ctx, args), args.image)),
  }),
);

builder.queryField("getTag", (t) =>
  t.field({
    ...guard.public,
    type: TagResponse,
    args: { tagId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getTag(ctx, args.tagId)),
  }),
);

const SitemapEntry = builder.objectRef<{ slug: string; updatedAt: Date }>("SitemapEntry").implement({
  fields: (t) => ({
    slug: t.exposeString("slug"),
    updatedAt: t.string({ resolve: (e) => ISO(e.updatedAt)! }),
  }),
});
const SitemapChunk = builder.objectRef<Awaited<ReturnType<typeof productSlugs>>>("ProductSitemap").implement({
  fields: (t) => ({
    items: t.field({ type: [SitemapEntry], resolve: (c) => c.items }),
    total: t.exposeInt("total"),
    chunks: t.exposeInt("chunks"),
  }),
});

builder.queryField("getProductSitemap", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<unknown>("ProductSitemap", SitemapChunk),
    description: "Slugs of the products sold in the country, 5,000 per chunk (sitemaps)",
    args: { chunk: t.arg.int(), currentCountry: t.arg.string() },
    resolve: (_root, args, ctx) =>
      reply(ctx, () => productSlugs(withAskedCountry(ctx, args), args.chunk ?? 1)),
  }),
);
