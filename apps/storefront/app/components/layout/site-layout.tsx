import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { settingText, useRootData } from "../../lib/root-data.ts";
import { IconSprite } from "./icon-sprite.tsx";
import { APP_BANNER_ID, FOOTER_CLASS, FOOTER_ID } from "./layout-constants.ts";
import { SiteHeader } from "./site-header.tsx";
import { StaticIsland } from "./static-island.tsx";

/** The footer's code: on the server only; the browser loads it only where it has no footer markup. */
const footer = import.meta.env.SSR ? await import("./site-footer.tsx") : null;
const LazyFooter = lazy(() => import("./site-footer.tsx").then((m) => ({ default: m.SiteFooter })));

/** The footer as the server rendered it: static markup, no JavaScript of its own (static-island.tsx). */
function Footer() {
  return (
    <StaticIsland
      id={FOOTER_ID}
      as="footer"
      className={FOOTER_CLASS}
      server={footer && <footer.SiteFooter />}
      fallback={
        <Suspense fallback={null}>
          <LazyFooter />
        </Suspense>
      }
    />
  );
}

/** The app banner's code: on the server only; the browser keeps its markup and inline script. */
const banner = import.meta.env.SSR ? await import("./app-banner.tsx") : null;
const LazyBanner = lazy(() => import("./app-banner.tsx").then((m) => ({ default: m.AppBanner })));

/** The phone-only app banner (app-banner.tsx) as the server rendered it, when the settings link an app. */
function AppBanner(props: { appStoreLink: string; googlePlayLink: string }) {
  if (!props.appStoreLink && !props.googlePlayLink) return null;
  return (
    <StaticIsland
      id={APP_BANNER_ID}
      as="div"
      className="contents"
      server={banner && <banner.AppBanner {...props} />}
      fallback={
        <Suspense fallback={null}>
          <LazyBanner {...props} />
        </Suspense>
      }
    />
  );
}

/** The id the skip link jumps to; pages render their own <main> inside it. */
export const CONTENT_ID = "content";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${CONTENT_ID}`}
      className="fixed start-3 top-3 z-50 -translate-y-[200%] rounded-full bg-ink px-5 py-3 font-semibold text-canvas shadow-lg transition-transform focus:translate-y-0"
    >
      {t("nav.skipToContent")}
    </a>
  );
}

/** The country's message from settings, a thin bar above the header (none when the country has none). */
const SITE_MESSAGE = {
  eg: { en: "siteMessage", ar: "arSiteMessage" },
  sa: { en: "suSiteMessage", ar: "arSuSiteMessage" },
  ae: { en: "emSiteMessage", ar: "arEmSiteMessage" },
} as const;

function SiteMessage() {
  const { t } = useTranslation();
  const { locale, settings } = useRootData();
  const message = settingText(settings, SITE_MESSAGE[locale.country][locale.lang]);
  if (!message) return null;
  return (
    <aside aria-label={t("nav.announcement")} className="bg-sand text-ink">
      <p className="mx-auto max-w-7xl px-4 py-2 text-center text-[0.8rem] leading-snug nav:text-sm">
        {message}
      </p>
    </aside>
  );
}

/**
 * The default layout: app banner (phones), site message, header, body, footer.
 * `cartCount` overrides the header's cart badge; without it the badge shows the visitor's cart (account summary).
 */
export function SiteLayout({ children, cartCount }: { children: ReactNode; cartCount?: number }) {
  const { settings } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <IconSprite />
      <SkipLink />
      <AppBanner
        appStoreLink={settingText(settings, "appStoreLink")}
        googlePlayLink={settingText(settings, "googlePlayLink")}
      />
      <SiteMessage />
      <SiteHeader cartCount={cartCount} />
      <div id={CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </div>
      <Footer />
    </div>
  );
}
