import { useMemo, useState } from "react";
import { data, Form, Link } from "react-router";
import { priceFor } from "#domain/pricing/pricing.rules.ts";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import { BagIcon, HeartIcon, useCatalogActions, WISHLIST_FORM } from "../../components/catalog/actions.tsx";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs.tsx";
import { ProductImage } from "../../components/catalog/image.tsx";
import { designerPath, tagPath } from "../../components/catalog/links.ts";
import { PriceTag } from "../../components/catalog/price.tsx";
import { ProductRow } from "../../components/catalog/product-card.tsx";
import { ReviewForm } from "../../components/catalog/review-form.tsx";
import { breadcrumbLd, originOf, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { CARD_FIELDS, type CardProduct } from "../../components/catalog/types.ts";
import { categoryPath, localName, subCategoryPath } from "../../components/layout/links.ts";
import { type Envelope, gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { Route } from "./+types/product";

interface Feature {
  _id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  description: string;
  arDescription: string;
  featureImage: string | null;
  extraPrice: number;
}

interface Review {
  _id: string;
  text: string;
  rating: number | null;
  createdAt: string;
  user: { name: string };
}

interface Product {
  _id: string;
  slug: string;
  sku: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  briefDescription: string;
  arBriefDescription: string;
  lists: string[];
  arLists: string[];
  allPriceBeforeOffer: number | null;
  allPriceAfterOffer: number | null;
  totalDiscount: number;
  baseTax: number | null;
  currency: string;
  availableInCurrentCountry: boolean;
  egyptOnly: boolean;
  availableEdition: number;
  maxPerOrder: number;
  isAvailableForCod: boolean;
  requiredTime: number | null;
  images: Array<{ _id: string; path: string; width: number; height: number; extraPrice: number }>;
  features: Feature[];
  badges: Array<{
    code: string;
    name: string;
    arName: string;
    color: string;
    visibility: { productPage: boolean };
  }>;
  category: { _id: string; slug: string; name: string; arName: string } | null;
  subCategory: { _id: string; slug: string; name: string; arName: string } | null;
  designer: { _id: string; slug: string; name: string; arName: string; image: string | null } | null;
  tags: Array<{ _id: string; name: string; arName: string }>;
  rating: { average: number; count: number };
}

const PRODUCT = /* GraphQL */ `
  query Product($id: String!) {
    getProductById(product: $id) {
      status_code
      data {
        _id slug sku name arName description arDescription briefDescription arBriefDescription lists arLists
        allPriceBeforeOffer allPriceAfterOffer totalDiscount baseTax currency availableInCurrentCountry egyptOnly
        availableEdition maxPerOrder isAvailableForCod requiredTime
        images { _id path width height extraPrice }
        features { _id property arProperty value arValue description arDescription featureImage extraPrice }
        badges { code name arName color visibility { productPage } }
        category { _id slug name arName } subCategory { _id slug name arName }
        designer { _id slug name arName image } tags { _id name arName }
        rating { average count }
      }
    }
  }
`;

const RELATED = /* GraphQL */ `
  query Related($id: String!, $category: String, $sub: String) {
    reviews: getDiscussionReviews(product: $id, type: "review") { data { _id text rating createdAt user { name } } }
    suggested: getSuggestedProducts(product: $id, categoryId: $category, subCategoryId: $sub, limit: 10) { data { ${CARD_FIELDS} } }
    upSelling: upSellingProduct(product: $id, limit: 10) { data { ${CARD_FIELDS} } }
    permission: canReview(product: $id) { data { loggedIn reviewed } }
  }
`;

const ADD_REVIEW = /* GraphQL */ `
  mutation AddReview($product: String!, $text: String!, $rating: Int) {
    addReview(product: $product, type: "review", text: $text, rating: $rating) { status_code message errors }
  }
`;

/** One option per property; the first (cheapest) when none is chosen in the URL (?opt-<property>=). */
function initialChoice(features: Feature[], asked: string[]): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const f of features) if (!(f.property in choice)) choice[f.property] = f._id;
  for (const id of asked) {
    const f = features.find((x) => x._id === id);
    if (f) choice[f.property] = f._id;
  }
  return choice;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const result = await gql<{ getProductById: Envelope<Product> }>(context, locale, PRODUCT, {
    id: params.id,
  });
  const product = result.getProductById.data;
  if (!product) throw data(null, { status: 404 });
  const related = await gql<{
    reviews: Envelope<Review[]>;
    suggested: Envelope<CardProduct[]>;
    upSelling: Envelope<CardProduct[]>;
    permission: Envelope<{ loggedIn: boolean; reviewed: boolean }>;
  }>(context, locale, RELATED, {
    id: product._id,
    category: product.category?._id,
    sub: product.subCategory?._id,
  });
  const ar = locale.lang === "ar";
  const name = localName(locale.lang, product);
  const origin = originOf(request);
  const seo = seoFor(request, locale, {
    title: name,
    description: (ar ? product.arBriefDescription : product.briefDescription) || name,
    path: `/products/${product.slug}`,
    image: product.images[0]?.path,
  });
  const prefixed = { ...locale, prefixed: true };
  const inStock = product.availableEdition > 0;
  seo.jsonLd.push(
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name,
      sku: product.sku,
      description: ar ? product.arDescription : product.description,
      image: product.images.map((i) => `${origin}${i.path}`),
      url: seo.canonical,
      ...(product.designer
        ? { brand: { "@type": "Brand", name: localName(locale.lang, product.designer) } }
        : {}),
      ...(product.category ? { category: localName(locale.lang, product.category) } : {}),
      ...(product.rating.count > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
            },
          }
        : {}),
      ...(product.availableInCurrentCountry && product.allPriceAfterOffer !== null
        ? {
            offers: {
              "@type": "Offer",
              url: seo.canonical,
              price: (product.allPriceAfterOffer / 100).toFixed(2),
              priceCurrency: COUNTRIES[locale.country].currency,
              availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              itemCondition: "https://schema.org/NewCondition",
              hasMerchantReturnPolicy: {
                "@type": "MerchantReturnPolicy",
                applicableCountry: COUNTRIES[locale.country].header,
                returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
                merchantReturnDays: 15,
              },
            },
          }
        : {}),
    },
    breadcrumbLd(origin, [
      { name: ar ? "الرئيسية" : "Home", path: localePath(prefixed, "/") },
      ...(product.category
        ? [
            {
              name: localName(locale.lang, product.category),
              path: localePath(prefixed, `/categories/${product.category.slug}`),
            },
          ]
        : []),
      { name, path: seo.canonical },
    ]),
  );
  // One radio group per property: ?opt-Color=<id>&opt-Size=<id> (the form works without JavaScript).
  const asked = [...new URL(request.url).searchParams].filter(([k]) => k.startsWith("opt")).map(([, v]) => v);
  return {
    product,
    choice: initialChoice(product.features, asked),
    reviews: related.reviews.data ?? [],
    suggested: related.suggested.data ?? [],
    upSelling: related.upSelling.data ?? [],
    permission: related.permission.data ?? { loggedIn: false, reviewed: false },
    seo,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const rating = Number(form.get("rating"));
  const result = await gql<{ addReview: { status_code: number; message: string; errors: string[] } }>(
    context,
    locale,
    ADD_REVIEW,
    {
      product: String(form.get("product") ?? params.id),
      text: String(form.get("text") ?? ""),
      rating: Number.isInteger(rating) && rating > 0 ? rating : null,
    },
  );
  const reply = result.addReview;
  return { ok: reply.status_code === 200, message: reply.message, errors: reply.errors.slice(1) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function Gallery({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation("catalog");
  const images = product.images;
  return (
    <section aria-label={t("product.gallery")} className="flex flex-col gap-3">
      <ul className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-sand [scrollbar-width:none]">
        {images.map((img, i) => (
          <li key={img._id} id={`image-${i + 1}`} className="w-full shrink-0 snap-center">
            <ProductImage
              path={img.path}
              alt={i === 0 ? name : `${name} (${i + 1})`}
              width={img.width}
              height={img.height}
              sizes="(min-width: 1024px) 50vw, 100vw"
              eager={i === 0}
              className="aspect-square w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((img, i) => (
            <li key={img._id} className="shrink-0">
              <a
                href={`#image-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  document
                    .getElementById(`image-${i + 1}`)
                    ?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "center" });
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
    </section>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-accent">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= Math.round(rating) ? "" : "text-line"}>
          ★
        </span>
      ))}
    </span>
  );
}

function Reviews({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const { product, reviews, permission } = loaderData;
  return (
    <section aria-labelledby="reviews-title" className="mt-14 grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div>
        <h2 id="reviews-title" className="mb-2 text-xl font-semibold">
          {t("product.reviews")}
        </h2>
        <p className="mb-5 flex items-center gap-2 text-sm text-muted">
          {product.rating.count > 0 ? (
            <Stars
              rating={product.rating.average}
              label={t("product.ratingOf", { rating: product.rating.average })}
            />
          ) : null}
          {t("product.reviewsCount", { count: product.rating.count })}
        </p>
        <ul className="flex flex-col gap-4">
          {reviews.map((r) => (
            <li key={r._id} className="rounded-xl bg-surface p-4">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{r.user.name}</span>
                {r.rating ? (
                  <Stars rating={r.rating} label={t("product.ratingOf", { rating: r.rating })} />
                ) : null}
                <time dateTime={r.createdAt} className="text-muted">
                  {formatDate(r.createdAt, locale.lang, locale.country)}
                </time>
              </p>
              <p className="mt-2 whitespace-pre-line">{r.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl bg-surface p-5 lg:self-start">
        <h3 className="mb-3 font-semibold">{t("product.writeReview")}</h3>
        {!permission.loggedIn ? (
          <p className="text-sm">
            <Link
              to={localePath(locale, "/login")}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {tt("header.login")}
            </Link>{" "}
            <span className="text-muted">{t("product.loginToReview")}</span>
          </p>
        ) : permission.reviewed || actionData?.ok ? (
          <p className="text-sm text-success" role="status">
            {actionData?.ok ? t("product.reviewThanks") : t("product.alreadyReviewed")}
          </p>
        ) : (
          <ReviewForm productId={product._id} actionData={actionData} />
        )}
      </div>
    </section>
  );
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const actions = useCatalogActions();
  const { product, suggested, upSelling } = loaderData;
  const ar = locale.lang === "ar";
  const name = localName(locale.lang, product);
  const [choice, setChoice] = useState(loaderData.choice);
  const groups = useMemo(() => {
    const map = new Map<string, Feature[]>();
    for (const f of product.features) map.set(f.property, [...(map.get(f.property) ?? []), f]);
    return [...map.values()];
  }, [product.features]);
  const sold = product.availableInCurrentCountry && product.allPriceBeforeOffer !== null;
  // The same pricing rules as the server (decision 0006), with the product's running discount.
  const price = sold
    ? priceFor({
        price: product.allPriceBeforeOffer!,
        tax: product.baseTax ?? 0,
        extras: Object.values(choice).map(
          (id) => product.features.find((f) => f._id === id)?.extraPrice ?? 0,
        ),
        offer:
          product.totalDiscount > 0
            ? {
                percent: product.totalDiscount,
                status: "active",
                startDate: new Date(0),
                endDate: new Date(8.64e15),
              }
            : null,
      })
    : null;
  const inStock = product.availableEdition > 0;
  const imageId = product.images[0]?._id ?? null;
  const country = COUNTRIES[locale.country].names[locale.lang];
  const lists = ar ? product.arLists : product.lists;
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16">
      <Breadcrumbs
        items={[
          { name: tt("nav.home"), to: localePath(locale, "/") },
          ...(product.category
            ? [
                {
                  name: localName(locale.lang, product.category),
                  to: categoryPath(locale, product.category.slug),
                },
              ]
            : []),
          ...(product.category && product.subCategory
            ? [
                {
                  name: localName(locale.lang, product.subCategory),
                  to: subCategoryPath(locale, product.category.slug, product.subCategory._id),
                },
              ]
            : []),
          { name },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery product={product} name={name} />
        <div className="flex flex-col gap-5">
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
            <h1 className="text-2xl leading-snug font-semibold sm:text-3xl">{name}</h1>
            {product.designer ? (
              <p className="mt-1 text-sm text-muted">
                {t("product.designer")}:{" "}
                <Link
                  to={designerPath(locale, product.designer.slug)}
                  className="text-ink underline underline-offset-4 hover:text-accent"
                >
                  {localName(locale.lang, product.designer)}
                </Link>
              </p>
            ) : null}
            <p className="mt-3 text-muted">{ar ? product.arBriefDescription : product.briefDescription}</p>
          </div>
          {price ? (
            <div data-testid="product-price">
              <PriceTag
                before={price.before}
                after={price.after}
                discount={price.discountPercent}
                country={locale.country}
                lang={locale.lang}
                size="lg"
              />
              <p className="mt-1 text-sm text-muted">
                {t("product.taxIncluded", { tax: formatMoney(price.tax, locale.country, locale.lang) })}
              </p>
            </div>
          ) : (
            <p className="rounded-xl bg-danger/10 p-3 font-semibold text-danger" role="note">
              {product.egyptOnly && locale.country !== "eg"
                ? t("product.egyptOnly")
                : t("product.notSoldHere", { country })}
            </p>
          )}
          {groups.length && sold ? (
            <Form
              method="get"
              preventScrollReset
              replace
              className="flex flex-col gap-4"
              aria-label={t("product.options")}
            >
              <h2 className="font-semibold">{t("product.options")}</h2>
              {groups.map((options) => (
                <fieldset key={options[0]!.property}>
                  <legend className="mb-2 text-sm font-medium">
                    {ar ? options[0]!.arProperty : options[0]!.property}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {options.map((f) => (
                      <label key={f._id} className="cursor-pointer">
                        <input
                          type="radio"
                          name={`opt-${f.property}`}
                          value={f._id}
                          checked={choice[f.property] === f._id}
                          onChange={() => setChoice({ ...choice, [f.property]: f._id })}
                          className="peer sr-only"
                          data-testid="feature-option"
                          data-extra={f.extraPrice}
                        />
                        <span className="flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm peer-checked:border-ink peer-checked:ring-1 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-accent">
                          {f.featureImage ? (
                            <img
                              src={f.featureImage.replace(/-800\./, "-400.")}
                              alt=""
                              width={24}
                              height={24}
                              className="size-6 rounded-full object-cover"
                              loading="lazy"
                            />
                          ) : null}
                          {ar ? f.arValue : f.value}
                          {f.extraPrice > 0 ? (
                            <span className="text-muted">
                              {t("product.optionExtra", {
                                price: formatMoney(f.extraPrice, locale.country, locale.lang),
                              })}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              <noscript>
                <button type="submit" className="rounded-full border border-line px-4 py-1.5 text-sm">
                  {t("product.updatePrice")}
                </button>
              </noscript>
            </Form>
          ) : null}
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
          <div className="flex gap-3">
            <button
              type="button"
              disabled={!sold || !inStock}
              className="flex flex-1 items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-accent-dark disabled:bg-muted/60"
              data-action="add-to-cart"
              data-product-id={product._id}
              data-image-id={imageId ?? undefined}
              data-features={Object.values(choice).join(",")}
              onClick={() =>
                actions.addToCart?.({ productId: product._id, imageId, features: Object.values(choice) })
              }
            >
              <BagIcon size={20} />
              {inStock ? t("card.addToCart") : t("card.outOfStock")}
            </button>
            <button
              type="submit"
              form={WISHLIST_FORM}
              aria-pressed={actions.inWishlist?.(product._id)}
              className="grid size-12 place-items-center rounded-full border border-line bg-surface hover:text-accent aria-pressed:text-accent aria-pressed:*:fill-current"
              aria-label={t(actions.inWishlist?.(product._id) ? "card.wishlistRemove" : "card.wishlist")}
              data-action="wishlist"
              data-product-id={product._id}
              data-image-id={imageId ?? undefined}
              onClick={() => actions.toggleWishlist?.({ productId: product._id, imageId })}
            >
              <HeartIcon size={22} />
            </button>
          </div>
          <p className="rounded-xl bg-sand/70 p-3 text-sm">{t("product.returns")}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {product.category ? (
              <>
                <dt className="text-muted">{t("product.category")}</dt>
                <dd>
                  <Link
                    to={categoryPath(locale, product.category.slug)}
                    className="hover:text-accent hover:underline"
                  >
                    {localName(locale.lang, product.category)}
                  </Link>
                </dd>
              </>
            ) : null}
            {product.tags.length ? (
              <>
                <dt className="text-muted">{t("product.tags")}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {product.tags.map((tag) => (
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
        </div>
      </div>
      <section className="mt-12 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 className="mb-3 text-xl font-semibold">{t("product.description")}</h2>
          <p className="leading-relaxed whitespace-pre-line">
            {ar ? product.arDescription : product.description}
          </p>
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
      <Reviews loaderData={loaderData} actionData={actionData} />
      {upSelling.length ? (
        <section className="mt-14">
          <h2 className="mb-4 text-xl font-semibold">{t("product.upSelling")}</h2>
          <ProductRow products={upSelling} />
        </section>
      ) : null}
      {suggested.length ? (
        <section className="mt-14">
          <h2 className="mb-4 text-xl font-semibold">{t("product.suggested")}</h2>
          <ProductRow products={suggested} />
        </section>
      ) : null}
    </main>
  );
}
