import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { ChevronEnd } from "../layout/icons.tsx";
import { ProductImage } from "./image.tsx";

/**
 * Tracks the pages of a horizontally scrolling strip (scroll-snap does the sliding; this only
 * counts pages and scrolls to one). In RTL, scrollLeft runs from 0 to negative values.
 * `known`: the count when the server can tell it (a slide per page), so the controls are in the
 * server's page and nothing below them moves when the page runs (decision 0071).
 */
function usePages(ref: React.RefObject<HTMLElement | null>, known = 0) {
  const [pages, setPages] = useState(known);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const count = Math.max(1, Math.round(el.scrollWidth / el.clientWidth));
      setPages(count);
      setCurrent(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [ref]);
  const go = useCallback(
    (page: number) => {
      const el = ref.current;
      if (!el) return;
      const rtl = getComputedStyle(el).direction === "rtl";
      const target = Math.max(0, Math.min(pages - 1, page)) * el.clientWidth;
      el.scrollTo({ left: rtl ? -target : target, behavior: "smooth" });
    },
    [ref, pages],
  );
  return { pages, current, go };
}

function Controls({
  pages,
  current,
  go,
  label,
}: ReturnType<typeof usePages> & { label: (n: number) => string }) {
  const { t } = useTranslation("catalog");
  if (pages <= 1) return null;
  const arrow =
    "grid size-9 place-items-center rounded-full border border-line bg-surface text-ink hover:border-ink disabled:opacity-40";
  return (
    <div className="mt-3 flex items-center justify-center gap-3">
      <button
        type="button"
        className={arrow}
        onClick={() => go(current - 1)}
        disabled={current === 0}
        aria-label={t("home.previous")}
      >
        <ChevronEnd size={18} className="-scale-x-100 rtl:scale-x-100" />
      </button>
      {/* Each dot is drawn inside a 24 px target (WCAG 2.2 target size; decision 0071). */}
      <div className="flex items-center">
        {Array.from({ length: pages }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={label(i + 1)}
            aria-current={i === current ? "true" : undefined}
            className="group/dot grid h-6 min-w-6 place-items-center rounded-full px-[7px]"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all ${i === current ? "w-6 bg-ink" : "w-2.5 bg-line group-hover/dot:bg-muted"}`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={arrow}
        onClick={() => go(current + 1)}
        disabled={current >= pages - 1}
        aria-label={t("home.next")}
      >
        <ChevronEnd size={18} className="rtl:-scale-x-100" />
      </button>
    </div>
  );
}

interface SliderCategory {
  _id: string;
  href: string;
  name: string;
  image: string | null;
}

/** Categories in 2 rows, 8 per view (fewer on narrow screens), with clickable pagination. */
export function CategorySlider({ categories, title }: { categories: SliderCategory[]; title: ReactNode }) {
  const { t } = useTranslation("catalog");
  const ref = useRef<HTMLUListElement>(null);
  const pages = usePages(ref);
  return (
    <section aria-labelledby="home-categories" className="mx-auto w-full max-w-screen-2xl px-4">
      <h2 id="home-categories" className="mb-4 text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      <ul ref={ref} className="category-slider" data-testid="category-slider">
        {categories.map((c) => (
          <li key={c._id}>
            <Link to={c.href} className="group flex flex-col items-center gap-2 text-center">
              <span className="block aspect-square w-full overflow-hidden rounded-full bg-sand">
                {c.image ? (
                  <ProductImage
                    path={c.image}
                    alt=""
                    width={600}
                    height={600}
                    sizes="(min-width: 1000px) 12vw, 20vw"
                    // After the hero, the CSS, the fonts and the scripts (decision 0096).
                    fetchPriority="low"
                    className="size-full object-cover transition group-hover:scale-105"
                  />
                ) : null}
              </span>
              <span className="line-clamp-2 text-xs font-medium sm:text-sm">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Controls {...pages} label={(n) => t("home.page", { n })} />
    </section>
  );
}

/** The home sliders: full-width images with dots and arrows; swipe or scroll to move. */
export function HeroSlider({
  slides,
}: {
  slides: Array<{ _id: string; image: string; href: string; alt: string }>;
}) {
  const { t } = useTranslation("catalog");
  const ref = useRef<HTMLUListElement>(null);
  const pages = usePages(ref, slides.length);
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={slides[0]!.alt}
      className="mx-auto w-full max-w-screen-2xl px-4"
    >
      <ul
        ref={ref}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-sand [scrollbar-width:none]"
      >
        {slides.map((s, i) => (
          <li
            key={s._id}
            className="w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={t("home.slide", { n: i + 1, count: slides.length })}
          >
            <Link to={s.href}>
              <ProductImage
                path={s.image}
                alt={s.alt}
                width={1600}
                height={600}
                sizes="100vw"
                priority={i === 0}
                // The next slides, out of sight, come last (decision 0096).
                fetchPriority={i === 0 ? "high" : "low"}
                className="aspect-[8/3] w-full object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
      <Controls {...pages} label={(n) => t("home.slide", { n, count: slides.length })} />
    </section>
  );
}
