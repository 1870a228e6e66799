/**
 * The FAQ: a search form (GET, works without JavaScript; with it, filters on each keystroke and
 * keeps the address in step) and the questions grouped by audience as <details> disclosures.
 */
import { useState } from "react";
import { Form } from "react-router";
import type { Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { faqMatches, type Searchable } from "./faq-search.ts";

interface Faq extends Searchable {
  _id: string;
  /** "general", "customer" or "designer". */
  for: string;
}

const GROUPS = ["general", "customer", "designer"] as const;

function FaqItem({ faq, lang, open }: { faq: Faq; lang: Language; open: boolean }) {
  const ar = lang === "ar";
  return (
    <li>
      <details open={open} className="group rounded-xl bg-surface ring-1 ring-line open:ring-ink/20">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4 font-semibold hover:bg-sand/50 [&::-webkit-details-marker]:hidden">
          <span>{ar ? faq.arQuestion : faq.question}</span>
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-sand text-sm transition-transform group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <p className="px-5 pb-5 text-ink/85">{ar ? faq.arAnswer : faq.answer}</p>
      </details>
    </li>
  );
}

export function FaqList({ faqs, initialQuery, lang }: { faqs: Faq[]; initialQuery: string; lang: Language }) {
  const { t } = useTranslation("info");
  const [query, setQuery] = useState(initialQuery);
  const shown = faqs.filter((f) => faqMatches(f, query));
  const searching = query.trim().length > 0;

  const onInput = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <div>
      <Form
        method="get"
        role="search"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-sand/60 p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
          <span className="text-sm font-semibold">{t("faq.searchLabel")}</span>
          <input
            type="search"
            name="q"
            value={query}
            onChange={(e) => onInput(e.currentTarget.value)}
            placeholder={t("faq.searchPlaceholder")}
            className="h-11 w-full rounded-lg bg-surface px-3 ring-1 ring-line focus:ring-2 focus:ring-accent focus:outline-none"
          />
        </label>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-5 font-semibold text-canvas hover:bg-ink/85"
        >
          {t("faq.search")}
        </button>
      </Form>
      <p role="status" className="mb-4 text-sm text-muted">
        {searching ? t("faq.results", { count: shown.length }) : ""}
      </p>
      {searching && !shown.length && (
        <p className="rounded-xl bg-surface p-5 ring-1 ring-line">
          {t("faq.noResults", { q: query.trim() })}
        </p>
      )}
      <div className="space-y-10">
        {GROUPS.map((group) => {
          const items = shown.filter((f) => f.for === group);
          if (!items.length) return null;
          return (
            <section key={group} aria-labelledby={`faq-${group}`}>
              <h2 id={`faq-${group}`} className="mb-4 text-xl font-semibold">
                {t(`faq.groups.${group}`)}
              </h2>
              <ul className="space-y-3">
                {items.map((faq) => (
                  // A search opens the matching answers; clearing it closes them again.
                  <FaqItem key={`${faq._id}-${searching}`} faq={faq} lang={lang} open={searching} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
