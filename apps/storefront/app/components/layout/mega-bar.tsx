import { NavLink } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath, type PageLocale } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { ChevronDown } from "./core-icons.tsx";
import { MEGA_MENU_ID } from "./layout-constants.ts";
import { categoryPath, localName } from "./links.ts";
import { controlMegaMenu } from "./mega-menu-controls.ts";
import { MegaPanel } from "./mega-panel.tsx";

/**
 * The desktop category menu's markup: rendered by the server, kept by the browser as an island
 * (mega-menu.tsx), loaded only where the document has none. Hovering a category opens its panel
 * (CSS, so it works before JavaScript loads) and clicking it navigates. From the keyboard each
 * category is one Tab stop, its link: ArrowDown or Space opens its panel (mega-menu-controls.ts);
 * the chevron beside it is for pointers and screen readers, out of the Tab order (decision 0071).
 */
export function MegaBar({
  locale,
  menu,
  collectionsLabel,
  panels = true,
}: {
  locale: PageLocale;
  menu: MenuCategory[];
  collectionsLabel: string;
  /** Each category's panel and chevron; false: the links only (a phone's page, decision 0101). */
  panels?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav
      id={MEGA_MENU_ID}
      ref={controlMegaMenu}
      aria-label={t("nav.categories")}
      className="mega relative hidden nav:block"
    >
      <div className="mx-auto flex max-w-7xl items-stretch gap-3 px-6">
        <ul className="mega-bar flex min-w-0 flex-1 items-stretch">
          {menu.map((category) => {
            const name = localName(locale.lang, category);
            const id = `mega-${category._id}`;
            return (
              <li key={category._id} className="mega-item flex items-stretch">
                <NavLink
                  to={categoryPath(locale, category.slug)}
                  className="mega-link flex items-center whitespace-nowrap px-2.5 text-[0.9rem] 2xl:px-3.5"
                >
                  {name}
                </NavLink>
                {panels && category.subCategories.length > 0 && (
                  <>
                    <button
                      type="button"
                      tabIndex={-1}
                      className="mega-toggle grid place-items-center self-center rounded-full text-muted"
                      aria-expanded={false}
                      aria-controls={id}
                      aria-label={t("nav.subcategoriesOf", { name })}
                    >
                      <ChevronDown size={14} className="transition-transform" />
                    </button>
                    <MegaPanel locale={locale} category={category} id={id} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <span className="mega-fade" aria-hidden="true" />
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
