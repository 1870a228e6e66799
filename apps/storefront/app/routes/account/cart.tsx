import { Form, Link, useNavigation } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { COUNTRIES } from "#i18n/locales.ts";
import { FormAlert } from "../../components/account/form.tsx";
import { ProductRow } from "../../components/catalog/product-card.tsx";
import { CardFields, type CardProduct } from "../../components/catalog/types.ts";
import { PromoCodeBox, promotionRows } from "../../components/checkout/promo-code.tsx";
import { Stepper } from "../../components/checkout/stepper.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { GiftCardLine } from "../../components/promotions/gift-card-line.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath, type PageLocale } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { inViewedOrder, recentSlugs } from "../../lib/recently-viewed.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import { cartPromotions, promoAction } from "../checkout/lib/promo.server.ts";
import type { Route } from "./+types/cart";
import { type CartLine, visitorCart } from "./lib/cart.server.ts";
import { currentUser, guard, guestCartOf } from "./lib/session.server.ts";

/** The cart page's changes, each answering as `result`. */
const CHANGE = {
  addToCart: graphql(`
    mutation CartAdd($cart: ID, $line: ID, $image: ID, $giftCard: ID, $features: [ID!], $quantity: Int, $c: String!) {
      result: addToCart(cart: $cart, line: $line, image: $image, giftCard: $giftCard, features: $features,
        quantity: $quantity, currentCountry: $c) { status_code message errors }
    }
  `),
  reduceFromCart: graphql(`
    mutation CartReduce($cart: ID, $line: ID, $c: String!) {
      result: reduceFromCart(cart: $cart, line: $line, currentCountry: $c) { status_code message errors }
    }
  `),
  removeFromCart: graphql(`
    mutation CartRemove($cart: ID, $line: ID, $c: String!) {
      result: removeFromCart(cart: $cart, line: $line, currentCountry: $c) { status_code message errors }
    }
  `),
};

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.lang === "en" ? "Cart" : "سلة التسوق", loaderData?.lang ?? "ar") }];
}

const EMPTY_CART_ROWS = graphql(
  `
  query EmptyCartRows($recent: [String!]!, $withRecent: Boolean!) {
    recent: filterProducts(products: $recent, paginate: { limit: 8 }) @include(if: $withRecent) {
      data { products { ...CardFields } }
    }
    best: filterProducts(sort: "bestSelling", inStock: true, paginate: { limit: 10 }) {
      data { products { ...CardFields } }
    }
  }
`,
  [CardFields],
);

/** The empty cart's rows (decision 0070): what this browser viewed last, then best sellers not among them. */
async function emptyCartRows(context: Route.LoaderArgs["context"], locale: PageLocale, request: Request) {
  const slugs = recentSlugs(request.headers.get("cookie"));
  const r = await gql(context, locale, EMPTY_CART_ROWS, {
    recent: slugs,
    withRecent: slugs.length > 0,
  });
  const recentlyViewed = inViewedOrder(r.recent?.data?.products ?? [], slugs);
  const shown = new Set(recentlyViewed.map((p) => p._id));
  return { recentlyViewed, bestSellers: (r.best.data?.products ?? []).filter((p) => !shown.has(p._id)) };
}

export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await guard(args);
  const cart = await visitorCart(args.context, locale, args.request, !!user);
  const filled = !!cart?.storedProduct.length;
  const promotions = user && filled ? await cartPromotions(args.context, locale, cart!._id) : null;
  const rows = filled
    ? { recentlyViewed: [], bestSellers: [] }
    : await emptyCartRows(args.context, locale, args.request);
  return {
    lang: locale.lang,
    cart,
    signedIn: !!user,
    promotions,
    ...rows,
    messages: pageMessages(locale.lang, ["catalog", "checkout", "promotions"]),
  };
}

