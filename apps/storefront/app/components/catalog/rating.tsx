/** Stars and the average with the count (cards, the product's title); the spread is in rating-spread.tsx. */
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-accent-dark">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= Math.round(rating) ? "" : "text-line"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** "★ 4.6 (12)": nothing without reviews. `full` shows five stars and the count in words. */
export function RatingLine({
  rating,
  full = false,
}: {
  rating: { average: number; count: number } | undefined;
  full?: boolean;
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  if (!rating || rating.count === 0) return null;
  const label = [
    t("card.ratingOf", { rating: rating.average }),
    t("card.reviewsCount", { count: rating.count }),
  ].join(locale.lang === "ar" ? "، " : ", ");
  if (full)
    return (
      <span className="inline-flex items-center gap-2 text-sm">
        <Stars rating={rating.average} label={t("card.ratingOf", { rating: rating.average })} />
        <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
        <span className="text-muted underline underline-offset-4">
          {t("card.reviewsCount", { count: rating.count })}
        </span>
      </span>
    );
  return (
    <p className="flex items-center gap-1 text-xs text-muted" data-testid="card-rating">
      <span aria-hidden="true" className="text-accent-dark">
        ★
      </span>
      <span aria-hidden="true" className="font-semibold text-ink tabular-nums">
        {rating.average.toFixed(1)}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        ({rating.count})
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
