/**
 * An order's printable invoice (decision 0114): A4, no app chrome, in Arabic (right to left) or
 * English (`?lang=`; the admin's language by default), the store's name and address from settings,
 * the order number and date, the lines and the totals as charged. `?print=1` opens the print dialog.
 */
import { useEffect } from "react";
import { dataOf, request } from "../../lib/graphql.ts";
import { currentLanguage, type Language, LanguageContext, translate } from "../../lib/i18n.ts";
import { formatDate, formatMoney } from "../../lib/money.ts";
import type { Route } from "./+types/invoice";
import { ORDER } from "./documents.ts";
import { AddressLines, featuresOf, Totals } from "./parts.tsx";

export async function clientLoader({ params, request: req }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const asked = url.searchParams.get("lang");
  const lang: Language = asked === "ar" || asked === "en" ? asked : currentLanguage();
  const { order } = await request(ORDER, { id: params.id });
  return { order: dataOf(order), lang, print: url.searchParams.get("print") === "1" };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, lang, print } = loaderData;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(lang, key, values);
  const locale = lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB";
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const other: Language = lang === "ar" ? "en" : "ar";
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
    document.title = `${translate(lang, "invoiceTitle")} ${order.orderId}`;
    if (print) setTimeout(() => window.print(), 300);
  }, [lang, print, order.orderId]);
  const store = order.store;
  return (
    <LanguageContext.Provider value={lang}>
      <div
        className="invoice-page mx-auto max-w-[210mm] bg-white p-8 text-ink print:p-0"
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
      >
        <nav className="no-print mb-6 flex flex-wrap gap-3 text-sm">
          <button
            type="button"
            onClick={() => window.print()}
            className="min-h-10 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-dark"
          >
            {t("print")}
          </button>
          <a
            className="inline-flex min-h-10 items-center rounded-md border border-line px-4"
            href={`?lang=${other}`}
            lang={other}
          >
            {t("otherLanguage")}
          </a>
        </nav>
        <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-ink pb-4">
          <div>
            <p className="text-2xl font-semibold">{lang === "ar" ? store.arName : store.name}</p>
            <p className="mt-1 max-w-xs text-sm">
              {lang === "ar" ? store.arAddress || store.address : store.address}
            </p>
            <p className="text-sm">
              <bdi dir="ltr">{store.email}</bdi>
              {store.phone ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{store.phone}</bdi>
                </>
              ) : null}
            </p>
          </div>
          <div className="text-end">
            <h1 className="text-3xl font-semibold">{t("invoiceTitle")}</h1>
            <p className="mt-2 text-sm">
              {t("invoiceNumber")}: <bdi dir="ltr">{order.orderId}</bdi>
            </p>
            <p className="text-sm tabular-nums">
              {t("invoiceDate")}: {formatDate(order.createdAt, locale)}
            </p>
          </div>
        </header>
        <section className="mt-6 text-sm">
          <h2 className="font-semibold">{t("billTo")}</h2>
          <AddressLines address={order.shippingAddress} />
        </section>
        <table className="mt-6 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-ink">
              <th scope="col" className="py-2 text-start">
                {t("line.product")}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {t("line.quantity")}
              </th>
              <th scope="col" className="px-2 py-2 text-end">
                {t("line.unitPrice")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("line.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => {
              const features = featuresOf(line.features, lang);
              return (
                <tr key={line._id} className="border-b border-line">
                  <td className="py-2">
                    <bdi className="block">{lang === "ar" ? line.arName : line.name}</bdi>
                    {features && <span className="block text-xs">{features}</span>}
                  </td>
                  <td className="px-2 py-2 text-end tabular-nums">{line.quantity}</td>
                  <td className="px-2 py-2 text-end tabular-nums whitespace-nowrap">
                    {money(line.unitPrice - line.unitDiscount)}
                  </td>
                  <td className="py-2 text-end tabular-nums whitespace-nowrap">{money(line.lineTotal)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-4 ms-auto max-w-xs">
          <Totals order={order} lang={lang} />
        </div>
        <p className="mt-10 text-center text-sm">{t("invoiceThanks")}</p>
      </div>
    </LanguageContext.Provider>
  );
}
