import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import type { PageLocale } from "../../lib/locale.ts";
import type { MenuCategory } from "../../lib/root-data.ts";
import { ArrowEnd } from "./icons.tsx";
import { columnsOf } from "./layout-constants.ts";
import { categoryPath, localName, subCategoryPath } from "./links.ts";

/**
 * A category's panel in the desktop mega menu: its name and subcategory count, "view all", the
 * subcategories in columns, its image. Opened by hover (CSS) or the toggle (mega-menu.tsx).
 */
export function MegaPanel({
  locale,
  category,
  id,
}: {
  locale: PageLocale;
  category: MenuCategory;
  id: string;
}) {
  const { t } = useTranslation();
  const name = localName(locale.lang, category);
  const subs = category.subCategories;
  return (
    <div id={id} className="mega-panel">
      <div className="mx-auto flex max-w-7xl gap-10 px-6 py-8">
        <div className="w-56 shrink-0">
          <p className="text-xl font-semibold">{name}</p>
          <p className="mt-1 text-sm text-muted">{t("nav.subcategoryCount", { count: subs.length })}</p>
          <Link
            to={categoryPath(locale, category.slug)}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-canvas hover:bg-accent-dark"
          >
            {t("nav.viewAllIn", { name })}
            <ArrowEnd size={16} className="rtl:-scale-x-100" />
          </Link>
        </div>
        <div className="flex flex-1 gap-10 border-s border-line ps-10">
          {columnsOf(subs).map((column) => (
            <ul key={column[0]!._id} className="w-48 space-y-0.5">
              {column.map((sub) => (
                <li key={sub._id}>
                  <Link
                    to={subCategoryPath(locale, category.slug, sub._id)}
                    className="block rounded-lg py-1.5 text-[0.95rem] text-ink/85 hover:text-accent-dark"
                  >
                    {localName(locale.lang, sub)}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
        {category.image && (
          <Link
            to={categoryPath(locale, category.slug)}
            tabIndex={-1}
            aria-hidden="true"
            className="hidden w-64 shrink-0 overflow-hidden rounded-2xl bg-sand xl:block"
          >
            <img
              src={category.image}
              alt=""
              loading="lazy"
              className="aspect-4/3 w-full object-cover transition-transform duration-500 hover:scale-105"
            />
          </Link>
        )}
      </div>
    </div>
  );
}
