import { useEffect, useState } from "react";
import { useNonce } from "../../lib/csp-nonce.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { CloseIcon, HouseMark } from "./icons.tsx";
import { APP_BANNER_DISMISSED_KEY, APP_BANNER_ID } from "./layout-constants.ts";

/** An iPhone, an iPad (which says Macintosh, with touch) or an iPod: the App Store link. */
const isApple = () => /iPad|iPhone|iPod|Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 0;

const KEY = JSON.stringify(APP_BANNER_DISMISSED_KEY);

/**
 * Runs while the page is parsed, before the banner paints: a banner dismissed earlier in this
 * browser session is hidden at once (no flash, no layout shift). It also serves the banner the
 * browser keeps as server markup (site-layout.tsx, no React code of its own): the close button
 * removes it for the session, and an Apple device's tap on the link goes to the App Store
 * (`isApple`'s own source, written into the script).
 */
const BANNER_SCRIPT = `try{if(sessionStorage.getItem(${KEY}))document.documentElement.dataset.appBanner="off"}catch(e){}\
document.addEventListener("click",function(e){var t=e.target;if(!t.closest)return;var b=t.closest(".app-banner");if(!b)return;\
if(t.closest("button")){try{sessionStorage.setItem(${KEY},"1")}catch(x){}b.remove();return}\
var a=t.closest("a[data-apple]");if(a&&(${isApple})())a.href=a.dataset.apple})`;

/**
 * The mobile-app banner, on phones only, shown by default. Rendered by the server and kept as its
 * markup by the browser (site-layout.tsx); this component runs in the browser only where the
 * document has no banner markup (a page reached from an auth page). Closing it lasts for the browser
 * session (sessionStorage): it survives a refresh and comes back in a new session.
 */
export function AppBanner({
  appStoreLink,
  googlePlayLink,
}: {
  appStoreLink: string;
  googlePlayLink: string;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [href, setHref] = useState(googlePlayLink || appStoreLink);
  const nonce = useNonce();

  useEffect(() => {
    try {
      if (sessionStorage.getItem(APP_BANNER_DISMISSED_KEY)) setDismissed(true);
    } catch {
      // storage unavailable: keep showing it
    }
    const apple = isApple();
    setHref((apple ? appStoreLink : googlePlayLink) || appStoreLink || googlePlayLink);
  }, [appStoreLink, googlePlayLink]);

  if (!href || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(APP_BANNER_DISMISSED_KEY, "1");
    } catch {
      // storage unavailable: hide for this page only
    }
    setDismissed(true);
  };

  return (
    <div id={APP_BANNER_ID} className="contents">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, no user input */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
      <aside
        aria-label={t("appBanner.title")}
        className="app-banner border-b border-line bg-surface nav:hidden"
      >
        <div className="flex items-center gap-3 px-3 py-2.5">
          <button
            type="button"
            onClick={dismiss}
            className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <CloseIcon size={18} />
            <span className="sr-only">{t("appBanner.close")}</span>
          </button>
          <HouseMark size={40} className="shrink-0" />
          <div className="min-w-0 flex-1 leading-snug">
            <p className="truncate text-sm font-semibold">{t("appBanner.title")}</p>
            <p className="truncate text-xs text-muted">{t("appBanner.text")}</p>
          </div>
          <a
            href={href}
            data-apple={appStoreLink || undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-canvas hover:bg-accent-dark"
          >
            {t("appBanner.open")}
          </a>
        </div>
      </aside>
    </div>
  );
}
