import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";

/**
 * The checkout stepper (the specs' labels: cart, shipping, payment). Steps before the current one
 * are links back; the order follows the page's direction, so Arabic reads right to left.
 */
export function Stepper({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const steps = [
    { label: t("cart.steps.cart"), to: "/cart" },
    { label: t("cart.steps.shipping"), to: "/address" },
    { label: t("cart.steps.payment"), to: null },
  ];
  return (
    <nav aria-label={t("cart.steps.label")}>
      <ol className="flex items-center gap-2 text-sm">
        {steps.map((step, i) => {
          const body = (
            <>
              <span
                className={`grid size-7 shrink-0 place-items-center rounded-full text-xs ${i === current ? "bg-accent text-white" : i < current ? "bg-ink text-canvas" : "bg-sand text-muted"}`}
              >
                {i < current ? "✓" : i + 1}
              </span>
              {step.label}
            </>
          );
          const style = `flex items-center gap-2 font-semibold ${i <= current ? "text-ink" : "text-muted"}`;
          return (
            <li key={step.label} className="flex flex-1 items-center gap-2 last:flex-none">
              {i < current && step.to ? (
                <Link to={localePath(locale, step.to)} className={`${style} hover:underline`}>
                  {body}
                </Link>
              ) : (
                <span aria-current={i === current ? "step" : undefined} className={style}>
                  {body}
                </span>
              )}
              {i < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-line" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
