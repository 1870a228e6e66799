/**
 * Snackbars with the first specification's timings: a success shows for 3 s, a failure for 10 s.
 * One at a time (a new one replaces the last), announced to screen readers, dismissible.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

const SNACKBAR_MS = { success: 3000, error: 10_000 } as const;

interface SnackbarMessage {
  text: string;
  tone: keyof typeof SNACKBAR_MS;
  action?: { label: string; to: string };
}

const SnackbarContext = createContext<(message: SnackbarMessage) => void>(() => {});

/** Shows a snackbar (a no-op outside the provider). */
export const useSnackbar = () => useContext(SnackbarContext);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(SnackbarMessage & { id: number }) | null>(null);
  const show = useCallback((message: SnackbarMessage) => setCurrent({ ...message, id: Date.now() }), []);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), SNACKBAR_MS[current.tone]);
    return () => clearTimeout(timer);
  }, [current]);
  const value = useMemo(() => show, [show]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[90] flex justify-center px-4"
      >
        {current && <Snackbar key={current.id} message={current} onClose={() => setCurrent(null)} />}
      </div>
    </SnackbarContext.Provider>
  );
}

function Snackbar({ message, onClose }: { message: SnackbarMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const error = message.tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl px-4 py-3 text-sm shadow-xl ${error ? "bg-danger text-white" : "bg-ink text-canvas"}`}
    >
      <p className="min-w-0 flex-1">{message.text}</p>
      {message.action && (
        <Link
          to={message.action.to}
          onClick={onClose}
          className="shrink-0 font-semibold underline underline-offset-4"
        >
          {message.action.label}
        </Link>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={t("snackbar.close")}
        className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
