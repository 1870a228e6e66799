/**
 * The loading bar of the first specification (5000 ms duration, 200 ms throttle, 500 ms hide
 * delay): a navigation or a form's submission that takes longer than 200 ms shows a thin bar at
 * the top that creeps toward the end over 5 s, fills when the page is ready and fades 500 ms later.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

const LOADING_BAR = { durationMs: 5000, throttleMs: 200, hideDelayMs: 500 } as const;

export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<"hidden" | "running" | "done">("hidden");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (busy) timer.current = setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
    else
      setPhase((p) => {
        if (p === "hidden") return p;
        timer.current = setTimeout(() => setPhase("hidden"), LOADING_BAR.hideDelayMs);
        return "done";
      });
    return () => clearTimeout(timer.current);
  }, [busy]);

  if (phase === "hidden") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-busy={phase === "running"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5"
    >
      <div
        className="h-full bg-accent transition-opacity ease-out"
        style={{
          // Running: from nothing to 90% over the duration (app.css); done: full, then faded.
          width: phase === "done" ? "100%" : "90%",
          opacity: phase === "done" ? 0 : 1,
          transitionDuration: `${LOADING_BAR.hideDelayMs}ms`,
          animation: phase === "running" ? `manzil-loading ${LOADING_BAR.durationMs}ms ease-out` : undefined,
        }}
      />
    </div>
  );
}
