/**
 * The product page's buying parts (decision 0070): the quantity stepper, the delivery window, the
 * ways to pay under the price, and the sticky bar that keeps the price and the add button in view.
 */
import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { formatDate, formatDay, formatMoney } from "#i18n/format.ts";
import { writeAlternatives } from "#i18n/written.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { PAYMENT_METHODS } from "../layout/payment-logos.tsx";

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("catalog");
  const step = "grid size-11 place-items-center rounded-full text-lg hover:bg-sand disabled:opacity-40";
  const top = Math.max(1, max);
  return (
    <fieldset className="flex items-center rounded-full ring-1 ring-line" disabled={disabled}>
      <legend className="sr-only">{t("product.quantity")}</legend>
      <button
        type="button"
        className={step}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={value <= 1}
        aria-label={t("product.fewer")}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={top}
        value={value}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value));
          if (Number.isFinite(n)) onChange(Math.min(top, Math.max(1, n)));
        }}
        aria-label={t("product.quantity")}
        data-testid="quantity"
        className="w-10 appearance-none bg-transparent text-center font-semibold tabular-nums [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={step}
        onClick={() => onChange(Math.min(top, value + 1))}
        disabled={value >= top}
        aria-label={t("product.more")}
      >
        +
      </button>
    </fieldset>
  );
}

/** "Arrives between 27 November and 30 November · Delivery to Giza". */
export function DeliveryWindow({ from, to, place }: { from: string; to: string; place: string }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const day = (iso: string) => formatDay(iso, locale.lang);
  return (
    <p className="rounded-xl bg-sand/70 p-3 text-sm" data-testid="delivery-window">
      <span className="font-semibold">{t("product.arrives", { from: day(from), to: day(to) })}</span>
      <span className="block text-muted">
        {t("product.deliverTo", { place })}
        <time dateTime={to} className="sr-only">
          {formatDate(to, locale.lang, locale.country)}
        </time>
      </span>
    </p>
  );
}

interface PayingMethod {
  method: string;
  displayName: string;
  isInstallment: boolean;
  minAmount: number | null;
  maxAmount: number | null;
}

/** Methods with a drawn badge (payment-logos.tsx); a card shows Visa and Mastercard. */
const BADGES_OF: Record<string, string[]> = {
  card: ["visa", "mastercard"],
  valu: ["valu"],
  fawry: ["fawry"],
  aman: ["aman"],
  sympl: ["sympl"],
};

/**
 * Under the price: instalments (the configured instalment methods whose limits hold the price, in
 * Egypt; Tabby's four payments in Saudi Arabia) and the accepted-payment badges.
 */
export function PayingOptions({ methods, price }: { methods: PayingMethod[]; price: number }) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const within = (m: PayingMethod) =>
    locale.country !== "eg" ||
    ((m.minAmount == null || price >= m.minAmount) && (m.maxAmount == null || price <= m.maxAmount));
  const instalments = methods.filter((m) => m.isInstallment && m.method !== "tabby" && within(m));
  const tabby = methods.some((m) => m.method === "tabby");
  const badges = [...new Set(methods.flatMap((m) => BADGES_OF[m.method] ?? []))];
  if (!instalments.length && !tabby && !badges.length) return null;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="paying-options">
      {tabby ? (
        <p>
          {t("product.tabby", { amount: formatMoney(Math.ceil(price / 4), locale.country, locale.lang) })}
        </p>
      ) : null}
      {instalments.length ? (
        <p>
          {t("product.instalments", {
            methods: writeAlternatives(
              instalments.map((m) => m.displayName),
              locale.lang,
            ),
          })}
        </p>
      ) : null}
      {badges.length ? (
        <div>
          <p className="sr-only">{t("product.acceptedPayments")}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("product.acceptedPayments")}>
            {PAYMENT_METHODS.filter((b) => badges.includes(b.id)).map((b) => (
              <li key={b.id} className="[&_svg]:h-7 [&_svg]:w-auto">
                {b.badge}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The bar with the price and the add button, fixed at the bottom of the screen while `watch` (the
 * page's own buy row) is out of view: on a phone also while it is still below the fold.
 */
export function StickyBuyBar({
  watch,
  name,
  price,
  children,
}: {
  watch: RefObject<HTMLElement | null>;
  name: string;
  price: ReactNode;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const phone = window.matchMedia("(width < 48.0625rem)");
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const above = entry.boundingClientRect.bottom < 0;
      setShown(!entry.isIntersecting && (above || phone.matches));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div
      data-testid="sticky-buy-bar"
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgb(31_27_22/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-screen-2xl items-center gap-3 px-4 py-2.5">
        <div className="min-w-0 flex-1">
          <p className="hidden truncate text-sm font-medium sm:block">{name}</p>
          {price}
        </div>
        {children}
      </div>
    </div>
  );
}