/** Quantity controls and removal (with undo) of the cart page; the cart is the visitor's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const signedIn = !!(await currentUser(context, locale));
  if (signedIn && intent !== "increase" && intent !== "decrease") {
    const cart = await visitorCart(context, locale, request, true);
    const promo = cart ? await promoAction(context, locale, form, cart._id) : null;
    if (promo) return promo;
  }
  const base = { cart: signedIn ? null : (guestCartOf(request) ?? null), c: locale.country };
  const line = String(form.get("line") ?? "");
  const text = (name: string) => form.get(name) as string | null;
  const run = async (
    change: keyof typeof CHANGE,
    vars: {
      image?: string | null;
      giftCard?: string | null;
      features?: string[];
      quantity?: number;
      line?: string;
    },
  ) => (await gql(context, locale, CHANGE[change], { ...base, ...vars })).result;
  if (intent === "increase")
    return {
      result: await run("addToCart", {
        image: text("image"),
        features: form.getAll("features").map(String),
      }),
    };
  if (intent === "decrease") return { result: await run("reduceFromCart", { line }) };
  if (intent === "remove") {
    const result = await run("removeFromCart", { line });
    return {
      result,
      removed:
        result.status_code === 200
          ? {
              name: String(form.get("name") ?? ""),
              image: String(form.get("image") ?? ""),
              giftCard: String(form.get("giftCard") ?? ""),
              features: form.getAll("features").map(String),
              quantity: Number(form.get("quantity") ?? 1),
            }
          : null,
    };
  }
  if (intent === "removeNotSold") {
    // Every line not sold in this country, in turn (decision 0132); the first refusal is answered.
    for (const id of form.getAll("lines").map(String)) {
      const result = await run("removeFromCart", { line: id });
      if (result.status_code !== 200) return { result };
    }
    return { result: { status_code: 200, message: "", errors: [], data: null } };
  }
  if (intent === "undo")
    return {
      result: await run("addToCart", {
        image: text("image") || null,
        giftCard: text("giftCard") || null,
        features: form.getAll("features").map(String),
        quantity: Number(form.get("quantity") ?? 1),
      }),
    };
  return { result: { status_code: 400, message: "", errors: [], data: null } };
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { cart } = loaderData;
  const lines = cart?.storedProduct ?? [];
  const money = (minor: number) => formatMoney(minor, locale.country, locale.lang);
  const result = actionData && "result" in actionData ? actionData.result : null;
  const failure = result && result.status_code !== 200 ? result.errors[0] : null;
  const { promotions } = loaderData;
  const { t: tc } = useTranslation("checkout");
  const discounts = promotionRows(promotions, tc);
  const notSold = lines.filter((l) => !l.availableInCountry);
  const here = COUNTRIES[locale.country].names[locale.lang];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 nav:px-6 nav:py-12">
      <Stepper current={0} />
      <h1 className="mt-8 text-2xl font-semibold nav:text-3xl">{t("cart.title")}</h1>
      <div aria-live="polite">
        <FormAlert>{failure}</FormAlert>
        {actionData && "removed" in actionData && actionData.removed && (
          <Form
            method="post"
            preventScrollReset
            className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-ink px-4 py-3 text-sm text-canvas"
          >
            <span>{t("cart.removed", { name: actionData.removed.name })}</span>
            <input type="hidden" name="image" value={actionData.removed.image} />
            <input type="hidden" name="giftCard" value={actionData.removed.giftCard} />
            <input type="hidden" name="quantity" value={actionData.removed.quantity} />
            {actionData.removed.features.map((f) => (
              <input key={f} type="hidden" name="features" value={f} />
            ))}
            <button type="submit" name="intent" value="undo" className="font-semibold underline">
              {t("cart.undo")}
            </button>
          </Form>
        )}
      </div>
      {notSold.length > 0 && (
        <Form
          method="post"
          preventScrollReset
          className="mt-6 flex flex-col gap-3 rounded-3xl bg-danger/10 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="not-sold-here"
        >
          <p id="not-sold-here" role="alert" className="text-sm font-semibold text-danger">
            {t("cart.notSoldHere", { country: here })}
          </p>
          {notSold.map((l) => (
            <input key={l._id} type="hidden" name="lines" value={l._id} />
          ))}
          <button
            type="submit"
            name="intent"
            value="removeNotSold"
            className="min-h-11 shrink-0 rounded-full bg-surface px-5 py-2 text-sm font-semibold ring-1 ring-ink hover:bg-sand"
          >
            {t("cart.removeNotSold", { country: here })}
          </button>
        </Form>
      )}
      {lines.length === 0 ? (
        <div className="mt-8 rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
          <p className="text-xl font-semibold">{t("cart.empty")}</p>
          <p className="mt-2 text-muted">{t("cart.emptyHint")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to={localePath(locale, "/")}
              className="inline-flex h-12 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
            >
              {t("cart.continue")}
            </Link>
            {loaderData.signedIn ? (
              <Link
                to={localePath(locale, "/profile/wishlist")}
                className="inline-flex h-12 items-center rounded-full px-6 font-semibold ring-1 ring-ink hover:bg-sand"
              >
                {t("cart.fromWishlist")}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
          <ul className="divide-y divide-line rounded-3xl bg-surface px-4 ring-1 ring-line nav:px-6">
            {lines.map((line) =>
              line.giftCard ? (
                <GiftCardLine
                  key={line._id}
                  line={line._id}
                  card={line.giftCard}
                  price={money(line.priceOfQuantity ?? line.giftCard.price)}
                />
              ) : (
                <CartRow key={line._id} line={line} money={money} />
              ),
            )}
          </ul>
          <aside className="h-fit rounded-3xl bg-surface p-6 ring-1 ring-line lg:sticky lg:top-28">
            <h2 className="text-lg font-semibold">{t("cart.summary")}</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">
                  {t("cart.subtotal")} ·{" "}
                  {t("cart.items", {
                    count: lines.reduce((n, l) => n + (l.availableInCountry ? l.quantity : 0), 0),
                  })}
                </dt>
                <dd className="font-semibold tabular-nums">{money(cart!.totalPrice)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t("cart.shipping")}</dt>
                <dd className="tabular-nums">{money(cart!.shippingFees)}</dd>
              </div>
              {discounts.map((row) => (
                <div key={row.label} className="flex justify-between gap-4 text-success">
                  <dt>{row.label}</dt>
                  <dd className="tabular-nums">{`− ${money(row.amount)}`}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
                <dt className="font-semibold">{t("cart.total")}</dt>
                <dd className="font-semibold tabular-nums">
                  {money(promotions ? promotions.due : cart!.totalPrice + cart!.shippingFees)}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-muted">{t("cart.taxIncluded")}</p>
            {cart!.requiredTime > 0 && (
              <p className="mt-1 text-xs text-muted">{t("cart.delivery", { count: cart!.requiredTime })}</p>
            )}
            <p className="mt-1 text-xs text-muted">
              {cart!.cartProductsCodStatus ? t("cart.cod") : t("cart.noCod")}
            </p>
            <PromoCodeBox
              promotions={promotions}
              result={actionData && "promo" in actionData ? actionData.promo : null}
              signedIn={loaderData.signedIn}
              next={localePath(locale, "/cart")}
              money={money}
            />
            {notSold.length > 0 ? (
              // Nothing is ordered with a line not sold here: the message above the lines says why.
              <button
                type="button"
                disabled
                aria-describedby="not-sold-here"
                className="mt-6 flex h-12 w-full items-center justify-center rounded-full bg-line font-semibold text-muted"
              >
                {loaderData.signedIn ? t("cart.checkout") : t("cart.loginToCheckout")}
              </button>
            ) : (
              <Link
                to={localePath(locale, "/address")}
                className="mt-6 flex h-12 items-center justify-center rounded-full bg-accent font-semibold text-white hover:bg-accent-dark"
              >
                {loaderData.signedIn ? t("cart.checkout") : t("cart.loginToCheckout")}
              </Link>
            )}
          </aside>
        </div>
      )}
      {lines.length === 0 && (
        <>
          <CardsSection
            id="recently-viewed"
            title={t("cart.recentlyViewed")}
            products={loaderData.recentlyViewed}
          />
          <CardsSection id="best-sellers" title={t("cart.bestSellers")} products={loaderData.bestSellers} />
        </>
      )}
    </main>
  );
}

/** A titled row of product cards under the empty cart (decision 0070); nothing when there are none. */
function CardsSection({ id, title, products }: { id: string; title: string; products: CardProduct[] }) {
  if (!products.length) return null;
  return (
    <section className="mt-12" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ProductRow products={products} />
    </section>
  );
}

