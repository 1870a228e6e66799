import { Form, Link, redirect, useNavigation } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { FormAlert } from "../../components/account/form.tsx";
import { Purchase } from "../../components/checkout/analytics.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { orderCountry } from "../../components/orders/order-country.ts";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import { guard } from "../account/lib/session.server.ts";
import type { Route } from "./+types/thank-you";

const REFRESH = graphql(`
  mutation PaymentResult($o: ID!) {
    refreshOrderPayment(order: $o) {
      status_code code
      data {
        _id orderId status orderedFrom paymentMethod totalPrice trnxStatus paymentStatus paymentRedirectUrl fawryRef
        fawryRefExpiresAt canPayAgain items { product name quantity unitPrice }
        refunds { amount status settledAt expectedBy }
      }
    }
  }
`);

type ResultOrder = NonNullable<ResultOf<typeof REFRESH>["refreshOrderPayment"]["data"]>;
const RETRY = graphql(
  `mutation PayAgain($o: ID!) { retryOrderPayment(order: $o) { status_code code message errors data { redirectUrl } } }`,
);

/**
 * What the page says: the specs' five results, plus cash on delivery, a Fawry reference, an
 * unfinished payment, an expired order, and a cancelled order whose payment comes back (0124).
 */
type Outcome =
  | "refund"
  | "success"
  | "cod"
  | "fawry"
  | "action"
  | "pending"
  | "declined"
  | "error"
  | "unauthorized"
  | "expired";

function outcomeOf(order: ResultOrder | null): Outcome {
  if (!order) return "unauthorized";
  // Money taken for an order that was cancelled is being given back: never "confirmed".
  if (order.status === "cancelled" && (order.trnxStatus === "success" || order.refunds.length > 0))
    return "refund";
  if (order.trnxStatus === "success") return "success";
  if (order.paymentMethod === "cod") return order.status === "cancelled" ? "expired" : "cod";
  if (order.status === "cancelled") return "expired";
  if (order.fawryRef && order.trnxStatus === "pending") return "fawry";
  if (order.paymentStatus === "requires_action" || order.paymentStatus === "initiated") return "action";
  if (order.trnxStatus === "declined" || order.trnxStatus === "error") return order.trnxStatus;
  return "pending";
}

/**
 * Our order id: `placed` on the providers' return address (they append their own fields, Paymob's
 * include an `order` of theirs), `order` on our own links.
 */
function orderParam(params: URLSearchParams): string | null {
  const raw = (params.get("placed") ?? params.get("order") ?? "").trim();
  // A provider that appends with a second "?" leaves its fields after our id.
  return raw.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0] ?? (raw || null);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Your order" : "طلبك", loaderData?.lang ?? "ar") },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The result of paying (decision 0058): read from the server, never from the provider's query
 * parameters; an attempt not final yet is first asked of the provider.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await guard(args);
  const id = orderParam(new URL(args.request.url).searchParams);
  let order: ResultOrder | null = null;
  if (user && id) {
    const r = await gql(args.context, locale, REFRESH, {
      o: id,
    });
    order = r.refreshOrderPayment.data;
  }
  return {
    lang: locale.lang,
    order,
    outcome: outcomeOf(order),
    signedIn: !!user,
    id,
    messages: pageMessages(locale.lang, ["checkout"]),
  };
}

/** Pay again: the provider's page, or this page again with the new outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const order = String(form.get("order") ?? "");
  const r = await gql(context, locale, RETRY, { o: order });
  const retried = r.retryOrderPayment;
  if (retried.status_code === 200 && retried.data?.redirectUrl) throw redirect(retried.data.redirectUrl);
  if (retried.status_code === 200) throw redirect(`${localePath(locale, "/thankYou")}?order=${order}`);
  return { message: retried.errors[0] ?? retried.message };
}

/** The refund's sentence: under way (by when), done (when), or started without an answer yet. */
function refundBody(order: ResultOrder): { key: string; amount: number; date: string | null } {
  const refunds = order.refunds.filter((r) => r.status !== "failed");
  const amount = refunds.reduce((sum, r) => sum + r.amount, 0) || order.totalPrice;
  if (refunds.length && refunds.every((r) => r.status === "succeeded"))
    return { key: "result.refund.done", amount, date: refunds.at(-1)!.settledAt };
  const by = refunds
    .map((r) => r.expectedBy)
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  return by
    ? { key: "result.refund.started", amount, date: by }
    : { key: "result.refund.body", amount, date: null };
}

