import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { ChevronDown } from "./core-icons.tsx";
import { categoryPath, localName } from "./links.ts";
import { StaticIsland } from "./static-island.tsx";

/** The panels' code: rendered by the server; the browser keeps their markup (static-island.tsx). */
const panels = import.meta.env.SSR ? await import("./mega-panel.tsx") : null;
const LazyPanel = lazy(() => import("./mega-panel.tsx").then((m) => ({ default: m.MegaPanel })));

const panelId = (category: MenuCategory) => `mega-${category._id}`;

/** A category's panel (subcategories in columns, its image) as the server rendered it. */
function MegaPanelIsland({ locale, category }: { locale: PageLocale; category: MenuCategory }) {
  const props = { locale, category, id: panelId(category) };
  return (
    <StaticIsland
      id={props.id}
      as="div"
      className="mega-panel"
      server={panels && <panels.MegaPanel {...props} />}
      fallback={
        <Suspense fallback={<div id={props.id} className="mega-panel" />}>
          <LazyPanel {...props} />
        </Suspense>
      }
    />
  );
}

/**
 * The desktop category menu. Hovering a category opens its panel (CSS, so it works before
 * JavaScript loads) and clicking it navigates; the chevron button beside each name opens the
 * panel from the keyboard (aria-expanded), Escape closes it and returns focus.
 */
export function MegaMenu({
  locale,
  menu,
  collectionsLabel,
}: {
  locale: PageLocale;
  menu: MenuCategory[];
  collectionsLabel: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  /** The item whose link was just clicked: its hover panel stays shut until the pointer leaves. */
  const [quietId, setQuietId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLUListElement>(null);

  /** Whether the bar overflows and is not scrolled to its end: shows a fade at the end edge. */
  const [fade, setFade] = useState(false);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const update = () => setFade(bar.scrollWidth - Math.abs(bar.scrollLeft) - bar.clientWidth > 2);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    bar.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      bar.removeEventListener("scroll", update);
    };
  }, []);

  /** A mouse wheel over an overflowing bar scrolls it sideways (towards the end when rolling down). */
  const onWheel = (e: React.WheelEvent) => {
    const bar = barRef.current;
    if (!bar || bar.scrollWidth <= bar.clientWidth || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
    bar.scrollBy({ left: locale.lang === "ar" ? -e.deltaY : e.deltaY });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpenId(null), [location.key]);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [openId]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "Escape" || !openId) return;
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="mega-${openId}"]`);
    setOpenId(null);
    button?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label={t("nav.categories")}
      className="mega relative hidden nav:block"
      onKeyDown={onKeyDown}
    >
      <div className="mx-auto flex max-w-7xl items-stretch gap-3 px-6">
        <ul ref={barRef} className="mega-bar flex min-w-0 flex-1 items-stretch" onWheel={onWheel}>
          {menu.map((category) => {
            const name = localName(locale.lang, category);
            const subs = category.subCategories;
            const open = openId === category._id;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: notes which link was followed; the links handle the keyboard
              <li
                key={category._id}
                className="mega-item flex items-stretch"
                data-open={open || undefined}
                data-quiet={quietId === category._id || undefined}
                onPointerLeave={() => quietId === category._id && setQuietId(null)}
                onClick={(e) => {
                  // A link followed (the bar's or the panel's): its hover panel stays shut until the pointer leaves.
                  if ((e.target as Element).closest("a")) setQuietId(category._id);
                }}
                onBlur={(e) => {
                  if (open && !e.currentTarget.contains(e.relatedTarget as Node)) setOpenId(null);
                }}
              >
                <NavLink
                  to={categoryPath(locale, category.slug)}
                  className="mega-link flex items-center whitespace-nowrap px-2.5 text-[0.9rem] 2xl:px-3.5"
                >
                  {name}
                </NavLink>
                {subs.length > 0 && (
                  <>
                    <button
                      type="button"
                      className="mega-toggle grid place-items-center self-center rounded-full text-muted"
                      aria-expanded={open}
                      aria-controls={`mega-${category._id}`}
                      aria-label={t("nav.subcategoriesOf", { name })}
                      onClick={() => setOpenId(open ? null : category._id)}
                    >
                      <ChevronDown size={14} className="transition-transform" />
                    </button>
                    <MegaPanelIsland locale={locale} category={category} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <span className="mega-fade" data-show={fade || undefined} aria-hidden="true" />
        <ul className="flex shrink-0 items-stretch">
          <li className="mega-item flex items-stretch">
            <NavLink
              to={localePath(locale, "/collections")}
              className="mega-link flex items-center gap-2 whitespace-nowrap px-2.5 text-[0.9rem] font-semibold text-accent-dark 2xl:px-3.5"
            >
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              {collectionsLabel}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
