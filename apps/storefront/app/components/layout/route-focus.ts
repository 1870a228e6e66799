import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CONTENT_ID } from "./site-layout.tsx";

/** How long a page whose heading comes with a lazily loaded part may take to show it. */
const HEADING_WAIT_MS = 1500;

function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute("tabindex")) el.tabIndex = -1;
  // The focus is not the user's doing: no ring (app.css, [data-route-focus]).
  el.setAttribute("data-route-focus", "");
  el.addEventListener("blur", () => el.removeAttribute("data-route-focus"), { once: true });
  el.focus({ preventScroll: true });
}

/** The new page's h1 takes the focus; a page without one gives it to the content wrapper. */
function focusPageHeading(): () => void {
  const content = document.getElementById(CONTENT_ID);
  const heading = () => (content ?? document).querySelector<HTMLElement>("h1");
  const found = heading();
  if (found) {
    focusQuietly(found);
    return () => {};
  }
  // The heading may arrive with a part of the page that loads after the navigation.
  const observer = new MutationObserver(() => {
    const late = heading();
    if (!late) return;
    stop();
    focusQuietly(late);
  });
  const timer = setTimeout(() => {
    stop();
    if (content) focusQuietly(content);
  }, HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(content ?? document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Decision 0071: after a client-side navigation to another page (the path changes, not only the
 * query or the hash) the focus moves to the new page's h1, so a screen reader reads the new page
 * and the next Tab starts at its top. Not on the first load: the browser starts at the top.
 */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return focusPageHeading();
  }, [pathname]);
}