function CartRow({ line, money }: { line: CartLine; money: (minor: number) => string }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("line") === line._id;
  const product = line.image?.product;
  const name = product ? (locale.lang === "ar" ? product.arName : product.name) : t("cart.giftCard");
  const max = product ? Math.min(product.maxPerOrder, product.availableEdition) : 1;
  const hidden = (
    <>
      <input type="hidden" name="line" value={line._id} />
      <input type="hidden" name="image" value={line.image?._id ?? ""} />
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="quantity" value={line.quantity} />
      {line.features.map((f) => (
        <input key={f._id} type="hidden" name="features" value={f._id} />
      ))}
    </>
  );
  const step =
    "grid size-10 place-items-center rounded-full text-lg hover:bg-sand disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <li className={`flex gap-4 py-5 ${busy ? "opacity-60" : ""}`}>
      <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-sand nav:size-28">
        {line.image && (
          <img src={line.image.path} alt="" width={112} height={112} className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {product ? (
          <Link
            to={localePath(locale, `/products/${product._id}`)}
            className="line-clamp-2 font-semibold hover:underline"
          >
            {name}
          </Link>
        ) : (
          <p className="font-semibold">{name}</p>
        )}
        {line.features.length > 0 && (
          <p className="mt-0.5 text-sm text-muted">
            {line.features
              .map((f) =>
                locale.lang === "ar" ? `${f.arProperty}: ${f.arValue}` : `${f.property}: ${f.value}`,
              )
              .join(" · ")}
          </p>
        )}
        {line.availableInCountry && line.priceOne != null ? (
          <p className="mt-1 text-sm text-muted">
            {t("cart.each", { price: money(line.priceOne) })}
            {line.discountPercent > 0 && line.priceBeforeOffer != null && (
              <s className="ms-2">{money(line.priceBeforeOffer)}</s>
            )}
          </p>
        ) : (
          <p className="mt-1 text-sm text-danger">
            {t("cart.unavailable", { country: COUNTRIES[locale.country].names[locale.lang] })}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Form method="post" preventScrollReset className="flex items-center rounded-full ring-1 ring-line">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="decrease"
              className={step}
              disabled={line.quantity <= 1}
              aria-label={`${t("cart.decrease")}: ${name}`}
            >
              −
            </button>
            <output className="min-w-8 text-center font-semibold tabular-nums">
              <span className="sr-only">{t("cart.quantity")}: </span>
              {line.quantity}
            </output>
            <button
              type="submit"
              name="intent"
              value="increase"
              className={step}
              disabled={!product || line.quantity >= max}
              aria-label={`${t("cart.increase")}: ${name}`}
            >
              +
            </button>
          </Form>
          <div className="flex items-center gap-4">
            {line.priceOfQuantity != null && (
              <span className="font-semibold tabular-nums">{money(line.priceOfQuantity)}</span>
            )}
            <Form method="post" preventScrollReset>
              {hidden}
              <button
                type="submit"
                name="intent"
                value="remove"
                className="-mx-2 inline-flex min-h-11 items-center px-2 text-sm font-semibold text-danger hover:underline"
              >
                {t("cart.remove")}
              </button>
            </Form>
          </div>
        </div>
        {product && line.quantity >= max && <p className="mt-1 text-xs text-muted">{t("cart.maxReached")}</p>}
      </div>
    </li>
  );
}
