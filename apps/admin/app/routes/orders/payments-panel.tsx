/**
 * The order's payments (decisions 0114, 0115): each attempt with its provider's notifications and
 * refunds (in progress or failed say so), and a refund form, in full or in part, asked first.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Badge, Button, ConfirmDialog, Field, Notice } from "../../components/ui.tsx";
import { useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { formatDate, formatMoney } from "../../lib/money.ts";
import type { clientAction } from "./detail.tsx";
import type { Order } from "./documents.ts";

type Payment = Order["payments"][number];

const refundTone = (status: string) =>
  status === "succeeded" ? "success" : status === "failed" ? "danger" : "accent";

export function PaymentsPanel({ order }: { order: Order }) {
  const { t } = useT();
  return (
    <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="payments">
      <h2 id="payments" className="font-semibold">
        {t("payments")}
      </h2>
      {order.payments.length ? (
        <ol className="mt-3 space-y-5">
          {[...order.payments].reverse().map((p) => (
            <PaymentItem key={p._id} payment={p} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t("noPayments")}</p>
      )}
    </section>
  );
}

function PaymentItem({ payment: p }: { payment: Payment }) {
  const { t, lang, locale } = useT();
  const money = (minor: number) => formatMoney(minor, p.currency, locale);
  const source = (p.source ?? null) as { subType?: string; pan?: string } | null;
  return (
    <li className="rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {labelOf(lang, "method", p.method)}
          {p.provider !== p.method && p.provider !== "cod" && (
            <span className="ms-1 text-sm text-muted">({labelOf(lang, "provider", p.provider)})</span>
          )}
        </p>
        <Badge tone={p.status === "captured" ? "success" : p.status === "declined" ? "danger" : "neutral"}>
          {labelOf(lang, "pay", p.status)}
        </Badge>
      </div>
      <ul className="mt-2 grid gap-x-4 text-sm text-muted sm:grid-cols-2">
        <li className="tabular-nums">{t("payment.amount", { amount: money(p.amount) })}</li>
        <li className="tabular-nums">{t("payment.captured", { amount: money(p.capturedAmount) })}</li>
        <li className="tabular-nums">{t("payment.refunded", { amount: money(p.refundedAmount) })}</li>
        {p.refundable && (
          <li className="tabular-nums">{t("payment.left", { amount: money(p.refundableLeft) })}</li>
        )}
        {(p.reference ?? p.providerRef) && (
          <li>
            {t("payment.reference", { ref: "" })}
            <bdi dir="ltr">{p.reference ?? p.providerRef}</bdi>
          </li>
        )}
        {source?.pan && <li>{t("payment.card", { brand: source.subType ?? "", pan: source.pan })}</li>}
        <li className="tabular-nums">{formatDate(p.createdAt, locale, true)}</li>
      </ul>
      {p.events.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold">
            {t("paymentEvents")} ({p.events.length})
          </summary>
          <ul className="mt-2 space-y-1">
            {p.events.map((e) => (
              <li key={e._id} className="text-muted">
                <span className="tabular-nums">{formatDate(e.processedAt, locale, true)}</span> ·{" "}
                <bdi dir="ltr">{e.eventId}</bdi> · {labelOf(lang, "event", e.outcome)}
              </li>
            ))}
          </ul>
        </details>
      )}
      {p.refunds.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">{t("refunds")}</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {p.refunds.map((r) => (
              <li key={r._id}>
                <span className="tabular-nums">{money(r.amount)}</span>{" "}
                <Badge tone={refundTone(r.status)}>{labelOf(lang, "refund", r.status)}</Badge>{" "}
                <span className="text-muted tabular-nums">{formatDate(r.createdAt, locale, true)}</span>
                {r.cause !== "staff" && (
                  <span className="block text-muted">{labelOf(lang, "refundCause", r.cause)}</span>
                )}
                {r.reason && <bdi className="block text-muted">{r.reason}</bdi>}
                {r.status === "pending" && <span className="block text-muted">{t("refundPendingNote")}</span>}
                {r.status === "failed" && r.providerReason && (
                  <bdi className="block text-danger">{r.providerReason}</bdi>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {p.refundable && p.refundableLeft > 0 && <RefundForm payment={p} />}
    </li>
  );
}

function RefundForm({ payment: p }: { payment: Payment }) {
  const { t, lang, locale } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [typed, setTyped] = useState("");
  const busy = fetcher.state !== "idle";
  const mine = fetcher.data?.intent === "refund" ? fetcher.data : undefined;
  const done = fetcher.state === "idle" && mine?.ok ? mine.refund : null;
  const error = fetcher.state === "idle" && mine && !mine.ok ? mine : null;
  useEffect(() => {
    // A new refund gets a new key; the same one would answer the refund just made.
    if (done) {
      form.current?.reset();
      setTyped("");
      setKey(crypto.randomUUID());
    }
  }, [done]);
  const cash = p.provider === "cod";
  const major = (p.refundableLeft / 100).toFixed(2);
  return (
    <fetcher.Form
      method="post"
      ref={form}
      className="mt-4 space-y-3 border-t border-line pt-4"
      onChange={(e) => {
        const input = e.target as unknown as HTMLInputElement;
        if (input.name === "amount") setTyped(input.value);
      }}
    >
      <h3 className="font-semibold">{t("refundTitle")}</h3>
      <p className="text-sm text-muted">{cash ? t("refundCashLead") : t("refundLead")}</p>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="payment" value={p._id} />
      <input type="hidden" name="idempotencyKey" value={key} />
      {done?.status === "succeeded" && <Notice tone="success">{t("refundDone")}</Notice>}
      {done?.status === "pending" && <Notice tone="danger">{t("refundPending")}</Notice>}
      {done?.status === "failed" && (
        <Notice tone="danger">{t("refundFailed", { reason: done.providerReason ?? "" })}</Notice>
      )}
      {error && <Notice tone="danger">{error.message}</Notice>}
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field
          label={t("refundAmount", { currency: labelOf(lang, "currency", p.currency) })}
          name="amount"
          inputMode="decimal"
          defaultValue={major}
          error={error?.fields.amount}
          isRequired
        />
        <Field
          label={cash ? t("refundReasonCash") : t("refundReason")}
          name="reason"
          error={error?.fields.reason}
          isRequired={cash}
        />
      </div>
      <ConfirmDialog
        trigger={<Button tone="danger">{t("refund")}</Button>}
        title={t("refundConfirmTitle", {
          amount: `${typed || major} ${labelOf(lang, "currency", p.currency)}`,
        })}
        body={t("refundConfirm")}
        confirmLabel={t("refund")}
        busyLabel={t("refunding")}
        busy={busy}
        onConfirm={() => fetcher.submit(form.current)}
      />
      <span className="sr-only">{formatMoney(p.refundableLeft, p.currency, locale)}</span>
    </fetcher.Form>
  );
}
