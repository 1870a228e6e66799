/**
 * The layout's constants from the specs, kept in one place. The mobile breakpoint is mirrored in
 * app.css as the `nav` breakpoint (48.0625rem = 769px: 768px and narrower is "mobile").
 */

/** Sub-menu links per column in the mega menu. */
const MENU_COLUMN_SIZE = 10;
/** Widths at or below this get the mobile menu (drawer). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The header hides when scrolling down past this many pixels and returns on scrolling up. */
export const HEADER_HIDE_THRESHOLD_PX = 52;
/** sessionStorage key that remembers a dismissed mobile-app banner for the browser session. */
export const APP_BANNER_DISMISSED_KEY = "manzil_app_banner_dismissed";
/** The app banner's root (app-banner.tsx), kept as the server rendered it (static-island.tsx). */
export const APP_BANNER_ID = "app-banner";

/** The footer's root element (site-footer.tsx), kept as the server rendered it (static-island.tsx). */
export const FOOTER_ID = "site-footer";
export const FOOTER_CLASS = "below-fold mt-20 bg-ink text-canvas";
/** The desktop category menu's <nav> (mega-bar.tsx), kept as the server rendered it (static-island.tsx). */
export const MEGA_MENU_ID = "mega-menu";
/** The phone menu's <dialog> (mobile-drawer.tsx), opened by the header's menu button. */
export const DRAWER_ID = "mobile-menu";
export const DRAWER_CLASS = "drawer nav:hidden";

/** Splits a list into columns of at most `size` items. */
export function columnsOf<T>(items: readonly T[], size = MENU_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}
