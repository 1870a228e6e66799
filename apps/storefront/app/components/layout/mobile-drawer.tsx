import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ENABLED_COUNTRIES } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale, switchLocalePath } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { AuthLink } from "../account/auth-overlay-host.tsx";
import { ChevronDown, ChevronEnd, CloseIcon } from "./icons.tsx";
import { DRAWER_CLASS, DRAWER_ID, MOBILE_BREAKPOINT_PX } from "./layout-constants.ts";
import { categoryPath, hasInvokerCommands, invokes, localName, subCategoryPath } from "./links.ts";
import { switchTo } from "./locale-links.ts";
import { countryLabel, LanguageLink } from "./locale-switchers.tsx";

/**
 * The phone menu: a modal drawer from the start side (right in Arabic). A category's first tap
 * opens its subcategories (<details>), a second tap goes to it. The server renders it closed and
 * lighter, each category a link to its page (`subcategories` false, decision 0099): what a tap
 * before the page runs, or without JavaScript, opens. The browser loads this code when the menu
 * button is first used (mobile-menu.tsx) and shows it each time `opened` grows.
 */
export function MobileDrawer({
  locale,
  menu,
  collectionsLabel,
  opened = 0,
  subcategories = true,
}: {
  locale: PageLocale;
  menu: MenuCategory[];
  collectionsLabel: string;
  opened?: number;
  /** Each category's subcategories under it (false: the category's link only). */
  subcategories?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    ref.current?.close();
  }, [location.key]);

  useEffect(() => {
    const dialog = ref.current;
    if (opened && dialog && !dialog.open) dialog.showModal();
  }, [opened]);

  const close = () => ref.current?.close();

  // Widening past the phone breakpoint hides the drawer: close it so the page is not left inert.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = () => desktop.matches && ref.current?.close();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; Escape closes the dialog natively
    <dialog
      ref={ref}
      id={DRAWER_ID}
      aria-label={t("nav.menu")}
      className={DRAWER_CLASS}
      onClick={(e) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <p className="text-lg font-semibold">{t("nav.categories")}</p>
          <button
            type="button"
            {...invokes(DRAWER_ID, "close")}
            onClick={() => {
              if (!hasInvokerCommands()) close();
            }}
            className="-me-2 grid size-11 place-items-center rounded-full hover:bg-sand"
          >
            <CloseIcon />
            <span className="sr-only">{t("nav.closeMenu")}</span>
          </button>
        </div>

        <nav aria-label={t("nav.categories")} className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
          <ul>
            {menu.map((category) => {
              const name = localName(locale.lang, category);
              const path = categoryPath(locale, category.slug);
              if (!subcategories || category.subCategories.length === 0) {
                return (
                  <li key={category._id}>
                    <Link
                      to={path}
                      className="flex items-center justify-between rounded-xl px-3 py-3 text-[1.05rem] hover:bg-canvas"
                    >
                      {name}
                      <ChevronEnd size={18} className="text-muted rtl:-scale-x-100" />
                    </Link>
                  </li>
                );
              }
              return (
                <li key={category._id}>
                  <details name="drawer-category" className="drawer-category">
                    {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button */}
                    <summary
                      className="flex cursor-pointer list-none items-center justify-between rounded-xl px-3 py-3 text-[1.05rem] hover:bg-canvas"
                      onClick={(e) => {
                        // Second tap: the subcategories are showing, so go to the category.
                        if ((e.currentTarget.parentElement as HTMLDetailsElement).open) {
                          e.preventDefault();
                          navigate(path);
                        }
                      }}
                    >
                      {name}
                      <ChevronDown size={18} className="drawer-chevron text-muted transition-transform" />
                    </summary>
                    <ul className="mb-2 ms-3 border-s border-line ps-3">
                      <li>
                        <Link
                          to={path}
                          className="flex items-center gap-1.5 rounded-lg px-3 py-2.5 font-semibold text-accent-dark"
                        >
                          {t("nav.viewAllIn", { name })}
                          <ChevronEnd size={16} className="rtl:-scale-x-100" />
                        </Link>
                      </li>
                      {category.subCategories.map((sub) => (
                        <li key={sub._id}>
                          <Link
                            to={subCategoryPath(locale, category.slug, sub._id)}
                            className="block rounded-lg px-3 py-2.5 text-ink/85 hover:bg-canvas"
                          >
                            {localName(locale.lang, sub)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            <li>
              <Link
                to={localePath(locale, "/collections")}
                className="flex items-center justify-between rounded-xl px-3 py-3 text-[1.05rem] font-semibold text-accent-dark hover:bg-canvas"
              >
                {collectionsLabel}
                <ChevronEnd size={18} className="rtl:-scale-x-100" />
              </Link>
            </li>
          </ul>
        </nav>

        <div className="space-y-4 border-t border-line bg-canvas px-5 py-5">
          <div className="grid grid-cols-2 gap-3">
            <AuthLink
              mode="login"
              to={localePath(locale, "/login")}
              className="rounded-full border border-ink/20 px-4 py-2.5 text-center font-semibold hover:border-ink"
            >
              {t("header.login")}
            </AuthLink>
            <AuthLink
              mode="signup"
              to={localePath(locale, "/register")}
              className="rounded-full bg-accent px-4 py-2.5 text-center font-semibold text-white hover:bg-accent-dark"
            >
              {t("header.signup")}
            </AuthLink>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <LanguageLink locale={locale} className="px-1 py-2 hover:text-accent-dark" />
            <ul className="flex gap-1" aria-label={t("header.countryAndCurrency")}>
              {ENABLED_COUNTRIES.map((code) => (
                <li key={code}>
                  <Link
                    to={switchLocalePath(location.pathname, location.search, {
                      lang: locale.lang,
                      country: code,
                    })}
                    {...switchTo({ lang: locale.lang, country: code })}
                    reloadDocument
                    discover="none"
                    aria-current={code === locale.country ? "true" : undefined}
                    className="block rounded-full px-3 py-2 aria-[current]:bg-ink aria-[current]:text-canvas"
                  >
                    {countryLabel(code, locale.lang)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </dialog>
  );
}
