/**
 * The mini-cart (decision 0070): after an item is added, a modal sheet from the end side (from the
 * bottom on phones) shows the line it went into and the cart's subtotal, with checkout, view cart
 * and keep shopping. Focus moves to its heading; Escape, the close button, "keep shopping" and the
 * backdrop close it and the browser returns focus to the button that added. A polite live region
 * says what was added, so a screen reader hears it even if the sheet is dismissed at once.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { AddedLine } from "../../routes/account/lib/types.ts";
import { CloseIcon } from "../layout/icons.tsx";

const MINI_CART_ID = "mini-cart";

export interface MiniCartState {
  line: AddedLine;
  count: number;
  signedIn: boolean;
  /** Grows with each add, so adding the same line again opens the sheet again. */
  serial: number;
}

export function MiniCart({ state }: { state: MiniCartState | null }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!state || !dialog) return;
    if (!dialog.open) dialog.showModal();
    heading.current?.focus();
  }, [state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    ref.current?.close();
  }, [location.key]);

  const close = () => ref.current?.close();
  const money = (minor: number) => formatMoney(minor, locale.country, locale.lang);
  const line = state?.line;
  const items = state ? t("cart.items", { count: state.count }) : "";
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {line ? t("cart.drawer.announce", { name: line.name, items }) : ""}
      </p>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; Escape closes the dialog natively */}
      <dialog
        ref={ref}
        id={MINI_CART_ID}
        aria-labelledby={`${MINI_CART_ID}-title`}
        className="cart-drawer"
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        {line && state ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
              <h2
                ref={heading}
                id={`${MINI_CART_ID}-title`}
                tabIndex={-1}
                className="flex items-center gap-2 text-lg font-semibold outline-none"
              >
                <span
                  aria-hidden="true"
                  className="grid size-6 place-items-center rounded-full bg-success text-sm text-white"
                >
                  ✓
                </span>
                {t("cart.drawer.title")}
              </h2>
              <button
                type="button"
                onClick={close}
                className="-me-2 grid size-11 place-items-center rounded-full hover:bg-sand"
              >
                <CloseIcon />
                <span className="sr-only">{t("cart.drawer.close")}</span>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-5">
              <div className="flex gap-4" data-testid="mini-cart-line">
                <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-sand">
                  <img src={line.image} alt="" width={80} height={80} className="size-full object-cover" />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="line-clamp-2 font-semibold">{line.name}</p>
                  {line.options.length > 0 && <p className="mt-0.5 text-muted">{line.options.join(" · ")}</p>}
                  <p className="mt-1 text-muted">
                    {t("cart.quantity")}: <span className="tabular-nums">{line.quantity}</span>
                  </p>
                  {line.priceOne != null && (
                    <p className="mt-1 font-semibold tabular-nums">{money(line.priceOne * line.quantity)}</p>
                  )}
                </div>
              </div>
              <dl className="mt-5 flex justify-between gap-4 border-t border-line pt-4 text-sm">
                <dt className="text-muted">
                  {t("cart.subtotal")} · {items}
                </dt>
                <dd className="font-semibold tabular-nums" data-testid="mini-cart-subtotal">
                  {money(line.subtotal)}
                </dd>
              </dl>
              <p className="mt-1 text-xs text-muted">{t("cart.drawer.shippingLater")}</p>
            </div>
            <div className="flex flex-col gap-2 border-t border-line px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
              {/* Closed before the navigation, so the dialog gives the focus back before the new page takes it. */}
              <Link
                to={localePath(locale, "/address")}
                onClick={close}
                className="flex h-12 items-center justify-center rounded-full bg-accent font-semibold text-white hover:bg-accent-dark"
              >
                {state.signedIn ? t("cart.checkout") : t("cart.loginToCheckout")}
              </Link>
              <Link
                to={localePath(locale, "/cart")}
                onClick={close}
                className="flex h-12 items-center justify-center rounded-full font-semibold ring-1 ring-ink hover:bg-sand"
              >
                {t("cart.drawer.viewCart")}
              </Link>
              <button
                type="button"
                onClick={close}
                className="h-11 rounded-full text-sm font-semibold underline-offset-4 hover:underline"
              >
                {t("cart.continue")}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
