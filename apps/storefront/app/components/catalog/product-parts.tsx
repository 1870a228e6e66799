/**
 * The product page's parts that only show data (no state, no handlers of their own): the
 * trail, the gallery, the title, the facts, the description, the reviews. The browser keeps the
 * server's markup of the product the document was loaded with and loads this module only to
 * show another product (routes/catalog/product.tsx, `ProductPart`).
 */
import { Link } from "react-router";
import { safeForDisplay } from "#i18n/bidi.ts";
import { formatDate } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { CloseIcon } from "../layout/icons.tsx";
import { categoryPath, invokes, localName, subCategoryPath } from "../layout/links.ts";
import { glideToTarget, showInViewer, VIEWER_ID } from "../layout/static-island.tsx";
import { UserText } from "../layout/user-text.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ProductImage } from "./image.tsx";
import { designerPath, tagPath } from "./links.ts";
import type { PageProduct, PageReview } from "./product-types.ts";
import { RatingLine, Stars } from "./rating.tsx";
import { RatingSpread } from "./rating-spread.tsx";

export function Trail({ product }: { product: PageProduct }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { category, subCategory } = product;
  return (
    <Breadcrumbs
      items={[
        { name: t("nav.home"), to: localePath(locale, "/") },
        ...(category
          ? [{ name: localName(locale.lang, category), to: categoryPath(locale, category.slug) }]
          : []),
        ...(category && subCategory
          ? [
              {
                name: localName(locale.lang, subCategory),
                to: subCategoryPath(locale, category.slug, subCategory._id),
              },
            ]
          : []),
        { name: localName(locale.lang, product) },
      ]}
    />
  );
}

/**
 * The images side by side (scroll snap); a thumbnail glides its image into view, a picture opens the
 * full-screen viewer at itself (an invoker button: it opens before the page's script runs; kept
 * markup: static-island.tsx).
 */
