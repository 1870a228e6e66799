import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import type { PageLocale } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { MEGA_MENU_ID } from "./layout-constants.ts";
import { controlMegaMenu, resetMegaMenu } from "./mega-menu-controls.ts";
import { StaticIsland } from "./static-island.tsx";

/** The menu's markup code: on the server only; the browser loads it only where it has no menu markup. */
const bar = import.meta.env.SSR ? await import("./mega-bar.tsx") : null;
const LazyBar = lazy(() => import("./mega-bar.tsx").then((m) => ({ default: m.MegaBar })));

/**
 * The desktop category menu (mega-bar.tsx) as the server rendered it: the menu is the document's
 * (its language and categories); what it does is plain DOM code (mega-menu-controls.ts), which
 * also marks the current category after each navigation. A phone's page has the bar without the
 * panels (decision 0101); where the browser builds the bar itself (no markup), it has them.
 */
export function MegaMenu({
  panels,
  ...props
}: {
  locale: PageLocale;
  menu: MenuCategory[];
  collectionsLabel: string;
  /** The server's markup has the panels (not on a phone's page, decision 0101). */
  panels: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    resetMegaMenu(document.getElementById(MEGA_MENU_ID), location.pathname);
  }, [location]);
  return (
    <StaticIsland
      id={MEGA_MENU_ID}
      as="nav"
      className="mega relative hidden nav:block"
      label={t("nav.categories")}
      controls={controlMegaMenu}
      server={bar && <bar.MegaBar {...props} panels={panels} />}
      fallback={
        <Suspense fallback={null}>
          <LazyBar {...props} />
        </Suspense>
      }
    />
  );
}
