import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { FormAlert, SubmitButton } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { type CodedEnvelope, gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/orders";

interface Order {
  _id: string;
  orderId: string;
  orderCreateDate: string;
  status: Status;
  orderedFrom: CountryCode;
  paymentMethod: string;
  subtotal: number;
  shippingFees: number;
  discount: number;
  codFees: number;
  totalPrice: number;
  requiredDays: number;
  trnxStatus: string;
  fawryRef: string | null;
  shippingAddress: Record<string, string | number | null>;
  items: Array<{
    _id: string;
    name: string;
    arName: string;
    imagePath: string | null;
    quantity: number;
    lineTotal: number;
  }>;
}
type Status =
  | "pending"
  | "confirmed"
  | "ready_for_shipping"
  | "out_for_delivery"
  | "delivered"
  | "cancelled"
  | "returned";

const ORDERS = `query Orders { getOrdersByUserId { status_code code data {
  _id orderId orderCreateDate status orderedFrom paymentMethod subtotal shippingFees discount codFees totalPrice
  requiredDays trnxStatus fawryRef shippingAddress items { _id name arName imagePath quantity lineTotal } } } }`;
const CANCEL = `mutation Cancel($o: ID!) { cancelOrder(order: $o) { status_code code message data { orderId } } }`;

const STAGES = ["ready_for_shipping", "out_for_delivery", "delivered"] as const;
const CANCELLABLE: Status[] = ["pending", "confirmed", "ready_for_shipping"];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.lang === "en" ? "My orders" : "طلباتي", loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql<{ getOrdersByUserId: CodedEnvelope<Order[]> }>(args.context, locale, ORDERS);
  return { lang: locale.lang, orders: r.getOrdersByUserId.data ?? [] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql<{ cancelOrder: CodedEnvelope<{ orderId: string }> }>(context, locale, CANCEL, {
    o: String(form.get("order") ?? ""),
  });
  return r.cancelOrder.status_code === 200
    ? { cancelled: r.cancelOrder.data!.orderId, message: "" }
    : { cancelled: "", message: r.cancelOrder.message };
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("title")}</h1>
      <div className="mt-4" aria-live="polite">
        <FormAlert tone="success">
          {actionData?.cancelled && t("cancelled", { number: actionData.cancelled })}
        </FormAlert>
        <FormAlert>{actionData?.message}</FormAlert>
      </div>
      {loaderData.orders.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-muted">{t("empty")}</p>
          <Link
            to={localePath(locale, "/categories")}
            className="mt-4 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            {t("browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-6">
          {loaderData.orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-muted">{t("returnPolicy")}</p>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  const lang = locale.lang;
  const money = (minor: number) => formatMoney(minor, order.orderedFrom, lang);
  const a = order.shippingAddress;
  const sep = lang === "ar" ? "، " : ", ";
  const where = [a.streetName, a.building, a.area, a.city].filter(Boolean).join(sep);
  const tone =
    order.status === "cancelled" || order.status === "returned"
      ? "bg-ink/10 text-ink"
      : order.status === "delivered"
        ? "bg-success/10 text-success"
        : "bg-accent/10 text-accent-dark";
  return (
    <li className="rounded-2xl bg-surface p-5 ring-1 ring-line" aria-labelledby={`order-${order._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`order-${order._id}`} className="text-lg font-semibold" dir="auto">
            {t("number", { number: order.orderId })}
          </h2>
          <p className="text-sm text-muted">
            {t("placedOn", { date: formatDate(order.orderCreateDate, lang, order.orderedFrom) })}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${tone}`} data-testid="order-status">
          {t(`status.${order.status}`)}
        </span>
      </div>
      {order.status !== "cancelled" && order.status !== "returned" && <Stages status={order.status} />}
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-3">
            {item.imagePath ? (
              <img
                src={item.imagePath}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-xl bg-sand object-cover"
              />
            ) : (
              <span className="size-16 rounded-xl bg-sand" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{lang === "ar" ? item.arName : item.name}</p>
              <p className="text-sm text-muted">{t("quantity", { count: item.quantity })}</p>
            </div>
            <p className="font-medium tabular-nums">{money(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-6 border-t border-line pt-4 sm:grid-cols-2">
        <dl className="space-y-1 text-sm">
          <Row label={t("subtotal")} value={money(order.subtotal)} />
          <Row label={t("shipping")} value={money(order.shippingFees)} />
          {order.discount > 0 && <Row label={t("discount")} value={`− ${money(order.discount)}`} />}
          {order.codFees > 0 && <Row label={t("codFees")} value={money(order.codFees)} />}
          <Row label={t("total")} value={money(order.totalPrice)} strong />
        </dl>
        <div className="space-y-3 text-sm">
          <div>
            <p className="font-semibold">{t("payment")}</p>
            <p>
              {t(`method.${order.paymentMethod}`, { defaultValue: order.paymentMethod })} ·{" "}
              {t(`paymentStatus.${order.trnxStatus}`)}
            </p>
            {order.fawryRef && <p dir="auto">{t("fawryRef", { ref: order.fawryRef })}</p>}
          </div>
          <div>
            <p className="font-semibold">{t("deliverTo")}</p>
            <p>{where}</p>
            {order.requiredDays > 0 && order.status !== "delivered" && (
              <p className="text-muted">{t("deliveryDays", { count: order.requiredDays })}</p>
            )}
          </div>
        </div>
      </div>
      {CANCELLABLE.includes(order.status) && <CancelOrder order={order} />}
    </li>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-line pt-2 text-base font-semibold" : ""}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The three stages the specs show, the done ones marked; read in order by screen readers. */
function Stages({ status }: { status: Status }) {
  const { t } = useTranslation("orders");
  const reached = STAGES.indexOf(status as (typeof STAGES)[number]);
  return (
    <ol className="mt-4 grid grid-cols-3 gap-2" aria-label={t("stages")}>
      {STAGES.map((stage, i) => {
        const done = i <= reached;
        return (
          <li
            key={stage}
            className="text-center text-xs sm:text-sm"
            aria-current={i === reached ? "step" : undefined}
          >
            <span className={`block h-1.5 rounded-full ${done ? "bg-accent" : "bg-line"}`} />
            <span className={`mt-2 block ${done ? "font-semibold text-ink" : "text-muted"}`}>
              {t(`stage.${stage}`)}
              <span className="sr-only"> ({done ? t(i === reached ? "stageNow" : "stageDone") : ""})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Cancel, after a confirmation that works without JavaScript (a disclosure). */
function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  return (
    <details className="mt-4 border-t border-line pt-4">
      <summary className="inline-flex h-11 cursor-pointer items-center rounded-full border border-ink/20 px-5 font-semibold hover:border-ink">
        {t("cancel")}
      </summary>
      <Form method="post" className="mt-3 rounded-xl bg-danger/5 p-4">
        <p className="text-sm">{t("cancelConfirm")}</p>
        <input type="hidden" name="order" value={order._id} />
        <div className="mt-3 flex flex-wrap gap-3">
          <SubmitButton variant="danger" intent={`cancel-${order._id}`}>
            {t("cancelYes")}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
