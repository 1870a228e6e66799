/**
 * The order page's read-only parts (decision 0114): lines as bought, totals, the delivery address as
 * it was, and the history. Shared with the invoice where they read the same.
 */

import { phoneForDisplay } from "#i18n/format.ts";
import { type Language, translate, useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { formatDate, formatMoney } from "../../lib/money.ts";
import type { Order } from "./documents.ts";

type Feature = { property?: string; arProperty?: string; value?: string; arValue?: string };

/** "Colour: Olive" in the language asked. */
export const featuresOf = (features: unknown, lang: Language): string =>
  (Array.isArray(features) ? (features as Feature[]) : [])
    .map((f) =>
      lang === "ar" ? `${f.arProperty ?? f.property}: ${f.arValue ?? f.value}` : `${f.property}: ${f.value}`,
    )
    .join("، ");

export function Lines({ order }: { order: Order }) {
  const { t, lang, locale } = useT();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">{t("lines")}</caption>
        <thead className="border-b border-line text-start">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("line.product")}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t("line.quantity")}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t("line.unitPrice")}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t("line.total")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.items.map((line) => {
            const features = featuresOf(line.features, lang);
            return (
              <tr key={line._id}>
                <td className="py-2 align-top">
                  <bdi className="block font-semibold">{lang === "ar" ? line.arName : line.name}</bdi>
                  {features && <span className="block text-xs text-muted">{features}</span>}
                  {line.sku && (
                    <bdi className="block text-xs text-muted" dir="ltr">
                      {line.sku}
                    </bdi>
                  )}
                </td>
                <td className="px-2 py-2 text-end align-top tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2 text-end align-top tabular-nums whitespace-nowrap">
                  {money(line.unitPrice)}
                  {line.unitDiscount > 0 && (
                    <span className="block text-xs text-muted">
                      {t("line.discount", { amount: money(line.unitDiscount) })}
                    </span>
                  )}
                </td>
                <td className="py-2 text-end align-top tabular-nums whitespace-nowrap">
                  {money(line.lineTotal)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The totals as charged: the order's own columns, never today's prices. */
export function Totals({ order, lang }: { order: Order; lang: Language }) {
  const locale = lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB";
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const rows: Array<[string, number, boolean?]> = [
    [t("subtotal"), order.subtotal],
    [t("discount"), -order.discount],
    [t("couponDiscount"), -order.couponDiscount],
    [t("referralDiscount"), -order.referralDiscount],
    [t("giftCard"), -order.giftCardAmount],
    [t("delivery"), order.shippingFees],
    [t("codFee"), order.codFees],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows
        .filter(([, amount], i) => i === 0 || amount !== 0)
        .map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="tabular-nums">{amount < 0 ? `− ${money(-amount)}` : money(amount)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t("grandTotal")}</dt>
        <dd className="tabular-nums">{money(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}

type Address = Record<string, string | number | null | undefined>;

/** The delivery address as it was copied at checkout, line by line. */
export function AddressLines({ address }: { address: unknown }) {
  const a = (address ?? {}) as Address;
  const join = (keys: string[], by = "، ") =>
    keys
      .map((k) => a[k])
      .filter((v) => v !== null && v !== undefined && String(v).trim() !== "")
      .join(by);
  const lines = [
    join(["fName", "lName"], " "),
    join(["streetName", "building", "floorNo", "apartment"]),
    join(["address1", "address2"]),
    join(["area", "city", "state"]),
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <bdi key={line} className="block">
          {line}
        </bdi>
      ))}
      {a.phone && (
        <bdi className="block tabular-nums" dir="ltr">
          {phoneForDisplay(String(a.phone), a.code ? String(a.code) : null)}
        </bdi>
      )}
    </address>
  );
}

/** What happened to the order, oldest first. */
export function Timeline({ order }: { order: Order }) {
  const { t, lang, locale } = useT();
  const money = (minor: number | null) => formatMoney(minor ?? 0, order.currency, locale);
  const say = (e: Order["timeline"][number]): string => {
    const stage = (s: string | null) => labelOf(lang, "stage", s ?? "");
    const ret = (s: string | null) => labelOf(lang, "return", s ?? "");
    switch (e.kind) {
      case "placed":
        return t("tl.placed", { amount: money(e.amount) });
      case "stage":
        return t("tl.stage", { from: stage(e.from), to: stage(e.to) });
      case "delivered":
        return t("tl.delivered");
      case "payment":
        return t("tl.payment", {
          method: labelOf(lang, "method", e.note ?? ""),
          amount: money(e.amount),
          status: labelOf(lang, "pay", e.status ?? ""),
        });
      case "collected":
        return t("tl.collected", { amount: money(e.amount) });
      case "event":
        return t("tl.event", { provider: e.note ?? "", status: labelOf(lang, "event", e.status ?? "") });
      case "refund":
        return t("tl.refund", { amount: money(e.amount), status: labelOf(lang, "refund", e.status ?? "") });
      case "return":
        return t("tl.return", { note: e.note ?? "" });
      case "returnStatus":
        return t("tl.returnStatus", { from: ret(e.from), to: ret(e.to) });
      default:
        return e.kind;
    }
  };
  return (
    <ol className="space-y-3 border-s-2 border-line ps-4">
      {order.timeline.map((e) => (
        <li key={`${e.at}-${e.kind}-${e.status ?? ""}-${e.to ?? ""}-${e.amount ?? ""}`} className="relative">
          <span aria-hidden className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-accent" />
          <p className="text-sm">
            <bdi>{say(e)}</bdi>
            {e.kind === "returnStatus" && e.note ? (
              <bdi className="block text-muted">{t("rejectionNote", { note: e.note })}</bdi>
            ) : null}
          </p>
          <p className="text-xs text-muted tabular-nums">
            {formatDate(e.at, locale, true)}
            {e.actor ? (
              <>
                {" · "}
                {t("tl.by", { actor: "" })}
                <bdi dir="ltr">{e.actor}</bdi>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
