/** Stars, the average with the count (cards, the title), and the spread of the ratings (reviews). */
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
    t("product.ratingOf", { rating: rating.average }),
    t("product.reviewsCount", { count: rating.count }),
  ].join(locale.lang === "ar" ? "، " : ", ");
  if (full)
    return (
      <span className="inline-flex items-center gap-2 text-sm">
        <Stars rating={rating.average} label={t("product.ratingOf", { rating: rating.average })} />
        <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
        <span className="text-muted underline underline-offset-4">
          {t("product.reviewsCount", { count: rating.count })}
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

/** One bar per star count, 5 to 1, each with its number of reviews. */
export function RatingSpread({ rating }: { rating: { count: number; distribution: number[] } }) {
  const { t } = useTranslation("catalog");
  if (rating.count === 0) return null;
  return (
    <ul aria-label={t("product.distribution")} className="mb-6 flex max-w-sm flex-col gap-1.5 text-sm">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = rating.distribution[stars - 1] ?? 0;
        const share = Math.round((count / rating.count) * 100);
        return (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3">
            <span className="sr-only">
              {t("product.starsRow", {
                stars: t("product.stars", { count: stars }),
                reviews: t("product.reviewsCount", { count }),
              })}
            </span>
            <span aria-hidden="true" className="text-muted">
              {t("product.stars", { count: stars })}
            </span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-line">
              <span className="block h-full rounded-full bg-accent-dark" style={{ width: `${share}%` }} />
            </span>
            <span aria-hidden="true" className="text-end text-muted tabular-nums">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
