/**
 * The phones' filter sheet (decision 0069): a modal <dialog> rising from the bottom with the sort,
 * every facet and "Show N products". Focus stays inside while it is open (modal), Escape closes
 * it, and focus goes back to the button that opened it. Before JavaScript runs (or without it)
 * the buttons open it through invoker commands, and its button submits the form.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { Icon } from "../layout/core-icons.tsx";
import { CloseIcon } from "../layout/icons.tsx";
import { invokes } from "../layout/links.ts";
import { ClearAll } from "./listing-bar.tsx";

const SHEET_ID = "listing-sheet";
export const SHEET_FORM_ID = "listing-sheet-form";
const WIDE = "(min-width: 64rem)";

/** The button that opened the sheet: focus goes back to it when the sheet closes. */
let opener: HTMLElement | null = null;

/** Opens the sheet; `focusSort` puts focus on the chosen sort instead of its title. */
function openSheet(button: HTMLElement, focusSort: boolean) {
  const dialog = document.getElementById(SHEET_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  opener = button;
  if (!dialog.open) dialog.showModal();
  const target = focusSort
    ? dialog.querySelector<HTMLInputElement>("[data-sort-choices] input:checked")
    : dialog.querySelector<HTMLElement>("[data-sheet-title]");
  target?.focus();
}

/** A button of the bar that opens the sheet (before JavaScript: the invoker command). */
function SheetButton(props: { sort: boolean; testId: string; children: ReactNode }) {
  return (
    <button
      type="button"
      {...invokes(SHEET_ID, "show-modal")}
      aria-haspopup="dialog"
      aria-controls={SHEET_ID}
      onClick={(e) => {
        e.preventDefault();
        openSheet(e.currentTarget, props.sort);
      }}
      className="flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-ink"
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}

/** The bar's "Filter (N)" and "Sort" buttons. */
export function SheetButtons({ applied }: { applied: number }) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <SheetButton sort={false} testId="open-filters">
        <FilterIcon />
        {t("listing.filters")}
        {applied ? (
          <>
            <span
              aria-hidden="true"
              className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs text-white"
            >
              {applied}
            </span>
            <span className="sr-only">({t("listing.appliedCount", { count: applied })})</span>
          </>
        ) : null}
      </SheetButton>
      <SheetButton sort testId="open-sort">
        <SortIcon />
        {t("listing.sort")}
      </SheetButton>
    </>
  );
}

export function FilterSheet({ total, children }: { total: number; children: ReactNode }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const navigation = useNavigation();
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      if (opener?.isConnected) opener.focus();
      opener = null;
    };
    dialog.addEventListener("close", onClose);
    // Widening past the phone layout hides the sheet: close it so the page is not left inert.
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && dialog.close();
    wide.addEventListener("change", onWide);
    return () => {
      dialog.removeEventListener("close", onClose);
      wide.removeEventListener("change", onWide);
    };
  }, []);

  const busy = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; Escape closes the dialog natively
    <dialog
      ref={ref}
      id={SHEET_ID}
      aria-labelledby={`${SHEET_ID}-title`}
      className="sheet lg:hidden"
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2
            id={`${SHEET_ID}-title`}
            data-sheet-title
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {t("listing.sheetTitle")}
          </h2>
          <button
            type="button"
            {...invokes(SHEET_ID, "close")}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
            className="-me-2 grid size-11 place-items-center rounded-full hover:bg-sand"
          >
            <CloseIcon />
            <span className="sr-only">{t("listing.close")}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        <div className="flex items-center gap-3 border-t border-line px-5 py-3">
          <ClearAll />
          <button
            type="submit"
            form={SHEET_FORM_ID}
            onClick={(e) => {
              // The filters apply as they change (a typed price when its field is left): only close.
              e.preventDefault();
              close();
            }}
            aria-busy={busy || undefined}
            className="ms-auto flex-1 rounded-full bg-accent px-5 py-3 text-sm font-semibold text-white hover:bg-accent-dark"
            data-testid="show-products"
          >
            {t("listing.showProducts", { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}

const FilterIcon = () => (
  <Icon size={18} strokeWidth={2}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

const SortIcon = () => (
  <Icon size={18} strokeWidth={2}>
    <path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" />
  </Icon>
);
