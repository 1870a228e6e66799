/** The pieces of an order that profile/orders and profile/orders/:id both show. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import type { Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { ResultOf } from "../../lib/shop-graphql.ts";
import { ConfirmPanel } from "../account/confirm.tsx";
import { orderCountry } from "./order-country.ts";
import type { OrderSummaryFields } from "./order-fields.ts";

/**
 * An order's status: pending, confirmed, ready_for_shipping, out_for_delivery, delivered,
 * cancelled or returned.
 */
type OrderStatus = string;

/** What both pages read of an order (`OrderSummaryFields`; their documents may ask for more). */
type OrderSummary = ResultOf<typeof OrderSummaryFields>;

export const moneyOf = (order: Pick<OrderSummary, "orderedFrom">, lang: Language) => (minor: number) =>
  formatMoney(minor, orderCountry(order), lang);

/** The status as a coloured pill. */
function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  const tone =
    status === "cancelled" || status === "returned"
      ? "bg-ink/10 text-ink"
      : status === "delivered"
        ? "bg-success/10 text-success"
        : "bg-accent/10 text-accent-dark";
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${tone}`}
      data-testid="order-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The order's heading (an h1 on its page, a linked h2 in the list), its date and its status. */
export function OrderHeader({
  order,
  lang,
  heading,
}: {
  order: Pick<OrderSummary, "orderCreateDate" | "orderedFrom" | "status">;
  lang: Language;
  heading: ReactNode;
}) {
  const { t } = useTranslation("orders");
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        {heading}
        <p className="mt-1 text-sm text-muted">
          {t("placedOn", { date: formatDate(order.orderCreateDate, lang, orderCountry(order)) })}
        </p>
      </div>
      <StatusBadge status={order.status} />
    </div>
  );
}

/** A line's picture, or a sand square when it has none. */
export function LineImage({ path, size = "size-16" }: { path: string | null; size?: string }) {
  return path ? (
    <img
      src={path}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className={`${size} shrink-0 rounded-xl bg-sand object-cover`}
    />
  ) : (
    <span className={`${size} shrink-0 rounded-xl bg-sand`} />
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

/** Subtotal, shipping, discount, cash-on-delivery fee and total, as bought. */
export function OrderTotals({ order, lang }: { order: OrderSummary; lang: Language }) {
  const { t } = useTranslation("orders");
  const money = moneyOf(order, lang);
  return (
    <dl className="space-y-1 text-sm">
      <Row label={t("subtotal")} value={money(order.subtotal)} />
      <Row label={t("shipping")} value={money(order.shippingFees)} />
      {order.discount > 0 && <Row label={t("discount")} value={`− ${money(order.discount)}`} />}
      {order.couponDiscount > 0 && (
        <Row label={t("couponDiscount")} value={`− ${money(order.couponDiscount)}`} />
      )}
      {order.referralDiscount > 0 && (
        <Row label={t("referralDiscount")} value={`− ${money(order.referralDiscount)}`} />
      )}
      {order.giftCardAmount > 0 && (
        <Row label={t("giftCardPaid")} value={`− ${money(order.giftCardAmount)}`} />
      )}
      {order.codFees > 0 && <Row label={t("codFees")} value={money(order.codFees)} />}
      <Row label={t("total")} value={money(order.totalPrice)} strong />
    </dl>
  );
}

/** The delivery address on one line, in the page's language's separators. */
export function addressLine(address: OrderSummary["shippingAddress"], lang: Language): string {
  // The address as it was when the order was placed (JSON): its text fields.
  const a = (address ?? {}) as Record<string, string | number | null>;
  return [a.streetName, a.building, a.area, a.city].filter(Boolean).join(lang === "ar" ? "، " : ", ");
}

type Refund = OrderSummary["refunds"][number];

/**
 * The payment's word once money went back (decision 0123): refunded in full, partly, or on its
 * way; otherwise the specs' trnxStatus.
 */
function paymentWord(order: OrderSummary): string {
  const given = order.refunds.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0);
  if (order.refunds.some((r) => r.status === "pending")) return "refunding";
  if (given > 0) return given >= order.totalPrice ? "refunded" : "partlyRefunded";
  return order.trnxStatus;
}

/** One refund: how much, where it stands, to which method, and when (issue 36). */
function RefundLine({ refund, order, lang }: { refund: Refund; order: OrderSummary; lang: Language }) {
  const { t } = useTranslation("orders");
  const date = (iso: string) => formatDate(iso, lang, orderCountry(order));
  const when =
    refund.status === "succeeded"
      ? t("refundDone", { date: date(refund.settledAt ?? refund.createdAt), until: date(refund.expectedBy!) })
      : refund.status === "pending"
        ? t("refundStarted", { date: date(refund.createdAt), until: date(refund.expectedBy!) })
        : t("refundFailed");
  return (
    <li data-testid="refund">
      <p className="font-semibold tabular-nums">
        {moneyOf(order, lang)(refund.amount)} · {t(`refund.${refund.status}`)}
      </p>
      <p>{t("refundTo", { method: t(`method.${refund.method}`, { defaultValue: refund.method }) })}</p>
      <p className="text-muted">{when}</p>
    </li>
  );
}

/** Payment method and status, its refunds, then where it goes. */
export function PaymentAndDelivery({ order, lang }: { order: OrderSummary; lang: Language }) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  return (
    <div className="space-y-3 text-sm">
      <div>
        <p className="font-semibold">{t("payment")}</p>
        <p>
          {t(`method.${order.paymentMethod}`, { defaultValue: order.paymentMethod })} ·{" "}
          <span data-testid="payment-status">{t(`paymentStatus.${paymentWord(order)}`)}</span>
        </p>
        {order.refunds.length > 0 && (
          <div className="mt-2">
            <p className="font-semibold">{t("refunds")}</p>
            <ul className="mt-1 space-y-2">
              {order.refunds.map((refund) => (
                <RefundLine key={refund._id} refund={refund} order={order} lang={lang} />
              ))}
            </ul>
          </div>
        )}
        {order.fawryRef && <p dir="auto">{t("fawryRef", { ref: order.fawryRef })}</p>}
        {order.canPayAgain && (
          <Link
            to={`${localePath(locale, "/thankYou")}?order=${order._id}`}
            className="mt-2 inline-flex h-10 items-center rounded-full bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
          >
            {t("payNow")}
          </Link>
        )}
      </div>
      <div>
        <p className="font-semibold">{t("deliverTo")}</p>
        <p>{addressLine(order.shippingAddress, lang)}</p>
        {order.requiredDays > 0 && !["delivered", "cancelled", "returned"].includes(order.status) && (
          <p className="text-muted">{t("deliveryDays", { count: order.requiredDays })}</p>
        )}
      </div>
    </div>
  );
}

type Step = OrderStatus | "placed";

/** The stages an order in `status` shows, in order: the usual road, or where it left it. */
function stagesOf(status: OrderStatus): Step[] {
  const road: Step[] = [
    status === "pending" ? "pending" : "confirmed",
    "ready_for_shipping",
    "out_for_delivery",
    "delivered",
  ];
  if (status === "cancelled") return ["placed", "cancelled"];
  return status === "returned" ? [...road, "returned"] : road;
}

/**
 * The stages as an ordered list, the reached ones marked and the current one `aria-current`:
 * a row on wide screens, a column on phones (`compact`: always a row, for the orders list).
 */
export function Timeline({ status, compact = false }: { status: OrderStatus; compact?: boolean }) {
  const { t } = useTranslation("orders");
  const steps = stagesOf(status);
  const reached = steps.indexOf(status);
  const row = compact ? "grid-flow-col auto-cols-fr" : "sm:grid-flow-col sm:auto-cols-fr";
  return (
    <ol className={`grid gap-2 ${row}`} aria-label={t("stages")}>
      {steps.map((step, i) => {
        const done = i <= reached;
        const now = i === reached;
        const ended = now && (step === "cancelled" || step === "returned");
        return (
          <li
            key={step}
            aria-current={now ? "step" : undefined}
            className={`flex gap-3 text-sm ${compact ? "flex-col text-center text-xs sm:text-sm" : "items-center sm:flex-col sm:items-stretch sm:text-center"}`}
          >
            <span
              aria-hidden="true"
              className={`shrink-0 rounded-full ${compact ? "h-1.5" : "size-3 sm:h-1.5 sm:w-auto"} ${done ? (ended ? "bg-ink/60" : "bg-accent") : "bg-line"}`}
            />
            <span className={done ? "font-semibold text-ink" : "text-muted"}>
              {t(`stage.${step}`)}
              <span className="sr-only"> ({done ? t(now ? "stageNow" : "stageDone") : t("stageAhead")})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A bordered card of the account pages. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl bg-surface p-5 ring-1 ring-line ${className}`}>{children}</section>;
}

/** The cancel button of the orders list: a disclosure holds the confirmation (works without JavaScript). */
export function CancelDisclosure({ orderId }: { orderId: string }) {
  const { t } = useTranslation("orders");
  return (
    <ConfirmPanel
      className="mt-4 border-t border-line pt-4"
      summaryClassName="h-11 border border-ink/20 px-5 hover:border-ink"
      action={t("cancel")}
      question={t("cancelConfirm")}
      yes={t("cancelYes")}
      name="order"
      value={orderId}
      intent={`cancel-${orderId}`}
    />
  );
}
