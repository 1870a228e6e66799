import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import type { PageLocale } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { MenuIcon } from "./core-icons.tsx";
import { DRAWER_CLASS, DRAWER_ID } from "./layout-constants.ts";
import { invokes } from "./links.ts";
import { StaticIsland } from "./static-island.tsx";

/** The drawer's code: rendered by the server; in the browser, loaded when the menu button is first used. */
const drawer = import.meta.env.SSR ? await import("./mobile-drawer.tsx") : null;
const loadDrawer = () => import("./mobile-drawer.tsx");
const LazyDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
const preload = () => void loadDrawer().catch(() => undefined);

interface MobileMenuState {
  /** How many times the menu was asked for since the page ran (0: the server's drawer is shown). */
  opened: number;
  /** The drawer's code is on its way after a tap. */
  loading: boolean;
  open: () => void;
}

export function useMobileMenu(): MobileMenuState {
  const [opened, setOpened] = useState(0);
  const [loading, setLoading] = useState(false);
  const open = () => {
    setLoading(true);
    loadDrawer().then(
      () => {
        setLoading(false);
        setOpened((n) => n + 1);
      },
      () => {
        // The chunk cannot load (a new release, offline): the server's drawer, as without JavaScript.
        setLoading(false);
        const dialog = document.getElementById(DRAWER_ID);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      },
    );
  };
  return { opened, loading, open };
}

/**
 * The menu button for phones (≤ 768 px). Before the page runs it opens the server's drawer
 * (invoker commands); after, it opens the interactive drawer, whose code starts loading when the
 * button is touched, pointed at or focused.
 */
export function MobileMenuButton({ state }: { state: MobileMenuState }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...invokes(DRAWER_ID, "show-modal")}
      aria-haspopup="dialog"
      aria-controls={DRAWER_ID}
      aria-busy={state.loading || undefined}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(e) => {
        // Not the server's drawer (the invoker command): the interactive one.
        e.preventDefault();
        state.open();
      }}
      className="-ms-2 grid size-11 place-items-center rounded-full hover:bg-sand nav:hidden"
    >
      {state.loading ? (
        <span
          className="size-5 animate-spin rounded-full border-2 border-ink/25 border-t-ink"
          aria-hidden="true"
        />
      ) : (
        <MenuIcon />
      )}
      <span className="sr-only">{t("nav.menu")}</span>
    </button>
  );
}

/**
 * The phone menu: the server's markup (categories as links, decision 0099) until the button is
 * first used, then the interactive drawer (with their subcategories).
 */
export function MobileMenu({
  state,
  ...props
}: {
  state: MobileMenuState;
  locale: PageLocale;
  menu: MenuCategory[];
  collectionsLabel: string;
}) {
  const { t } = useTranslation();
  if (state.opened)
    return (
      <Suspense fallback={null}>
        <LazyDrawer {...props} opened={state.opened} />
      </Suspense>
    );
  return (
    <StaticIsland
      id={DRAWER_ID}
      as="dialog"
      className={DRAWER_CLASS}
      label={t("nav.menu")}
      server={drawer && <drawer.MobileDrawer {...props} subcategories={false} />}
      fallback={null}
    />
  );
}
