import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { COUNTRIES, type CountryCode, ENABLED_COUNTRIES, type Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { type PageLocale, switchLocalePath } from "../../lib/locale.ts";
import { ChevronDown, GlobeIcon } from "./icons.tsx";

/** "مصر · ج.م" / "Egypt · EGP" */
export function countryLabel(code: CountryCode, lang: Language): string {
  const c = COUNTRIES[code];
  return `${c.names[lang]} · ${c.currencySymbols[lang]}`;
}

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
      reloadDocument
      discover="none"
      aria-label={compact ? label : undefined}
      className={`inline-flex items-center gap-1.5 rounded-full ${className}`}
    >
      {compact ? (
        <span aria-hidden="true" className="text-sm font-semibold">
          {other === "en" ? "EN" : "عربي"}
        </span>
      ) : (
        <>
          <GlobeIcon size={18} />
          <span>{label}</span>
        </>
      )}
    </Link>
  );
}

/** Closes a <details> popover on Escape (focus back to its summary) and on a click outside. */
export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      details.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return ref;
}

/** Country and currency: Egypt and Saudi Arabia (the enabled ones), keeping the language. */
export function CountryMenu({ locale }: { locale: PageLocale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="popover relative">
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
