/**
 * profile/orders/:id — one order as it was bought: lines (a gift card's with its code once paid),
 * totals, payment, stages, delivery address; cancelling it (a two-step form that works without
 * JavaScript: ?cancel=ask shows the confirmation) and asking to return it within 15 days of
 * delivery (decision 0057).
 */
import { useId } from "react";
import { data, Form, Link } from "react-router";
import { formatDate } from "#i18n/format.ts";
import type { Language } from "#i18n/locales.ts";
import { FormAlert, SubmitButton } from "../../../components/account/form.tsx";
import { ChevronEnd } from "../../../components/layout/icons.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { GiftCardCode } from "../../../components/orders/gift-card-code.tsx";
import { orderCountry } from "../../../components/orders/order-country.ts";
import { OrderSummaryFields } from "../../../components/orders/order-fields.ts";
import {
  Card,
  LineImage,
  moneyOf,
  OrderHeader,
  OrderTotals,
  PaymentAndDelivery,
  Timeline,
} from "../../../components/orders/order-parts.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/order";

/** A line's chosen options, as the order kept them (JSON). */
type Feature = { property: string; arProperty: string; value: string; arValue: string };

const ORDER = graphql(
  `
  query Order($o: ID!) {
    getOrderById(order: $o) {
      status_code code
      data {
        ...OrderSummaryFields deliveredAt returnUntil mayReturn returnRequest { _id status reason decisionNote createdAt }
        items { _id name arName imagePath features quantity unitPrice unitDiscount lineTotal giftCard { code isPaid } }
      }
    }
  }
`,
  [OrderSummaryFields],
);

type Order = NonNullable<ResultOf<typeof ORDER>["getOrderById"]["data"]>;
const CANCEL = graphql(
  `mutation Cancel($o: ID!) { cancelOrder(order: $o) { status_code code message data { orderId } } }`,
);
const RETURN = graphql(`mutation Return($o: ID!, $r: String) { requestOrderReturn(order: $o, reason: $r) {
  status_code code message fieldErrors { field code message } data { _id } } }`);

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  const number = loaderData?.order.orderId ?? "";
  return [{ title: pageTitle(lang === "en" ? `Order ${number}` : `الطلب ${number}`, lang) }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql(args.context, locale, ORDER, {
    o: args.params.id,
  });
  const order = r.getOrderById.data;
  if (!order) throw data(null, { status: 404 });
  const askCancel = new URL(args.request.url).searchParams.get("cancel") === "ask" && order.mayCancel;
  return { lang: locale.lang, order, askCancel, messages: pageMessages(locale.lang, ["orders"]) };
}

