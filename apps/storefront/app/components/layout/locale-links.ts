import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Locale } from "#i18n/locales.ts";
import { switchLocalePath } from "../../lib/locale.ts";

/** The header's switchers island (locale-switchers.tsx) and its country menu (<details>). */
export const LOCALE_SWITCHERS_ID = "locale-switchers";
export const COUNTRY_MENU_ID = "country-menu";

/** Marks a link to the same page in another language or country (a full page load). */
export function switchTo(target: Locale): Record<string, string> {
  return { "data-lang": target.lang, "data-country": target.country };
}

/**
 * Points a switcher link at the page shown now: kept server markup still carries the path of the
 * page the document was loaded with. Runs on pointer down, focus and click, before the browser
 * follows (or copies, or opens in a new tab) the link.
 */
export function refreshLocaleLink(target: EventTarget) {
  const link = (target as Element).closest?.<HTMLAnchorElement>("a[data-lang][data-country]");
  if (!link) return;
  const { lang, country } = link.dataset as unknown as Locale;
  link.href = switchLocalePath(window.location.pathname, window.location.search, { lang, country });
}

/**
 * The country menu (<details id>) closes on Escape (focus back to its summary), on a press outside
 * and when the page changes. The listeners find it by id, so the kept server markup and the
 * component (locale-switchers.tsx) are served alike.
 */
export function useDismissableDetails(id: string) {
  const location = useLocation();
  useEffect(() => {
    const details = () => document.getElementById(id) as HTMLDetailsElement | null;
    const onKey = (e: KeyboardEvent) => {
      const menu = details();
      if (e.key === "Escape" && menu?.open && menu.contains(e.target as Node)) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const menu = details();
      if (menu?.open && !menu.contains(e.target as Node)) menu.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    const menu = document.getElementById(id) as HTMLDetailsElement | null;
    if (menu) menu.open = false;
  }, [location.key]);
}
