/** The frame of the information pages: breadcrumbs, the heading and lead, the pages' menu, the content. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Breadcrumbs } from "../catalog/breadcrumbs.tsx";

const PAGES = [
  ["about", "/about"],
  ["how", "/how"],
  ["faq", "/faq"],
  ["shipping", "/shipping"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
] as const;
type InfoPageKey = (typeof PAGES)[number][0];

function InfoMenu({ current }: { current: InfoPageKey }) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  return (
    <nav
      aria-label={t("nav.label")}
      className="-mx-4 overflow-x-auto px-4 nav:mx-0 nav:overflow-visible nav:px-0"
    >
      <ul className="flex gap-2 nav:sticky nav:top-24 nav:flex-col nav:gap-1">
        {PAGES.map(([key, path]) => (
          <li key={key} className="shrink-0">
            <Link
              to={localePath(locale, path)}
              aria-current={key === current ? "page" : undefined}
              className="block rounded-full px-4 py-2 text-sm whitespace-nowrap ring-1 ring-line hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-canvas aria-[current=page]:ring-ink nav:rounded-lg nav:ring-0"
            >
              {t(`nav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function InfoLayout({
  current,
  title,
  lead,
  children,
}: {
  current: InfoPageKey;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <Breadcrumbs items={[{ name: t("nav.home"), to: localePath(locale, "/") }, { name: title }]} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-semibold text-balance text-ink sm:text-3xl">{title}</h1>
        {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
      </header>
      <div className="grid gap-8 nav:grid-cols-[13rem_minmax(0,1fr)] nav:gap-12">
        <InfoMenu current={current} />
        <div className="min-w-0">{children}</div>
      </div>
    </main>
  );
}

/** Plain text with blank-line paragraphs, as the content pages store it. */
export function Prose({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`max-w-prose space-y-4 text-ink/90 ${className}`}>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <p key={p}>{p}</p>
        ))}
    </div>
  );
}

/** A content section with its own heading and the page's last update. */
export function PageSection({
  id,
  title,
  body,
  updatedAt,
  children,
}: {
  id: string;
  title: string;
  body: string;
  updatedAt?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-8"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
      <Prose text={body} />
      {updatedAt && (
        <p className="mt-6 text-sm text-muted">
          {t("updated", { date: formatDate(updatedAt, locale.lang, locale.country) })}
        </p>
      )}
    </section>
  );
}
