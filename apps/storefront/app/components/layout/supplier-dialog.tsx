import { useTranslation } from "../../lib/i18n.tsx";
import { StoreIcon } from "./footer-icons.tsx";
import { CloseIcon } from "./icons.tsx";
import { hasInvokerCommands, invokes } from "./links.ts";

const DIALOG_ID = "supplier-signup";

/**
 * The footer's sell button and the supplier-signup frame it opens (a modal <dialog> with an
 * <iframe>). Invoker commands open it before JavaScript; the frame loads only when shown.
 */
export function SellButton({ url }: { url: string }) {
  const { t } = useTranslation();
  if (!url) return null;
  const dialog = () => document.querySelector<HTMLDialogElement>(`#${DIALOG_ID}`);
  return (
    <>
      <button
        type="button"
        {...invokes(DIALOG_ID, "show-modal")}
        aria-haspopup="dialog"
        onClick={() => {
          if (!hasInvokerCommands()) dialog()?.showModal();
        }}
        className="inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark"
      >
        <StoreIcon size={20} />
        {t("footer.sell")}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; Escape closes the dialog natively */}
      <dialog
        id={DIALOG_ID}
        aria-labelledby={`${DIALOG_ID}-title`}
        className="supplier-dialog"
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <h2 id={`${DIALOG_ID}-title`} className="text-lg font-semibold">
              {t("footer.supplierSignup")}
            </h2>
            <button
              type="button"
              {...invokes(DIALOG_ID, "close")}
              onClick={() => {
                if (!hasInvokerCommands()) dialog()?.close();
              }}
              className="-me-2 grid size-11 place-items-center rounded-full text-ink hover:bg-sand"
            >
              <CloseIcon />
              <span className="sr-only">{t("footer.close")}</span>
            </button>
          </div>
          <iframe
            src={url}
            title={t("footer.supplierSignup")}
            loading="lazy"
            className="w-full flex-1 bg-surface"
          />
        </div>
      </dialog>
    </>
  );
}
