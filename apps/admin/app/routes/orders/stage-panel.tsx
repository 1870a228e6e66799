/**
 * The order's stage and the moves allowed next (its nextStatuses only; decision 0114): cancelling
 * and returning ask first; cash collected is recorded here too.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Badge, Button, ConfirmDialog, Notice } from "../../components/ui.tsx";
import { useT } from "../../lib/i18n.ts";
import { labelOf } from "../../lib/labels.ts";
import { formatMoney } from "../../lib/money.ts";
import type { clientAction } from "./detail.tsx";
import type { Order } from "./documents.ts";
import { stageTone } from "./list.tsx";

/** Moves that cannot be undone and say what they do before they happen. */
const CONFIRMED = {
  cancelled: { title: "cancelConfirmTitle", body: "cancelConfirm", label: "cancelOrder" },
  returned: { title: "returnConfirmTitle", body: "returnConfirm", label: "confirmMove" },
} as const;

export function StagePanel({ order }: { order: Order }) {
  const { t, lang, locale } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== "idle";
  const moving = busy ? String(fetcher.formData?.get("status") ?? "") : "";
  const result = fetcher.state === "idle" && fetcher.data?.intent !== "refund" ? fetcher.data : undefined;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) notice.current?.focus();
  }, [result]);
  const move = (status: string) => fetcher.submit({ intent: "move", status }, { method: "post" });
  const cod = order.payments.at(-1);
  return (
    <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="stage">
      <h2 id="stage" className="font-semibold">
        {t("stageNow")}
      </h2>
      <p className="mt-2">
        <Badge tone={stageTone(order.status)}>{labelOf(lang, "stage", order.status)}</Badge>
      </p>
      <div ref={notice} tabIndex={-1} className="mt-3 outline-none empty:hidden">
        {result?.ok && result.intent === "move" && (
          <Notice tone="success">
            {t("moved", { stage: labelOf(lang, "stage", result.message ?? "") })}
          </Notice>
        )}
        {result?.ok && result.intent === "collect" && <Notice tone="success">{t("collected")}</Notice>}
        {result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
      </div>
      {order.nextStatuses.length ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {order.nextStatuses.map((to) => {
            const label = t("moveTo", { stage: labelOf(lang, "stage", to) });
            const ask = CONFIRMED[to as keyof typeof CONFIRMED];
            if (ask)
              return (
                <ConfirmDialog
                  key={to}
                  trigger={
                    <Button tone={to === "cancelled" ? "danger" : "secondary"} isDisabled={busy}>
                      {to === "cancelled" ? t("cancelOrder") : label}
                    </Button>
                  }
                  title={t(ask.title)}
                  body={t(ask.body)}
                  confirmLabel={t(ask.label)}
                  busyLabel={t("moving")}
                  busy={moving === to}
                  onConfirm={() => move(to)}
                />
              );
            return (
              <Button
                key={to}
                busy={moving === to}
                busyLabel={t("moving")}
                isDisabled={busy && moving !== to}
                onPress={() => move(to)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{t("noMoves")}</p>
      )}
      {order.mayCollect && cod && (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="font-semibold">{t("collectTitle")}</h3>
          <p className="mt-1 text-sm text-muted">
            {t("collectLead", { amount: formatMoney(cod.amount, cod.currency, locale) })}
          </p>
          <div className="mt-3">
            <ConfirmDialog
              trigger={
                <Button tone="secondary" isDisabled={busy}>
                  {t("collect")}
                </Button>
              }
              title={t("collectConfirmTitle")}
              body={t("collectConfirm")}
              confirmLabel={t("collect")}
              busyLabel={t("collecting")}
              busy={busy && fetcher.formData?.get("intent") === "collect"}
              onConfirm={() => fetcher.submit({ intent: "collect" }, { method: "post" })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
