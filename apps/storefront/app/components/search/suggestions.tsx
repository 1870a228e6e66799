import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SEARCH_DELAY_MS } from "#domain/search/search.rules.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { SearchIcon } from "../layout/icons.tsx";
import type { SuggestionsProps } from "./instant-search.tsx";
import { queryOfLocation, type SuggestPayload, searchPagePath, suggestPath } from "./suggest.ts";

type Option =
  | { kind: "keyword"; key: string; href: string; label: string; recent: boolean }
  | {
      kind: "product";
      key: string;
      href: string;
      label: string;
      image: string;
      price: string | null;
      was: string | null;
    }
  | { kind: "all"; key: string; href: string; label: string };

function ClockIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The instant search's suggestions (instant-search.tsx holds the box): fetched after the specs'
 * pause in typing, drawn into the box's listbox, with the box's keyboard (arrows, Enter, Escape).
 */
export function Suggestions({ id, value, setValue, handlers, report }: SuggestionsProps) {
  const { t } = useTranslation("search");
  const { locale } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const optionId = (i: number) => `${id}-option-${i}`;

  const [data, setData] = useState<SuggestPayload | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  // A new page: close the suggestions.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every new location
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location]);

  // Text typed before this code arrived (the box was focused or typed in) is looked up now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the code arrives
  useEffect(() => {
    if (value !== queryOfLocation(location)) schedule(value);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const options: Option[] = data
    ? [
        ...data.keywords.map((k, i) => ({
          kind: "keyword" as const,
          key: `k${i}`,
          href: k.href,
          label: k.keyword,
          recent: k.source === "recent",
        })),
        ...data.products.map((p) => ({
          kind: "product" as const,
          key: `p${p.id}`,
          href: p.href,
          label: p.name,
          image: p.image,
          price: p.price,
          was: p.was,
        })),
        ...(data.keywords.length || data.products.length
          ? [
              {
                kind: "all" as const,
                key: "all",
                href: searchPagePath(locale, data.query),
                label: t("instant.seeAll", { query: data.query }),
              },
            ]
          : []),
      ]
    : [];
  const expanded = open && options.length > 0;
  const keywordOptions = options.filter((o) => o.kind === "keyword");
  const productOptions = options.filter((o) => o.kind === "product");
  const allOption = options.find((o) => o.kind === "all");
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  const status = loading
    ? t("instant.loading")
    : expanded
      ? t("instant.count", { count: options.length - (allOption ? 1 : 0) })
      : "";

  // The box shows the state before the browser paints.
  useLayoutEffect(() => {
    report({ expanded, activeId, loading, status });
  }, [report, expanded, activeId, loading, status]);

  // Keep the active option in view by scrolling the list only (never the page).
  useEffect(() => {
    const option = active >= 0 ? document.getElementById(optionId(active)) : null;
    const list = option?.closest<HTMLElement>("[role=listbox]");
    if (!option || !list) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  });

  function schedule(text: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!text.trim()) {
      // The specs: empty text clears the results.
      setData(null);
      setOpen(false);
      setActive(-1);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${suggestPath(locale)}?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        const payload = (await response.json()) as SuggestPayload;
        setData(payload);
        setActive(-1);
        setOpen(true);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setData(null);
      } finally {
        if (request.current === controller) setLoading(false);
      }
    }, SEARCH_DELAY_MS);
  }

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((a) => (!expanded ? 0 : (a + 1) % count));
        break;
      case "ArrowUp":
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((a) => (!expanded || a <= 0 ? count - 1 : a - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          go(options[active]);
        } else {
          clearTimeout(timer.current);
          setOpen(false);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue("");
          schedule("");
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  useLayoutEffect(() => {
    handlers.current = {
      change: schedule,
      keyDown: onKeyDown,
      focus: () => {
        if (data && value.trim()) setOpen(true);
      },
      blur: () => setOpen(false),
    };
  });

  const optionClass = (i: number) =>
    `flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-start ${i === active ? "bg-sand text-ink" : "text-ink hover:bg-sand/60"}`;
  let index = -1;
  const renderOption = (option: Option) => {
    index += 1;
    const i = index;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={i === active}
        className={optionClass(i)}
        data-kind={option.kind}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setActive(i)}
        onClick={() => go(option)}
      >
        {option.kind === "keyword" ? (
          <>
            <span className="text-muted">{option.recent ? <ClockIcon /> : <SearchIcon size={18} />}</span>
            <span className="flex-1 truncate">{option.label}</span>
            {option.recent ? <span className="sr-only">{t("instant.recent")}</span> : null}
          </>
        ) : option.kind === "product" ? (
          <>
            <img
              src={option.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-md bg-sand object-cover"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="line-clamp-2 text-sm leading-snug">{option.label}</span>
              {option.price ? (
                <span className="text-sm font-semibold" data-testid="suggestion-price">
                  {option.price}
                  {option.was ? <s className="ms-2 text-xs font-normal text-muted">{option.was}</s> : null}
                </span>
              ) : null}
            </span>
          </>
        ) : (
          <span className="flex-1 text-sm font-semibold text-accent-dark underline-offset-4">
            {option.label}
          </span>
        )}
      </div>
    );
  };

  return (
    <>
      {keywordOptions.length ? (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox group (a fieldset cannot be one)
        <div role="group" aria-label={t("instant.keywords")}>
          <p className="px-3 pt-1 pb-1 text-xs font-semibold text-muted" aria-hidden="true">
            {t("instant.keywords")}
          </p>
          {keywordOptions.map(renderOption)}
        </div>
      ) : null}
      {productOptions.length ? (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox group (a fieldset cannot be one)
        <div
          role="group"
          aria-label={t("instant.products")}
          className={keywordOptions.length ? "mt-1 border-t border-line pt-1" : ""}
        >
          <p className="px-3 pt-1 pb-1 text-xs font-semibold text-muted" aria-hidden="true">
            {t("instant.products")}
          </p>
          {productOptions.map(renderOption)}
        </div>
      ) : null}
      {allOption ? <div className="mt-1 border-t border-line pt-1">{renderOption(allOption)}</div> : null}
    </>
  );
}
