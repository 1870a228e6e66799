import { Link, useLocation } from "react-router";
import { pageWindow } from "#domain/catalog/products.rules.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { ChevronEnd } from "../layout/icons.tsx";
import type { PageInfo } from "./types.ts";

/** First, previous, a window of pages, next, last: plain links that keep the other filters. */
export function Pager({ pageInfo }: { pageInfo: PageInfo }) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const { page, totalPages } = pageInfo;
  if (totalPages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete("page");
    else params.set("page", String(n));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  const item = "grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm";
  const link = `${item} text-ink hover:bg-sand`;
  const off = `${item} text-muted/60`;
  const edge = (n: number, label: string, content: React.ReactNode, show: boolean) =>
    show ? (
      <Link
        to={to(n)}
        className={link}
        aria-label={label}
        rel={n < page ? "prev" : n > page ? "next" : undefined}
      >
        {content}
      </Link>
    ) : (
      <span className={off} aria-hidden="true">
        {content}
      </span>
    );
  return (
    <nav aria-label={t("listing.pagination")} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {edge(
            1,
            t("listing.first"),
            <span className="flex">
              <ChevronEnd className="rotate-180 rtl:rotate-0" size={16} />
              <ChevronEnd className="-ms-2.5 rotate-180 rtl:rotate-0" size={16} />
            </span>,
            page > 1,
          )}
        </li>
        <li>
          {edge(
            page - 1,
            t("listing.previous"),
            <ChevronEnd className="rotate-180 rtl:rotate-0" size={18} />,
            page > 1,
          )}
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={`${item} bg-ink font-semibold text-canvas`} aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={to(n)} className={link} aria-label={t("listing.goToPage", { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {edge(
            page + 1,
            t("listing.next"),
            <ChevronEnd className="rtl:-scale-x-100" size={18} />,
            pageInfo.hasNext,
          )}
        </li>
        <li>
          {edge(
            totalPages,
            t("listing.last"),
            <span className="flex rtl:-scale-x-100">
              <ChevronEnd size={16} />
              <ChevronEnd className="-ms-2.5" size={16} />
            </span>,
            page < totalPages,
          )}
        </li>
      </ul>
      <p className="text-sm text-muted">{t("listing.pageOf", { page, total: totalPages })}</p>
    </nav>
  );
}
