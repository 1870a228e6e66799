import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { GIFT_CARD_METHOD } from "#domain/checkout/checkout.rules.ts";
import { UNPAID_ORDER_MINUTES } from "#domain/orders/order-hold.rules.ts";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { FormAlert } from "../../components/account/form.tsx";
import { CheckoutLayout, SummaryCard } from "../../components/checkout/checkout-layout.tsx";
import { PromoCodeBox, promotionRows } from "../../components/checkout/promo-code.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { addressLine } from "../../components/orders/order-parts.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import { addressBook } from "../account/lib/address.server.ts";
import type { Route } from "./+types/payment";
import { addressOf, checkoutGuard } from "./lib/checkout.server.ts";
import { PromotionFields, promoAction } from "./lib/promo.server.ts";

const SUMMARY = graphql(
  `
  query CheckoutSummary($cart: ID!, $addr: ID, $c: String) {
    getCheckoutSummary(cartId: $cart, addressId: $addr, currentCountry: $c) {
      status_code code message errors
      data {
        cart subtotal shippingFees total codAvailable deliveryFrom deliveryTo
        lines { product name arName imagePath features quantity lineTotal }
        methods {
          method group groupName displayName descriptionMethod isInstallment promoCode promoCodeDescription discount
          fee couponDiscount couponProblemMessage referralDiscount giftCardAmount total
        }
        ...PromotionFields
      }
    }
  }
`,
  [PromotionFields],
);

