import type { ReactNode } from "react";
import { formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { CartData } from "../../routes/account/lib/cart.server.ts";
import { Stepper } from "./stepper.tsx";

/** The checkout steps' frame: the stepper, the heading, the step's column and its summary. */
export function CheckoutLayout({
  step,
  title,
  lead,
  children,
}: {
  step: 1 | 2;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 nav:px-6 nav:py-12">
      <Stepper current={step} />
      <h1 className="mt-8 text-2xl font-semibold nav:text-3xl">{title}</h1>
      <p className="mt-1 text-muted">{lead}</p>
      <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-[1fr_22rem]">{children}</div>
    </main>
  );
}

interface SummaryLine {
  key: string;
  name: string;
  detail?: string;
  image: string | null;
  quantity: number;
  total: number | null;
}

/** The order summary beside a step: the lines, the figures, the total. */
export function SummaryCard({
  lines,
  rows,
  total,
  children,
}: {
  lines: SummaryLine[];
  rows: Array<{ label: string; amount: number; negative?: boolean }>;
  total: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const money = (minor: number) => formatMoney(minor, locale.country, locale.lang);
  return (
    <aside
      aria-label={t("summary.title")}
      className="rounded-3xl bg-surface p-6 ring-1 ring-line lg:sticky lg:top-28"
    >
      <h2 className="text-lg font-semibold">{t("summary.title")}</h2>
      <ul className="mt-4 space-y-3">
        {lines.map((line) => (
          <li key={line.key} className="flex gap-3 text-sm">
            <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-sand">
              {line.image && (
                <img src={line.image} alt="" width={56} height={56} className="size-full object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold">{line.name}</p>
              {line.detail && <p className="text-xs text-muted">{line.detail}</p>}
              <p className="text-xs text-muted">{t("summary.quantity", { count: line.quantity })}</p>
            </div>
            {line.total != null && <p className="shrink-0 font-semibold tabular-nums">{money(line.total)}</p>}
          </li>
        ))}
      </ul>
      <dl className="mt-5 space-y-3 border-t border-line pt-4 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className={`tabular-nums ${row.negative ? "text-success" : ""}`}>
              {row.negative ? `− ${money(row.amount)}` : money(row.amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold">{t("summary.total")}</dt>
          <dd className="font-semibold tabular-nums">{money(total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">{t("summary.taxIncluded")}</p>
      {children}
    </aside>
  );
}

/** The shipping step's summary, from the cart as the cart page shows it. */
export function CheckoutAside({ cart }: { cart: CartData }) {
  const { t } = useTranslation("checkout");
  const { locale } = useRootData();
  const lines = cart.storedProduct.map((l) => ({
    key: l._id,
    name: l.image?.product ? (locale.lang === "ar" ? l.image.product.arName : l.image.product.name) : "",
    detail: l.features
      .map((f) => (locale.lang === "ar" ? `${f.arProperty}: ${f.arValue}` : `${f.property}: ${f.value}`))
      .join(" · "),
    image: l.image?.path ?? null,
    quantity: l.quantity,
    total: l.priceOfQuantity,
  }));
  return (
    <SummaryCard
      lines={lines}
      rows={[
        { label: t("summary.subtotal"), amount: cart.totalPrice },
        { label: t("summary.shipping"), amount: cart.shippingFees },
      ]}
      total={cart.totalPrice + cart.shippingFees}
    />
  );
}
