import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { deliveryWindow } from "#domain/checkout/delivery-window.rules.ts";
import { priceFor } from "#domain/pricing/pricing.rules.ts";
import { formatMoney } from "#i18n/format.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import {
  BagIcon,
  HeartIcon,
  heartSubmission,
  useCatalogActions,
  WISHLIST_FORM,
} from "../../components/catalog/actions.tsx";
import { PriceTag } from "../../components/catalog/price.tsx";
import {
  DeliveryWindow,
  PayingOptions,
  QuantityStepper,
  StickyBuyBar,
} from "../../components/catalog/product-buy.tsx";
import { ProductRow, ROW_SIZE } from "../../components/catalog/product-card.tsx";
import {
  PRODUCT,
  type ProductFeature,
  RELATED,
  type ReviewPermission,
} from "../../components/catalog/product-types.ts";
import { breadcrumbLd, publicOrigin, seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { localName } from "../../components/layout/links.ts";
import { DataIsland } from "../../components/layout/static-island.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRememberViewed } from "../../lib/recently-viewed.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/product";

const ADD_REVIEW = graphql(`
  mutation AddReview($product: String!, $text: String!, $rating: Int) {
    addReview(product: $product, type: "review", text: $text, rating: $rating) { status_code message errors }
  }
`);

/** One option per property; the first (cheapest) when none is chosen in the URL (?opt-<property>=). */
function initialChoice(features: ProductFeature[], asked: string[]): Record<string, string> {
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
  const result = await gql(context, locale, PRODUCT, {
    id: params.id,
  });
  const product = result.getProductById.data;
  if (!product) throw data(null, { status: 404 });
  const related = await gql(context, locale, RELATED, {
    id: product._id,
    limit: ROW_SIZE,
    category: product.category?._id,
    sub: product.subCategory?._id,
  });
  const ar = locale.lang === "ar";
  const name = localName(locale.lang, product);
  const origin = publicOrigin(context);
  const seo = seoFor({ request, context }, locale, {
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
    messages: pageMessages(locale.lang, ["catalog"]),
    product,
    choice: initialChoice(product.features, asked),
    reviews: related.reviews.data ?? [],
    suggested: related.suggested.data ?? [],
    upSelling: related.upSelling.data ?? [],
    methods: (related.methods.data ?? []).flatMap((g) => g.items),
    arrival:
      product.requiredTime !== null
        ? (({ from, to }) => ({ from: from.toISOString(), to: to.toISOString() }))(
            deliveryWindow(new Date(), product.requiredTime),
          )
        : null,
    // The head's tags as data: the browser does not carry the code that builds them.
    meta: seoMeta(seo),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const rating = Number(form.get("rating"));
  const result = await gql(context, locale, ADD_REVIEW, {
    product: String(form.get("product") ?? params.id),
    text: String(form.get("text") ?? ""),
    rating: Number.isInteger(rating) && rating > 0 ? rating : null,
  });
  const reply = result.addReview;
  return { ok: reply.status_code === 200, message: reply.message, errors: reply.errors.slice(1) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

type Parts = typeof import("../../components/catalog/product-parts.tsx");
type PartName = keyof Parts;
type ReviewFormModule = typeof import("../../components/catalog/review-form.tsx");

/**
 * Code the browser loads only when it is needed: the parts that only show data
 * (product-parts.tsx; the document's own stay as the server rendered them) to show other data,
 * and the review form for a signed-in visitor who has not reviewed the product. The server has
 * both. A navigation or revalidation loads them with its data (clientLoader), so the new page is
 * drawn whole; at hydration, the review form's code is awaited (lazy). No <Suspense> here: a
 * boundary could be streamed out of place (a <template> moved in by a script), and without
 * JavaScript its content would be missing.
 */
let parts: Parts | null = import.meta.env.SSR
  ? await import("../../components/catalog/product-parts.tsx")
  : null;
let reviewForm: ReviewFormModule | null = import.meta.env.SSR
  ? await import("../../components/catalog/review-form.tsx")
  : null;
const loadParts = async () => (parts ??= await import("../../components/catalog/product-parts.tsx"));
const loadReviewForm = async () => (reviewForm ??= await import("../../components/catalog/review-form.tsx"));
const LazyPart = lazy(() =>
  loadParts().then((m) => ({
    default: ({ part, props }: { part: PartName; props: object }) =>
      createElement(m[part] as ComponentType<object>, props),
  })),
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadParts()]);
  return data;
}

/** A part as the server rendered it while its data is the document's (static-island.tsx). */
function ProductPart<K extends PartName>({ part, ...props }: { part: K } & ComponentProps<Parts[K]>) {
  const element = parts && createElement(parts[part] as ComponentType<object>, props);
  return (
    <DataIsland
      id={`product-${part.toLowerCase()}`}
      data={props}
      server={element}
      fallback={element ?? <LazyPart part={part} props={props} />}
    />
  );
}

/**
 * Whether the visitor may review: the page is everyone's (decision 0128), so this is asked after
 * it (`/products/:id/can-review`); React Router asks again after the review is posted. Until it
 * answers, and without JavaScript, the box invites to sign in.
 */
function useReviewPermission(productId: string): ReviewPermission & { formReady: boolean } {
  const { locale } = useRootData();
  const fetcher = useFetcher<ReviewPermission>({ key: `can-review-${productId}` });
  const { load } = fetcher;
  const asked = fetcher.data !== undefined || fetcher.state !== "idle";
  useEffect(() => {
    if (!asked) void load(localePath(locale, `/products/${productId}/can-review`));
  }, [asked, load, locale, productId]);
  const permission = fetcher.data ?? { loggedIn: false, reviewed: false };
  // The form's code, loaded once the visitor may write (no Suspense here: see above).
  const [formReady, setFormReady] = useState(reviewForm !== null);
  useEffect(() => {
    if (permission.loggedIn && !permission.reviewed) void loadReviewForm().then(() => setFormReady(true));
  }, [permission.loggedIn, permission.reviewed]);
  return { ...permission, formReady };
}

function ReviewBox({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  const { locale } = useRootData();
  const { product } = loaderData;
  const permission = useReviewPermission(product._id);
  const ReviewForm = permission.formReady ? reviewForm?.ReviewForm : undefined;
  return (
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
      ) : ReviewForm ? (
        <ReviewForm productId={product._id} actionData={actionData} />
      ) : null}
    </div>
  );
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const actions = useCatalogActions();
  const { product, reviews, suggested, upSelling } = loaderData;
  useRememberViewed(product.slug);
  const ar = locale.lang === "ar";
  const [choice, setChoice] = useState(loaderData.choice);
  const groups = useMemo(() => {
    const map = new Map<string, ProductFeature[]>();
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
  const [quantity, setQuantity] = useState(1);
  const most = Math.max(1, Math.min(product.maxPerOrder, product.availableEdition));
  const buyRow = useRef<HTMLDivElement>(null);
  const add = () =>
    actions.addToCart?.({ productId: product._id, imageId, features: Object.values(choice), quantity });
  const addButton = (sticky: boolean) => (
    <button
      type="button"
      disabled={!sold || !inStock}
      className={`flex items-center justify-center gap-2 rounded-full bg-accent font-semibold text-white hover:bg-accent-dark disabled:bg-muted/60 ${sticky ? "h-11 shrink-0 px-5 text-sm" : "flex-1 px-6 py-3"}`}
      data-action="add-to-cart"
      data-product-id={product._id}
      data-image-id={imageId ?? undefined}
      data-features={Object.values(choice).join(",")}
      data-sticky={sticky || undefined}
      onClick={add}
    >
      <BagIcon size={20} />
      {inStock ? t("card.addToCart") : t("card.outOfStock")}
    </button>
  );
  return (
    <main className="mx-auto max-w-screen-2xl px-4 pt-6 pb-28 nav:pb-16">
      <ProductPart part="Trail" product={product} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductPart part="Gallery" images={product.images} name={localName(locale.lang, product)} />
        <div className="flex flex-col gap-5">
          <ProductPart part="Heading" product={product} />
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
          ) : null}
          {price ? <PayingOptions methods={loaderData.methods} price={price.after} /> : null}
          {price && loaderData.arrival ? (
            <DeliveryWindow from={loaderData.arrival.from} to={loaderData.arrival.to} place={country} />
          ) : null}
          {price ? null : (
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
          <ProductPart part="Facts" product={product} sold={sold} />
          <div ref={buyRow} className="flex flex-wrap gap-3">
            {sold && inStock ? <QuantityStepper value={quantity} max={most} onChange={setQuantity} /> : null}
            {addButton(false)}
            <button
              type="submit"
              form={WISHLIST_FORM}
              {...heartSubmission(actions.inWishlist?.(product._id), product._id, imageId)}
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
          <ProductPart part="Filing" category={product.category} tags={product.tags} />
        </div>
      </div>
      <ProductPart
        part="Description"
        text={ar ? product.arDescription : product.description}
        lists={ar ? product.arLists : product.lists}
      />
      <section
        aria-labelledby="reviews-title"
        className="below-fold mt-14 grid gap-8 lg:grid-cols-[1fr_24rem]"
      >
        <ProductPart part="ReviewList" rating={product.rating} reviews={reviews} />
        <ReviewBox loaderData={loaderData} actionData={actionData} />
      </section>
      {upSelling.length ? (
        <section className="below-fold mt-14">
          <h2 className="mb-4 text-xl font-semibold">{t("product.upSelling")}</h2>
          <ProductRow products={upSelling} />
        </section>
      ) : null}
      {suggested.length ? (
        <section className="below-fold mt-14">
          <h2 className="mb-4 text-xl font-semibold">{t("product.suggested")}</h2>
          <ProductRow products={suggested} />
        </section>
      ) : null}
      {price && sold && inStock ? (
        <StickyBuyBar
          watch={buyRow}
          name={localName(locale.lang, product)}
          price={
            <PriceTag
              before={price.before}
              after={price.after}
              discount={price.discountPercent}
              country={locale.country}
              lang={locale.lang}
            />
          }
        >
          {addButton(true)}
        </StickyBuyBar>
      ) : null}
    </main>
  );
}