const TONE: Record<Outcome, string> = {
  refund: "bg-sand text-accent-dark",
  success: "bg-success/10 text-success",
  cod: "bg-success/10 text-success",
  fawry: "bg-sand text-accent-dark",
  action: "bg-sand text-accent-dark",
  pending: "bg-sand text-accent-dark",
  declined: "bg-danger/10 text-danger",
  error: "bg-danger/10 text-danger",
  unauthorized: "bg-sand text-muted",
  expired: "bg-sand text-muted",
};
const MARK: Record<Outcome, string> = {
  refund: "×",
  success: "✓",
  cod: "✓",
  fawry: "#",
  action: "…",
  pending: "…",
  declined: "!",
  error: "!",
  unauthorized: "?",
  expired: "×",
};

export default function ThankYou({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const { order, outcome } = loaderData;
  const navigation = useNavigation();
  const money = (minor: number) =>
    formatMoney(minor, order ? orderCountry(order) : locale.country, locale.lang);
  const button = "inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold";
  return (
    <main className="mx-auto max-w-xl px-4 py-10 text-center nav:py-16">
      {order && (outcome === "success" || outcome === "cod") && <Purchase order={order} />}
      <p
        aria-hidden="true"
        className={`mx-auto grid size-16 place-items-center rounded-full text-2xl font-bold ${TONE[outcome]}`}
      >
        {MARK[outcome]}
      </p>
      <h1 className="mt-6 text-2xl font-semibold text-balance nav:text-3xl" data-outcome={outcome}>
        {t(`result.${outcome}.title`)}
      </h1>
      <p className="mt-3 text-muted text-balance" data-testid="result-body">
        {order && outcome === "refund"
          ? (() => {
              const body = refundBody(order);
              return t(body.key, {
                amount: money(body.amount),
                date: body.date ? formatDate(body.date, locale.lang, orderCountry(order)) : "",
              });
            })()
          : t(`result.${outcome}.body`, {
              amount: order ? money(order.totalPrice) : "",
              date: order?.fawryRefExpiresAt
                ? formatDate(order.fawryRefExpiresAt, locale.lang, locale.country)
                : "",
            })}
      </p>
      {order && (
        <div className="mt-6 rounded-2xl bg-surface p-5 text-sm ring-1 ring-line">
          <p className="font-semibold">{t("result.orderNumber", { number: order.orderId })}</p>
          <p className="mt-1 text-muted">{t("result.total", { amount: money(order.totalPrice) })}</p>
          {outcome === "fawry" && order.fawryRef && (
            <div className="mt-4 rounded-xl bg-sand p-4">
              <p className="text-muted">{t("result.fawry.reference")}</p>
              <p dir="ltr" className="mt-1 text-2xl font-semibold tracking-widest tabular-nums">
                {order.fawryRef}
              </p>
            </div>
          )}
        </div>
      )}
      <div aria-live="polite" className="mt-4 text-start">
        <FormAlert>{actionData?.message}</FormAlert>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {order && outcome === "action" && order.paymentRedirectUrl && (
          <a
            href={order.paymentRedirectUrl}
            className={`${button} bg-accent text-white hover:bg-accent-dark`}
          >
            {t("result.continuePayment")}
          </a>
        )}
        {order?.canPayAgain && outcome !== "action" && (
          <Form method="post">
            <input type="hidden" name="order" value={order._id} />
            <button
              type="submit"
              disabled={navigation.state !== "idle"}
              className={`${button} bg-accent text-white hover:bg-accent-dark disabled:opacity-60`}
            >
              {navigation.state === "submitting" ? t("result.paying") : t("result.payAgain")}
            </button>
          </Form>
        )}
        {order && (outcome === "pending" || outcome === "fawry") && (
          <Link to={`?order=${order._id}`} className={`${button} border border-ink/20 hover:border-ink`}>
            {t("result.refresh")}
          </Link>
        )}
        {outcome === "unauthorized" && !loaderData.signedIn ? (
          <Link
            to={`${localePath(locale, "/login")}?next=${encodeURIComponent(`${localePath(locale, "/thankYou")}${loaderData.id ? `?order=${encodeURIComponent(loaderData.id)}` : ""}`)}`}
            className={`${button} bg-accent text-white hover:bg-accent-dark`}
          >
            {t("account:auth.submitLogin")}
          </Link>
        ) : (
          <Link
            to={localePath(locale, "/profile/orders")}
            className={`${button} border border-ink/20 hover:border-ink`}
          >
            {t("result.viewOrder")}
          </Link>
        )}
        <Link to={localePath(locale, "/")} className={`${button} hover:bg-sand`}>
          {t("result.continue")}
        </Link>
      </div>
    </main>
  );
}
