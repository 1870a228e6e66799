import { useState } from "react";
import { Link } from "react-router";
import { COUNTRIES } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { localName } from "../layout/links.ts";
import { UserText } from "../layout/user-text.tsx";
import {
  BagIcon,
  type CatalogActions,
  HeartIcon,
  heartSubmission,
  useCatalogActions,
  WISHLIST_FORM,
} from "./actions.tsx";
import { ProductImage } from "./image.tsx";
import { productPath } from "./links.ts";
import { PriceTag } from "./price.tsx";
import { RatingLine } from "./rating.tsx";
import type { CardProduct } from "./types.ts";

const CARD_SIZES = "(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * A product in a grid: image (second on hover), badge, designer, name, price, wishlist, add to cart.
 * The second picture is added the first time a mouse enters the card and fades in once loaded
 * (decision 0083): touch screens, which never hover, do not download it, and the HTML does not
 * carry it.
 */
export function ProductCard({
  product,
  eager = false,
  onAddToCart,
  onToggleWishlist,
}: {
  product: CardProduct;
  eager?: boolean;
  onAddToCart?: CatalogActions["addToCart"];
  onToggleWishlist?: CatalogActions["toggleWishlist"];
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const actions = useCatalogActions();
  const addToCart = onAddToCart ?? actions.addToCart;
  const toggleWishlist = onToggleWishlist ?? actions.toggleWishlist;
  const name = localName(locale.lang, product);
  const href = productPath(locale, product.slug);
  const [first, second] = product.images;
  const imageId = first?._id ?? null;
  const soldOut = product.availableEdition <= 0;
  const badge = product.badge;
  const saved = actions.inWishlist?.(product._id);
  const [hoverPicture, setHoverPicture] = useState<"none" | "loading" | "loaded">("none");
  return (
    <article
      className="group relative flex flex-col gap-2"
      data-testid="product-card"
      onPointerEnter={
        second && hoverPicture === "none"
          ? (e) => e.pointerType === "mouse" && setHoverPicture("loading")
          : undefined
      }
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-sand">
        <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true">
          {first ? (
            <ProductImage
              path={first.path}
              alt=""
              sizes={CARD_SIZES}
              eager={eager}
              className="size-full object-cover transition-opacity duration-300"
            />
          ) : null}
          {second && hoverPicture !== "none" ? (
            <ProductImage
              path={second.path}
              alt=""
              sizes={CARD_SIZES}
              eager
              onLoad={() => setHoverPicture("loaded")}
              className={`absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 ${hoverPicture === "loaded" ? "[@media(hover:hover)]:group-hover:opacity-100" : ""}`}
            />
          ) : null}
        </Link>
        {badge ? (
          <span
            className="absolute top-2 start-2 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: badge.color }}
          >
            {locale.lang === "ar" ? badge.titleAr : badge.title}
          </span>
        ) : null}
        <button
          type="submit"
          form={WISHLIST_FORM}
          {...heartSubmission(saved, product._id, imageId)}
          aria-pressed={saved}
          className="absolute top-2 end-2 grid size-9 place-items-center rounded-full bg-surface/90 text-ink shadow-sm transition hover:text-accent aria-pressed:text-accent aria-pressed:*:fill-current"
          aria-label={`${t(saved ? "card.wishlistRemove" : "card.wishlist")}: ${name}`}
          data-action="wishlist"
          data-product-id={product._id}
          data-image-id={imageId ?? undefined}
          onClick={() => toggleWishlist?.({ productId: product._id, imageId })}
        >
          <HeartIcon />
        </button>
        <button
          type="button"
          disabled={soldOut}
          className="absolute inset-x-2 bottom-2 flex items-center justify-center gap-2 rounded-full bg-ink/90 px-3 py-2 text-sm font-semibold text-canvas transition hover:bg-accent disabled:bg-muted/80 [@media(hover:hover)]:translate-y-2 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:translate-y-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:translate-y-0 [@media(hover:hover)]:group-hover:opacity-100"
          data-action="add-to-cart"
          data-product-id={product._id}
          data-image-id={imageId ?? undefined}
          onClick={() => addToCart?.({ productId: product._id, imageId })}
        >
          <BagIcon />
          <span>{soldOut ? t("card.outOfStock") : t("card.addToCart")}</span>
          <span className="sr-only">: {name}</span>
        </button>
      </div>
      {product.designer ? (
        <p className="truncate text-xs text-muted">
          <UserText text={localName(locale.lang, product.designer)} />
        </p>
      ) : null}
      <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink">
        <Link to={href} prefetch="intent" className="hover:text-accent focus-visible:text-accent">
          {name}
        </Link>
      </h3>
      <RatingLine rating={product.rating} />
      {product.allPriceAfterOffer !== null && product.allPriceBeforeOffer !== null ? (
        <PriceTag
          before={product.allPriceBeforeOffer}
          after={product.allPriceAfterOffer}
          discount={product.totalDiscount}
          country={locale.country}
          lang={locale.lang}
        />
      ) : (
        <p className="text-sm text-muted">
          {t("card.notSoldHere", { country: COUNTRIES[locale.country].names[locale.lang] })}
        </p>
      )}
    </article>
  );
}

/**
 * 2 per row on a phone, 3-4 on a laptop, 5 on wide screens; under a heading for screen readers
 * (the cards' names are h3: the filters' h2 is hidden on phones).
 */
export function ProductGrid({ products, eagerCount = 0 }: { products: CardProduct[]; eagerCount?: number }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <h2 className="sr-only">{t("card.results")}</h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-7 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 xl:grid-cols-5">
        {products.map((p, i) => (
          // Drawn as it nears the screen (decision 0083); 0.25rem around the card keeps its focus
          // rings inside the box that clips.
          <li key={p._id} className="below-fold -m-1 p-1 [contain-intrinsic-size:auto_20rem]">
            <ProductCard product={p} eager={i < eagerCount} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The most cards a row shows (decision 0083): a phone's 2 per screen and a wide screen's 5½ and a
 * scroll; the section's "view all" has the rest. Loaders keep no more than this.
 */
export const ROW_SIZE = 8;

/** A horizontal row of cards that scrolls (home sections, suggestions): at most ROW_SIZE. */
export function ProductRow({ products }: { products: CardProduct[] }) {
  return (
    <ul className="-mx-4 flex min-w-0 snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin]">
      {products.slice(0, ROW_SIZE).map((p) => (
        <li key={p._id} className="w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[22%] xl:w-[18%]">
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