type Method = NonNullable<ResultOf<typeof SUMMARY>["getCheckoutSummary"]["data"]>["methods"][number];
/** A summary line's chosen options (JSON). */
type LineFeature = { property: string; arProperty: string; value: string; arValue: string };
const PLACE = graphql(`mutation PlaceOrder($cart: ID!, $addr: ID!, $m: String!, $total: Int, $c: String) {
  placeOrder(cartId: $cart, addressId: $addr, paymentMethod: $m, expectedTotal: $total, currentCountry: $c) {
    status_code code message errors data { _id redirectUrl } } }`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Payment" : "الدفع", loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

/** The payment step (decision 0058): the address of `?addr`, each valid method's total, the summary. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, user, cart } = await checkoutGuard(args);
  const addr = new URL(args.request.url).searchParams.get("addr");
  if (!user || !cart || !addr) throw redirect(localePath(locale, "/address"));
  const address = addressOf((await addressBook(args.context, locale)).addresses, addr, locale);
  const r = await gql(args.context, locale, SUMMARY, {
    cart: cart._id,
    addr: address._id,
    c: locale.country,
  });
  const summary = r.getCheckoutSummary;
  return {
    messages: pageMessages(locale.lang, ["checkout", "orders"]),
    lang: locale.lang,
    address: {
      id: address._id,
      name: `${address.fName} ${address.lName}`.trim(),
      line: addressLine(address as unknown as Record<string, string | null>, locale.lang),
    },
    summary: summary.data,
    problem: summary.status_code === 200 ? null : (summary.errors[0] ?? summary.message),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const promo = await promoAction(context, locale, form, String(form.get("cart") ?? ""));
  if (promo) return promo;
  const method = String(form.get("method") ?? "");
  const shownField = form.get(`shown:${method}`);
  const shown = shownField == null || shownField === "" ? Number.NaN : Number(shownField);
  const r = await gql(context, locale, PLACE, {
    cart: String(form.get("cart") ?? ""),
    addr: String(form.get("addr") ?? ""),
    m: method,
    total: Number.isFinite(shown) && shown >= 0 ? shown : null,
    c: locale.country,
  });
  const placed = r.placeOrder;
  if (placed.status_code === 200 && placed.data) {
    // The provider's page (card, wallet, instalments, Tabby) or our result page.
    if (placed.data.redirectUrl) throw redirect(placed.data.redirectUrl);
    throw redirect(`${localePath(locale, "/thankYou")}?order=${placed.data._id}`);
  }
  // A price that changed is answered with the page's data reloaded (the new figures); the rest as 200 too.
  return { code: placed.code, message: placed.errors[0] ?? placed.message, method };
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const { summary, address, problem } = loaderData;
  const placing = actionData && "method" in actionData ? actionData : null;
  const [chosen, setChosen] = useState<string | null>(placing?.method || null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const money = (minor: number) => formatMoney(minor, locale.country, locale.lang);
  if (!summary)
    return (
      <CheckoutLayout step={2} title={t("payment.title")} lead={t("payment.lead")}>
        <div className="rounded-3xl bg-surface p-6 ring-1 ring-line">
          <FormAlert>{problem}</FormAlert>
          <Link
            to={localePath(locale, "/cart")}
            className="mt-4 inline-flex h-12 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            {t("payment.reviewCart")}
          </Link>
        </div>
      </CheckoutLayout>
    );
  // A lone method is chosen already (decision 0131): nothing to pick, nothing to be told off for.
  const lone = summary.methods.length === 1 ? summary.methods[0]!.method : null;
  const picked = summary.paidByGiftCard
    ? null
    : (summary.methods.find((m) => m.method === (chosen ?? lone)) ?? null);
  const nothingToChoose = summary.paidByGiftCard;
  const groups = [...new Set(summary.methods.map((m) => m.group))];
  const date = (iso: string) => formatDate(iso, locale.lang, locale.country);
  return (
    <CheckoutLayout step={2} title={t("payment.title")} lead={t("payment.lead")}>
      <Form method="post" className="space-y-6" id="place-order">
        <input type="hidden" name="cart" value={summary.cart} />
        <input type="hidden" name="addr" value={address.id} />
        {summary.methods.map((m) => (
          <input key={m.method} type="hidden" name={`shown:${m.method}`} value={m.total} />
        ))}
        {nothingToChoose && (
          <>
            <input type="hidden" name="method" value={GIFT_CARD_METHOD} />
            <input type="hidden" name={`shown:${GIFT_CARD_METHOD}`} value={0} />
          </>
        )}
        <div className="flex items-start justify-between gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line">
          <div className="min-w-0 text-sm leading-6">
            <p className="font-semibold">{t("payment.deliverTo")}</p>
            <p className="text-muted">
              {address.name} · {address.line}
            </p>
            <p className="text-muted">
              {t("payment.delivery", { from: date(summary.deliveryFrom), to: date(summary.deliveryTo) })}
            </p>
          </div>
          <Link
            to={`${localePath(locale, "/address")}?addr=${address.id}`}
            className="shrink-0 text-sm font-semibold text-accent hover:underline"
          >
            {t("payment.change")}
          </Link>
        </div>
        <div aria-live="polite">
          <FormAlert>{placing?.message}</FormAlert>
        </div>
        {nothingToChoose ? (
          <p className="rounded-2xl bg-success/10 p-5 text-success">{t("payment.paidByGiftCard")}</p>
        ) : summary.methods.length === 0 ? (
          <p className="rounded-2xl bg-surface p-5 text-muted ring-1 ring-line">{t("payment.none")}</p>
        ) : (
          <fieldset className="space-y-6">
            <legend className="sr-only">{t("payment.title")}</legend>
            {groups.map((group) => (
              <div key={group}>
                <h2 className="mb-3 text-sm font-semibold text-muted">
                  {summary.methods.find((m) => m.group === group)!.groupName}
                </h2>
                <div className="space-y-3">
                  {summary.methods
                    .filter((m) => m.group === group)
                    .map((m) => (
                      <MethodOption
                        key={m.method}
                        m={m}
                        checked={picked?.method === m.method}
                        onPick={() => setChosen(m.method)}
                        money={money}
                      />
                    ))}
                </div>
              </div>
            ))}
          </fieldset>
        )}
        {!summary.codAvailable && <p className="text-sm text-muted">{t("payment.noCod")}</p>}
        {/* Phones: the total and the button stay in reach while the methods scroll. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur lg:hidden">
          <p className="min-w-0 flex-1 text-sm">
            <span className="block text-muted">{t("summary.total")}</span>
            <span className="font-semibold tabular-nums">{money(picked?.total ?? summary.due)}</span>
          </p>
          <button
            type="submit"
            disabled={busy || (summary.methods.length === 0 && !nothingToChoose)}
            className="h-12 shrink-0 rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy ? t("payment.placing") : t("payment.place")}
          </button>
        </div>
      </Form>
      <SummaryCard
        lines={summary.lines.map((l, i) => ({
          key: `${l.product}-${i}`,
          name: locale.lang === "ar" ? l.arName : l.name,
          detail: (l.features as LineFeature[])
            .map((f) =>
              locale.lang === "ar" ? `${f.arProperty}: ${f.arValue}` : `${f.property}: ${f.value}`,
            )
            .join(" · "),
          image: l.imagePath,
          quantity: l.quantity,
          total: l.lineTotal,
        }))}
        rows={[
          { label: t("summary.subtotal"), amount: summary.subtotal },
          { label: t("summary.shipping"), amount: summary.shippingFees },
          ...(picked?.discount
            ? [{ label: t("summary.methodDiscount"), amount: picked.discount, negative: true }]
            : []),
          ...promotionRows(
            summary,
            t,
            picked
              ? {
                  coupon: picked.couponDiscount,
                  referral: picked.referralDiscount,
                  giftCard: picked.giftCardAmount,
                }
              : undefined,
          ),
          ...(picked?.fee ? [{ label: t("summary.codFee"), amount: picked.fee }] : []),
        ]}
        total={picked?.total ?? summary.due}
      >
        <PromoCodeBox
          cartId={summary.cart}
          promotions={summary}
          result={actionData && "promo" in actionData ? actionData.promo : null}
          next={`${localePath(locale, "/payment")}?addr=${address.id}`}
          money={money}
        />
        <button
          type="submit"
          form="place-order"
          disabled={busy || (summary.methods.length === 0 && !nothingToChoose)}
          className="mt-6 hidden h-12 w-full items-center justify-center rounded-full bg-accent font-semibold text-white hover:bg-accent-dark disabled:opacity-60 lg:flex"
        >
          {busy
            ? t("payment.placing")
            : picked && picked.method !== "cod"
              ? t("payment.placePay")
              : t("payment.place")}
        </button>
        {picked && picked.method !== "cod" && (
          <p className="mt-3 text-xs text-muted">{t("payment.hold", { minutes: UNPAID_ORDER_MINUTES })}</p>
        )}
        <p className="mt-3 text-xs text-muted">{t("payment.secure")}</p>
      </SummaryCard>
    </CheckoutLayout>
  );
}

function MethodOption({
  m,
  checked,
  onPick,
  money,
}: {
  m: Method;
  checked: boolean;
  onPick: () => void;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation("checkout");
  // The instalment facts, when the method's own description does not already give them.
  const fact =
    !m.descriptionMethod && ["valu", "halan", "aman", "tabby"].includes(m.method)
      ? t(`payment.facts.${m.method}`)
      : null;
  return (
    <label className="flex cursor-pointer gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent">
      <input
        type="radio"
        name="method"
        value={m.method}
        defaultChecked={checked}
        onChange={onPick}
        className="mt-1 size-4 shrink-0 accent-accent"
      />
      <span className="min-w-0 flex-1 text-sm leading-6">
        <span className="flex flex-wrap items-center justify-between gap-x-3">
          <span className="font-semibold">{m.displayName}</span>
          <span className="font-semibold tabular-nums">{money(m.total)}</span>
        </span>
        {m.descriptionMethod && <span className="block text-muted">{m.descriptionMethod}</span>}
        {fact && <span className="block text-muted">{fact}</span>}
        {m.promoCode && (
          <span className="block text-muted">
            {t("payment.promo", { code: m.promoCode })}
            {m.promoCodeDescription ? ` · ${m.promoCodeDescription}` : ""}
          </span>
        )}
        {m.discount > 0 && (
          <span className="mt-1 inline-block rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
            {t("payment.save", { amount: money(m.discount) })}
          </span>
        )}
        {m.couponDiscount > 0 && (
          <span className="mt-1 me-2 inline-block rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
            {t("payment.couponSaves", { amount: money(m.couponDiscount) })}
          </span>
        )}
        {checked && m.couponProblemMessage && (
          <span className="mt-1 block text-danger">{m.couponProblemMessage}</span>
        )}
        {m.fee > 0 && (
          <span className="mt-1 inline-block rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">
            {t("payment.fee", { amount: money(m.fee) })}
          </span>
        )}
      </span>
    </label>
  );
}