export function Gallery({ images, name }: { images: PageProduct["images"]; name: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-label={t("product.gallery")} className="flex flex-col gap-3">
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard scrolls the images (decision 0071)
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-sand [scrollbar-width:none]"
      >
        {images.map((img, i) => (
          <li key={img._id} id={`image-${i + 1}`} className="w-full shrink-0 snap-center">
            <button
              type="button"
              {...invokes(VIEWER_ID, "show-modal")}
              data-view={`view-${i + 1}`}
              onClick={(e) => showInViewer(e)}
              className="block w-full cursor-zoom-in"
              aria-label={t("product.zoom", { n: i + 1 })}
              // One Tab stop for the pictures: the first opens the viewer, whose arrows reach every
              // picture; the thumbnails below scroll to each (the others stay a click or a tap away).
              tabIndex={i === 0 ? undefined : -1}
            >
              <ProductImage
                path={img.path}
                alt={i === 0 ? name : `${name} (${i + 1})`}
                width={img.width}
                height={img.height}
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority={i === 0}
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((img, i) => (
            <li key={img._id} className="shrink-0">
              <a
                href={`#image-${i + 1}`}
                data-scroll-into-view
                onClick={(e) => {
                  e.preventDefault();
                  glideToTarget(e.currentTarget);
                }}
                className="block overflow-hidden rounded-lg border border-line hover:border-accent"
                aria-label={t("product.showImage", { n: i + 1 })}
              >
                <ProductImage
                  path={img.path}
                  alt=""
                  width={img.width}
                  height={img.height}
                  sizes="80px"
                  className="size-16 object-cover sm:size-20"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog id={VIEWER_ID} aria-label={t("product.viewer")} className="picture-viewer">
        <button
          type="button"
          {...invokes(VIEWER_ID, "close")}
          className="fixed top-3 end-3 z-10 grid size-12 place-items-center rounded-full bg-surface text-ink shadow-lg"
        >
          <CloseIcon />
          <span className="sr-only">{t("product.closeZoom")}</span>
        </button>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the pictures scroll with the arrow keys */}
        <ul tabIndex={0} className="flex h-full snap-x snap-mandatory overflow-x-auto outline-none">
          {images.map((img, i) => (
            <li
              key={img._id}
              id={`view-${i + 1}`}
              className="grid h-full w-full shrink-0 snap-center place-items-center p-2"
            >
              <ProductImage
                path={img.path}
                alt={i === 0 ? name : `${name} (${i + 1})`}
                width={img.width}
                height={img.height}
                sizes="100vw"
                className="max-h-full w-auto max-w-full object-contain"
              />
            </li>
          ))}
        </ul>
      </dialog>
    </section>
  );
}

/** Badges, name, designer and the brief description. */
export function Heading({ product }: { product: PageProduct }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {product.badges
          .filter((b) => b.visibility.productPage)
          .map((b) => (
            <span
              key={b.code}
              className="rounded-full px-3 py-0.5 text-xs font-semibold text-white"
              style={{ backgroundColor: b.color }}
            >
              {ar ? b.arName : b.name}
            </span>
          ))}
      </div>
      <div>
        <h1 className="text-2xl leading-snug font-semibold sm:text-3xl">{localName(locale.lang, product)}</h1>
        {product.rating.count > 0 ? (
          <a
            href="#reviews-title"
            data-scroll-into-view
            className="mt-1 inline-block"
            data-testid="title-rating"
          >
            <RatingLine rating={product.rating} full />
          </a>
        ) : null}
        {product.designer ? (
          <p className="mt-1 text-sm text-muted">
            {t("product.designer")}:{" "}
            <Link
              to={designerPath(locale, product.designer.slug)}
              className="text-ink underline underline-offset-4 hover:text-accent"
            >
              <UserText text={localName(locale.lang, product.designer)} />
            </Link>
          </p>
        ) : null}
        <p className="mt-3 text-muted">{ar ? product.arBriefDescription : product.briefDescription}</p>
      </div>
    </>
  );
}

/** Delivery time, stock, order limit, cash on delivery. */
export function Facts({ product, sold }: { product: PageProduct; sold: boolean }) {
  const { t } = useTranslation("catalog");
  const inStock = product.availableEdition > 0;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {sold && product.requiredTime !== null ? (
        <li>{t("product.delivery", { count: product.requiredTime })}</li>
      ) : null}
      {inStock ? (
        product.availableEdition <= 10 ? (
          <li className="font-semibold text-danger">
            {t("product.editionLeft", { count: product.availableEdition })}
          </li>
        ) : null
      ) : (
        <li className="font-semibold text-danger">{t("card.outOfStock")}</li>
      )}
      <li>{t("product.maxPerOrder", { count: product.maxPerOrder })}</li>
      <li>{product.isAvailableForCod ? t("product.cod") : t("product.noCod")}</li>
      {product.egyptOnly && sold ? <li className="text-muted">{t("product.egyptOnly")}</li> : null}
    </ul>
  );
}

/** The returns note, the category and the tags. */
export function Filing({ category, tags }: { category: PageProduct["category"]; tags: PageProduct["tags"] }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  return (
    <>
      <p className="rounded-xl bg-sand/70 p-3 text-sm">{t("product.returns")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {category ? (
          <>
            <dt className="text-muted">{t("product.category")}</dt>
            <dd>
              <Link to={categoryPath(locale, category.slug)} className="hover:text-accent hover:underline">
                {localName(locale.lang, category)}
              </Link>
            </dd>
          </>
        ) : null}
        {tags.length ? (
          <>
            <dt className="text-muted">{t("product.tags")}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <Link
                  key={tag._id}
                  to={tagPath(locale, tag._id)}
                  className="rounded-full bg-sand px-2.5 py-0.5 hover:bg-accent hover:text-white"
                >
                  {localName(locale.lang, tag)}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

/** The description and the list of details. */
export function Description({ text, lists }: { text: string; lists: string[] }) {
  const { t } = useTranslation("catalog");
  return (
    <section className="mt-12 grid gap-8 lg:grid-cols-2">
      <div>
        <h2 className="mb-3 text-xl font-semibold">{t("product.description")}</h2>
        <p className="leading-relaxed whitespace-pre-line">{text}</p>
      </div>
      {lists.length ? (
        <div>
          <h2 className="mb-3 text-xl font-semibold">{t("product.details")}</h2>
          <ul className="list-disc space-y-1.5 ps-5">
            {lists.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The reviews' heading, the average and the list. */
export function ReviewList({ rating, reviews }: { rating: PageProduct["rating"]; reviews: PageReview[] }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  return (
    <div>
      <h2 id="reviews-title" className="mb-2 text-xl font-semibold">
        {t("product.reviews")}
      </h2>
      <p className="mb-5 flex items-center gap-2 text-sm text-muted">
        {rating.count > 0 ? (
          <Stars rating={rating.average} label={t("card.ratingOf", { rating: rating.average })} />
        ) : null}
        {t("card.reviewsCount", { count: rating.count })}
      </p>
      <RatingSpread rating={rating} />
      <ul className="flex flex-col gap-4">
        {reviews.map((r) => (
          <li key={r._id} className="rounded-xl bg-surface p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <UserText className="font-semibold" text={r.user.name} />
              {r.rating ? <Stars rating={r.rating} label={t("card.ratingOf", { rating: r.rating })} /> : null}
              <time dateTime={r.createdAt} className="text-muted">
                {formatDate(r.createdAt, locale.lang, locale.country)}
              </time>
            </p>
            <p dir="auto" className="mt-2 whitespace-pre-line">
              {safeForDisplay(r.text)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
