import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

/**
 * Breadcrumbs as a list of links; the last item is the current page. One line whatever the font:
 * the current page's name is cut short rather than wrapped, so the page below does not move when
 * the web font replaces the fallback (a wrapped Arabic product name unwrapping shifted the
 * product page by 26 px, CLS 0.149; decision 0071).
 */
export function Breadcrumbs({ items }: { items: Array<{ name: string; to?: string }> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="mb-4 text-sm text-muted">
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        {items.map((item, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb's position is its identity
            key={`${item.name}-${i}`}
            className={`flex items-center gap-1.5 ${item.to ? "max-w-[40%] shrink-0" : "min-w-0"}`}
          >
            {i > 0 ? (
              <span aria-hidden="true" className="rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="truncate hover:text-ink hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
