import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import { settingText, useRootData } from "../../lib/root-data.ts";
import { AuthLink, AuthOverlayProvider } from "../account/auth-overlay-host.tsx";
import { useAccountSummary } from "../account/use-account.ts";
import { InstantSearch } from "../search/instant-search.tsx";
import { CartIcon, UserIcon } from "./core-icons.tsx";
import { HEADER_HIDE_THRESHOLD_PX } from "./layout-constants.ts";
import { COUNTRY_MENU_ID, LOCALE_SWITCHERS_ID, useDismissableDetails } from "./locale-links.ts";
import { Logo } from "./logo.tsx";
import { MegaMenu } from "./mega-menu.tsx";
import { MobileMenu, MobileMenuButton, useMobileMenu } from "./mobile-menu.tsx";
import { StaticIsland } from "./static-island.tsx";

/** The switchers' code: on the server only; the browser keeps their markup (static-island.tsx). */
const switchers = import.meta.env.SSR ? await import("./locale-switchers.tsx") : null;
const LazySwitchers = lazy(() =>
  import("./locale-switchers.tsx").then((m) => ({ default: m.HeaderLocaleSwitchers })),
);

/**
 * Country and language as the server rendered them (the language and country change with a full
 * page load); their links point at the page shown at the moment they are used (locale-links.ts).
 */
function LocaleSwitchers({ locale }: { locale: PageLocale }) {
  useDismissableDetails(COUNTRY_MENU_ID);
  return (
    <StaticIsland
      id={LOCALE_SWITCHERS_ID}
      as="div"
      className="contents"
      server={switchers && <switchers.HeaderLocaleSwitchers locale={locale} />}
      fallback={
        <Suspense fallback={null}>
          <LazySwitchers locale={locale} />
        </Suspense>
      }
    />
  );
}

/**
 * The signed-in menu's code: on the server always; in the browser only for a signed-in visitor.
 * No <Suspense> (a boundary could be streamed out of place and vanish without JavaScript): until
 * the code arrives, hydration (or the sign-in's transition) waits and the server's menu stays.
 */
const serverAccountMenu = import.meta.env.SSR ? await import("../account/account-menu.tsx") : null;
const AccountMenu =
  serverAccountMenu?.AccountMenu ??
  lazy(() => import("../account/account-menu.tsx").then((m) => ({ default: m.AccountMenu })));

/** Hides the header while scrolling down past the threshold; any scroll up brings it back. */
function useHideOnScroll(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y <= HEADER_HIDE_THRESHOLD_PX) setHidden(false);
        else if (y > last + 4) setHidden(true);
        else if (y < last - 4) setHidden(false);
        last = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return [hidden, setHidden];
}

/** The collections (sales) entry's label: from settings, else "Collections". */
function useCollectionsLabel(): string {
  const { t } = useTranslation();
  const { locale, settings } = useRootData();
  return (
    settingText(settings, locale.lang === "ar" ? "arCollectionTitleHeader" : "collectionTitleHeader") ||
    t("nav.collections")
  );
}

/** The header's search: instant suggestions over a plain GET form to /search (components/search). */
function SearchForm({ className = "" }: { className?: string }) {
  return <InstantSearch className={className} />;
}

function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  return (
    <Link
      to={localePath(locale, "/cart")}
      className="relative grid size-11 place-items-center rounded-full hover:bg-sand"
      aria-label={`${t("header.cart")}: ${t("header.cartCount", { count })}`}
    >
      <CartIcon size={24} />
      {/* The count is drawn by CSS: the label says it in words, and the link has no text of its own to contradict it (decision 0071). */}
      <span
        aria-hidden="true"
        data-count={count > 99 ? "99+" : count}
        className={`absolute top-0.5 end-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[0.7rem] font-semibold leading-none tabular-nums before:content-[attr(data-count)] ${count > 0 ? "bg-accent text-white" : "bg-ink/10 text-ink"}`}
      />
    </Link>
  );
}

/**
 * The default header: logo, search, country and language, account and cart; the category mega
 * menu below on desktop, a drawer on phones. `cartCount` comes from the cart once it exists.
 * The login and signup links open the account overlay once the page runs (auth-overlay-host.tsx).
 */
export function SiteHeader({ cartCount }: { cartCount?: number }) {
  const account = useAccountSummary();
  const { t } = useTranslation();
  const { locale, menu, phone } = useRootData();
  const collectionsLabel = useCollectionsLabel();
  const [hidden, setHidden] = useHideOnScroll();
  const mobileMenu = useMobileMenu();

  return (
    <AuthOverlayProvider>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus moving into the header brings it back into view */}
      <header
        className="site-header sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur-md"
        data-hidden={hidden || undefined}
        onFocus={() => setHidden(false)}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 nav:gap-6 nav:px-6 nav:py-3.5">
          <MobileMenuButton state={mobileMenu} />
          <Logo locale={locale} />
          <SearchForm className="hidden max-w-xl flex-1 nav:block" />
          <div className="ms-auto flex items-center gap-0.5 nav:gap-1">
            <LocaleSwitchers locale={locale} />
            {account.user ? (
              <AccountMenu user={account.user} />
            ) : (
              <>
                <AuthLink
                  mode="login"
                  to={localePath(locale, "/login")}
                  className="grid size-11 place-items-center rounded-full hover:bg-sand nav:flex nav:w-auto nav:gap-2 nav:px-3 nav:text-sm"
                >
                  <UserIcon />
                  <span className="sr-only nav:not-sr-only">{t("header.login")}</span>
                </AuthLink>
                <AuthLink
                  mode="signup"
                  to={localePath(locale, "/register")}
                  className="hidden rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:border-ink nav:block"
                >
                  {t("header.signup")}
                </AuthLink>
              </>
            )}
            <CartLink count={cartCount ?? account.cartCount} />
          </div>
        </div>
        <div className="px-4 pb-3 nav:hidden">
          <SearchForm />
        </div>
        <MegaMenu locale={locale} menu={menu} collectionsLabel={collectionsLabel} panels={!phone} />
      </header>
      <MobileMenu state={mobileMenu} locale={locale} menu={menu} collectionsLabel={collectionsLabel} />
    </AuthOverlayProvider>
  );
}
