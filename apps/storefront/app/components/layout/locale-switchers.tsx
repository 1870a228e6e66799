import { Link, useLocation } from "react-router";
import { COUNTRIES, type CountryCode, ENABLED_COUNTRIES, type Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { type PageLocale, switchLocalePath } from "../../lib/locale.ts";
import { ChevronDown, GlobeIcon } from "./icons.tsx";
import { COUNTRY_MENU_ID, LOCALE_SWITCHERS_ID, switchTo } from "./locale-links.ts";

/** "مصر · ج.م" / "Egypt · EGP" */
export function countryLabel(code: CountryCode, lang: Language): string {
  const c = COUNTRIES[code];
  return `${c.names[lang]} · ${c.currencySymbols[lang]}`;
}

/**
 * The switchers' markup (the header's, the auth layout's and the drawer's): rendered by the server;
 * in the browser the header keeps it as an island (locale-links.ts) and loads this module only
 * where the document has none.
 */

/** The same page in the other language, keeping the country. */
export function LanguageLink({
  locale,
  className = "",
  compact = false,
}: {
  locale: PageLocale;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other: Language = locale.lang === "ar" ? "en" : "ar";
  const label = other === "en" ? t("header.switchToEnglish") : t("header.switchToArabic");
  return (
    <Link
      to={switchLocalePath(pathname, search, { lang: other, country: locale.country })}
      hrefLang={other}
      lang={other}
      {...switchTo({ lang: other, country: locale.country })}
      reloadDocument
      discover="none"
      // Its Arabic words from a face of their own (decision 0095): English pages load no Arabic face.
      className={`inline-flex items-center gap-1.5 rounded-full ${other === "ar" ? "font-language" : ""} ${className}`}
    >
      {compact ? (
        <>
          <span aria-hidden="true" className="text-sm font-semibold">
            {other === "en" ? "EN" : "عربي"}
          </span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        <>
          <GlobeIcon size={18} />
          <span>{label}</span>
        </>
      )}
    </Link>
  );
}

/** Country and currency: Egypt and Saudi Arabia (the enabled ones), keeping the language. */
export function CountryMenu({ locale }: { locale: PageLocale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <details id={COUNTRY_MENU_ID} className="popover relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-full px-3 py-2 text-sm hover:bg-sand"
        aria-label={`${t("header.countryAndCurrency")}: ${countryLabel(locale.country, locale.lang)}`}
      >
        <span>{countryLabel(locale.country, locale.lang)}</span>
        <ChevronDown size={16} className="popover-chevron transition-transform" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 w-60 rounded-2xl border border-line bg-surface p-2 shadow-lg shadow-ink/5">
        <p className="px-3 pt-1 pb-2 text-xs text-muted">{t("header.countryAndCurrency")}</p>
        <ul>
          {ENABLED_COUNTRIES.map((code) => {
            const current = code === locale.country;
            return (
              <li key={code}>
                <Link
                  to={switchLocalePath(pathname, search, { lang: locale.lang, country: code })}
                  {...switchTo({ lang: locale.lang, country: code })}
                  reloadDocument
                  discover="none"
                  aria-current={current ? "true" : undefined}
                  className={`flex items-center justify-between rounded-xl px-3 py-2.5 text-sm hover:bg-canvas ${current ? "font-semibold text-accent-dark" : ""}`}
                >
                  <span>{COUNTRIES[code].names[locale.lang]}</span>
                  <span className="text-muted">{COUNTRIES[code].currencySymbols[locale.lang]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

/** The header's switchers: country menu and language (wide screens), a compact language link (narrower). */
export function HeaderLocaleSwitchers({ locale }: { locale: PageLocale }) {
  return (
    <div id={LOCALE_SWITCHERS_ID} className="contents">
      <div className="hidden items-center gap-1 lg:flex">
        <CountryMenu locale={locale} />
        <LanguageLink locale={locale} className="px-3 py-2 text-sm hover:bg-sand" />
        <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
      </div>
      <LanguageLink
        locale={locale}
        compact
        className="grid size-11 place-items-center hover:bg-sand lg:hidden"
      />
    </div>
  );
}
