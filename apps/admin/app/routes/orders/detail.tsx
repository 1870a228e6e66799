/**
 * One order (decision 0114): the lines as bought and the totals as charged, the customer and the
 * delivery address as it was, payments with their refunds, return requests, the history, the moves
 * allowed next, cash collected and the invoice.
 */
import { Link } from "react-router";
import { Badge } from "../../components/ui.tsx";
import { dataOf, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { formatDate } from "../../lib/money.ts";
import type { Route } from "./+types/detail";
import { orderAction } from "./actions.ts";
import { ORDER } from "./documents.ts";
import { AddressLines, Lines, Timeline, Totals } from "./parts.tsx";
import { PaymentsPanel } from "./payments-panel.tsx";
import { StagePanel } from "./stage-panel.tsx";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { order } = await request(ORDER, { id: params.id });
  return { order: dataOf(order) };
}

export async function clientAction({ request: req, params }: Route.ClientActionArgs) {
  return orderAction(params.id, await req.formData());
}

const card = "rounded-lg border border-line bg-white p-5";

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t, lang, locale } = useT();
  return (
    <>
      <Link to="/orders" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToOrders")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">
            {t("orderTitle", { number: "" })}
            <bdi dir="ltr">{order.orderId}</bdi>
          </h1>
          <p className="mt-1 text-muted">
            {t("placedOn", { date: formatDate(order.createdAt, locale, true) })} ·{" "}
            {labelOf(lang, "country", order.orderedFrom)} · {labelOf(lang, "method", order.paymentMethod)}
          </p>
        </div>
        <a
          href={`/admin/orders/${order._id}/invoice?print=1`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-10 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold hover:bg-canvas"
        >
          {t("openInvoice")}
        </a>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section className={card} aria-labelledby="lines">
            <h2 id="lines" className="font-semibold">
              {t("lines")}
            </h2>
            <div className="mt-3">
              <Lines order={order} />
            </div>
            <div className="mt-4 ms-auto max-w-sm border-t border-line pt-4">
              <h3 className="sr-only">{t("totals")}</h3>
              <Totals order={order} lang={lang} />
            </div>
          </section>
          <PaymentsPanel order={order} />
          <section className={card} aria-labelledby="history">
            <h2 id="history" className="font-semibold">
              {t("timeline")}
            </h2>
            <div className="mt-4">
              <Timeline order={order} />
            </div>
          </section>
        </div>
        {/* On a phone the stage and its moves come first. */}
        <aside className="order-first min-w-0 space-y-6 xl:order-none">
          <StagePanel order={order} />
          <section className={card} aria-labelledby="customer">
            <h2 id="customer" className="font-semibold">
              {t("customer")}
            </h2>
            {order.customer ? (
              <p className="mt-2">
                <bdi className="block">{order.customer.name}</bdi>
                <bdi className="block text-sm text-muted" dir="ltr">
                  {order.customer.email}
                </bdi>
                {order.customer.phone && (
                  <bdi className="block text-sm text-muted tabular-nums" dir="ltr">
                    {order.customer.phone}
                  </bdi>
                )}
              </p>
            ) : (
              <p className="mt-2 text-muted">{t("noCustomer")}</p>
            )}
            <h3 className="mt-4 text-sm font-semibold">{t("deliveryAddress")}</h3>
            <div className="mt-1 text-sm">
              <AddressLines address={order.shippingAddress} />
            </div>
          </section>
          {order.returns.length > 0 && (
            <section className={card} aria-labelledby="returns">
              <h2 id="returns" className="font-semibold">
                {t("orderReturns")}
              </h2>
              <ul className="mt-2 space-y-3 text-sm">
                {order.returns.map((r) => (
                  <li key={r._id}>
                    <Badge
                      tone={
                        r.status === "rejected" ? "danger" : r.status === "received" ? "success" : "accent"
                      }
                    >
                      {labelOf(lang, "return", r.status)}
                    </Badge>{" "}
                    <span className="text-muted tabular-nums">{formatDate(r.createdAt, locale)}</span>
                    <bdi className="mt-1 block">{r.reason}</bdi>
                    {r.decisionNote && (
                      <bdi className="block text-muted">{t("rejectionNote", { note: r.decisionNote })}</bdi>
                    )}
                  </li>
                ))}
              </ul>
              <Link
                to={`/returns?status=${order.returns[0]!.status}`}
                className="mt-3 inline-block text-sm text-accent-dark underline"
              >
                {t("toReturns")}
              </Link>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
