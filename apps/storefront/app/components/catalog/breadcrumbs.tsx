import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

/** Breadcrumbs as a list of links; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Array<{ name: string; to?: string }> }) {
  const { t } = useTranslation("catalog");
  return (
    <nav aria-label={t("listing.breadcrumb")} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb's position is its identity
          <li key={`${item.name}-${i}`} className="flex items-center gap-1.5">
            {i > 0 ? (
              <span aria-hidden="true" className="rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-ink hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
