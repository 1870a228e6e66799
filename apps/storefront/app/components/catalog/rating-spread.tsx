/**
 * The spread of a product's ratings (its reviews): a module of its own, so that the cards' rating
 * line does not bring the product page's strings to every listing (decision 0103).
 */
import { useTranslation } from "../../lib/i18n.tsx";

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
                reviews: t("card.reviewsCount", { count }),
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
