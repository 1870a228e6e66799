import { useTranslation } from "../../lib/i18n.tsx";
import { stepsOf } from "./steps.ts";

/**
 * Under a card: how many steps make the piece yours, as a row of segments (the designer's first,
 * so it reads from the start side in both directions) and a sentence.
 */
export function StepMeter({ product }: { product: { idesignStages: number; designerStage: number } }) {
  const { t } = useTranslation("idesign");
  const steps = stepsOf(product);
  if (steps.total === 0)
    return (
      <p className="mt-1 text-xs font-semibold text-success" data-testid="idesign-steps">
        {t("madeToChoice")}
      </p>
    );
  return (
    <div className="mt-1 flex flex-col gap-1.5" data-testid="idesign-steps">
      <p className="text-xs font-semibold text-success">
        {t("steps", { count: steps.yours || steps.total })}
      </p>
      <div
        role="img"
        aria-label={t("meter", { designer: steps.designer, yours: steps.yours })}
        className="flex gap-1"
      >
        {Array.from({ length: steps.total }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions
            key={i}
            className={`h-1.5 flex-1 rounded-full ${i < steps.designer ? "bg-muted/50" : "bg-success"}`}
          />
        ))}
      </div>
      <p className="text-xs text-muted">
        {steps.designer > 0
          ? t("designerChose", { done: steps.designer, total: steps.total })
          : t("allYours")}
      </p>
    </div>
  );
}
