import {
  addRemoveWishlist,
  getUserWishlist,
  type WishlistItemView,
  wishlistProductIds,
} from "#domain/wishlist/wishlist.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

type Product = WishlistItemView["product"];
const WishlistPrice = builder.objectRef<NonNullable<Product["price"]>>("WishlistPrice").implement({
  fields: (t) => ({
    before: t.exposeInt("before"),
    after: t.exposeInt("after"),
    discountPercent: t.exposeInt("discountPercent"),
  }),
});
const WishlistProduct = builder.objectRef<Product>("WishlistProduct").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    arName: t.exposeString("arName"),
    designerName: t.exposeString("designerName", { nullable: true }),
    price: t.field({
      type: WishlistPrice,
      nullable: true,
      description: "In the current country, minor units; null when not sold there",
      resolve: (p) => p.price,
    }),
    availableEdition: t.exposeInt("availableEdition"),
  }),
});
const WishlistImage = builder.objectRef<NonNullable<WishlistItemView["image"]>>("WishlistImage").implement({
  fields: (t) => ({ _id: t.exposeID("id"), path: t.exposeString("path") }),
});
const WishlistItem = builder.objectRef<WishlistItemView>("WishlistItem").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    createdAt: t.string({ resolve: (w) => w.createdAt.toISOString() }),
    image: t.field({ type: WishlistImage, nullable: true, resolve: (w) => w.image }),
    product: t.field({ type: WishlistProduct, resolve: (w) => w.product }),
  }),
});
type Toggle = { inWishlist: boolean; image: string | null; product: string };
const WishlistToggle = builder.objectRef<Toggle>("WishlistToggle").implement({
  fields: (t) => ({
    inWishlist: t.exposeBoolean("inWishlist"),
    image: t.exposeID("image", { nullable: true }),
    product: t.exposeID("product"),
  }),
});

const WishlistProductIds = builder.objectRef<{ products: string[] }>("WishlistProductIds").implement({
  fields: (t) => ({ products: t.exposeIDList("products") }),
});

const WishlistResponse = envelopeOf<WishlistItemView[]>("Wishlist", [WishlistItem]);
const WishlistToggleResponse = envelopeOf<Toggle>("WishlistToggle", WishlistToggle);

builder.queryField("getUserWishlist", (t) =>
  t.field({
    ...guard.signedIn,
    type: WishlistResponse,
    args: { user: t.arg.id(), currentCountry: t.arg.string() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        getUserWishlist(
          { ...ctx, country: countryOf(args.currentCountry, ctx) },
          { user: args.user?.toString() },
        ),
      ),
  }),
);

builder.queryField("getWishlistProductIds", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<{ products: string[] }>("WishlistProductIds", WishlistProductIds),
    description: "The products on the caller's own wishlist (for the hearts); never another user's",
    resolve: (_r, _args, ctx) => reply(ctx, async () => ({ products: await wishlistProductIds(ctx) })),
  }),
);

builder.mutationField("addRemoveWishlist", (t) =>
  t.field({
    ...guard.signedIn,
    type: WishlistToggleResponse,
    description: "Puts the image (or product) on the user's wishlist, or takes it off",
    args: { image: t.arg.id(), product: t.arg.id(), user: t.arg.id() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        addRemoveWishlist(ctx, {
          image: args.image?.toString(),
          product: args.product?.toString(),
          user: args.user?.toString(),
        }),
      ),
  }),
);