type ActionData =
  | { intent: "cancel"; ok: boolean; message: string }
  | { intent: "return"; ok: boolean; message: string; reason: string; reasonError: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionData> {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  if (form.get("intent") === "return") {
    const reason = String(form.get("reason") ?? "");
    const r = await gql(context, locale, RETURN, {
      o: params.id,
      r: reason,
    });
    const answer = r.requestOrderReturn;
    const reasonError = answer.fieldErrors?.find((f) => f.field === "reason")?.message ?? "";
    return {
      intent: "return",
      ok: answer.status_code === 200,
      message: answer.status_code === 200 || reasonError ? "" : answer.message,
      reason,
      reasonError,
    };
  }
  const r = await gql(context, locale, CANCEL, {
    o: params.id,
  });
  return { intent: "cancel", ok: r.cancelOrder.status_code === 200, message: r.cancelOrder.message };
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  const { order, askCancel } = loaderData;
  const lang = locale.lang;
  const failed = actionData && !actionData.ok ? actionData.message : "";
  return (
    <article aria-labelledby="order-title">
      <Link
        to={localePath(locale, "/profile/orders")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-ink"
      >
        <ChevronEnd className="rotate-180 rtl:rotate-0" size={16} />
        {t("allOrders")}
      </Link>
      <header className="mt-3">
        <OrderHeader
          order={order}
          lang={lang}
          heading={
            <h1 id="order-title" className="text-2xl font-semibold break-words nav:text-3xl" dir="auto">
              {t("orderTitle", { number: order.orderId })}
            </h1>
          }
        />
      </header>
      <div className="mt-4" aria-live="polite">
        <FormAlert tone="success">
          {actionData?.ok &&
            (actionData.intent === "cancel" ? t("cancelled", { number: order.orderId }) : t("returnSent"))}
        </FormAlert>
        <FormAlert>{failed}</FormAlert>
      </div>

      <div className="mt-2 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <h2 className="mb-4 font-semibold">{t("stages")}</h2>
            <Timeline status={order.status} />
          </Card>
          <Card>
            <h2 className="font-semibold">{t("products")}</h2>
            <ul className="mt-2 divide-y divide-line">
              {order.items.map((item) => (
                <Line key={item._id} item={item} order={order} lang={lang} />
              ))}
            </ul>
          </Card>
          <ReturnSection order={order} lang={lang} actionData={actionData} />
        </div>
        <aside className="min-w-0 space-y-6">
          <Card>
            <h2 className="mb-3 font-semibold">{t("summary")}</h2>
            <OrderTotals order={order} lang={lang} />
            <div className="mt-4 border-t border-line pt-4">
              <PaymentAndDelivery order={order} lang={lang} />
            </div>
          </Card>
          {order.mayCancel && <CancelSection order={order} ask={askCancel} />}
        </aside>
      </div>
    </article>
  );
}

function Line({ item, order, lang }: { item: Order["items"][number]; order: Order; lang: Language }) {
  const features = item.features as Feature[];
  const { t } = useTranslation("orders");
  const money = moneyOf(order, lang);
  const unit = item.unitPrice - item.unitDiscount;
  return (
    <li className="flex gap-3 py-4">
      <LineImage path={item.imagePath} size="size-20" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{lang === "ar" ? item.arName : item.name}</p>
        {features.length > 0 && (
          <ul className="mt-1 text-sm text-muted">
            {features.map((f) => (
              <li key={`${f.property}-${f.value}`}>
                {lang === "ar" ? `${f.arProperty}: ${f.arValue}` : `${f.property}: ${f.value}`}
              </li>
            ))}
          </ul>
        )}
        {item.giftCard && <GiftCardCode giftCard={item.giftCard} />}
        <p className="mt-1 text-sm tabular-nums">
          {t("unitPrice", { count: item.quantity, price: money(unit) })}
          {item.unitDiscount > 0 && (
            <s className="ms-2 text-muted" aria-hidden="true">
              {money(item.unitPrice)}
            </s>
          )}
        </p>
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{money(item.lineTotal)}</p>
    </li>
  );
}

/** Step one asks (a GET form: ?cancel=ask); step two cancels or keeps the order. */
function CancelSection({ order, ask }: { order: Order; ask: boolean }) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  const page = localePath(locale, `/profile/orders/${order._id}`);
  if (!ask)
    return (
      <Form method="get" action={page}>
        <button
          type="submit"
          name="cancel"
          value="ask"
          className="inline-flex h-12 w-full items-center justify-center rounded-full border border-ink/20 px-6 font-semibold hover:border-ink"
        >
          {t("cancel")}
        </button>
      </Form>
    );
  return (
    <section className="rounded-2xl bg-danger/5 p-5 ring-1 ring-danger/30" aria-labelledby="cancel-ask">
      <h2 id="cancel-ask" className="font-semibold">
        {t("cancelAsk")}
      </h2>
      <p className="mt-1 text-sm">{t("cancelConfirm")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post" action={page}>
          <SubmitButton variant="danger" intent="cancel">
            {t("cancelYes")}
          </SubmitButton>
        </Form>
        <Form method="get" action={page}>
          <SubmitButton variant="quiet">{t("cancelKeep")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}

/** The return request's status, the form while a return may be asked, or when the window closed. */
function ReturnSection({
  order,
  lang,
  actionData,
}: {
  order: Order;
  lang: Language;
  actionData: ActionData | undefined;
}) {
  const { t } = useTranslation("orders");
  const id = useId();
  const request = order.returnRequest;
  const date = (iso: string) => formatDate(iso, lang, orderCountry(order));
  if (!request && !order.mayReturn && order.status !== "delivered") return null;
  const typed = actionData?.intent === "return" && !actionData.ok ? actionData : null;
  return (
    <Card>
      <h2 className="font-semibold">{t("returnTitle")}</h2>
      {request && (
        <div className="mt-2 text-sm" data-testid="return-status">
          <p className="font-semibold">{t(`returnStatus.${request.status}`)}</p>
          <p className="text-muted">{t("returnRequestedOn", { date: date(request.createdAt) })}</p>
          <p className="mt-1 break-words" dir="auto">
            {request.reason}
          </p>
          {request.decisionNote && (
            <p className="mt-2 break-words" data-testid="return-decision">
              {t("returnDecision")} <bdi>{request.decisionNote}</bdi>
            </p>
          )}
        </div>
      )}
      {order.mayReturn ? (
        <Form method="post" className={request ? "mt-4 border-t border-line pt-4" : "mt-2"}>
          <p className="text-sm text-muted">{t("returnUntil", { date: date(order.returnUntil!) })}</p>
          <label htmlFor={id} className="mt-3 mb-1.5 block text-sm font-semibold">
            {t("returnReason")}
          </label>
          <textarea
            id={id}
            name="reason"
            rows={3}
            maxLength={500}
            required
            defaultValue={typed?.reason}
            aria-invalid={typed?.reasonError ? true : undefined}
            aria-describedby={`${id}-hint${typed?.reasonError ? ` ${id}-error` : ""}`}
            className={`block w-full rounded-xl border bg-surface px-4 py-3 text-base focus-visible:outline-2 focus-visible:outline-accent ${typed?.reasonError ? "border-danger" : "border-line hover:border-ink/30"}`}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
            {t("returnReasonHint")}
          </p>
          {typed?.reasonError && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
              {typed.reasonError}
            </p>
          )}
          <SubmitButton intent="return" className="mt-4">
            {t("returnSubmit")}
          </SubmitButton>
        </Form>
      ) : (
        !request &&
        order.deliveredAt && (
          <p className="mt-2 text-sm text-muted">
            {t("returnClosed", { date: date(order.returnUntil ?? order.deliveredAt) })}
          </p>
        )
      )}
    </Card>
  );
}
