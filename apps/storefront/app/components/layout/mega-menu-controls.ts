/**
 * What the desktop category menu does once the page runs, as plain DOM code over its markup
 * (mega-bar.tsx, kept as the server rendered it). Each category is one Tab stop, its link
 * (decision 0071): ArrowDown or Space on it opens its panel (data-open, aria-expanded on the
 * chevron) and moves to the panel's first link; ArrowDown and ArrowUp move through the panel,
 * ArrowUp from its first link or Escape closes it and returns to the category; so do a press
 * outside and focus leaving the category. The chevron opens it for pointers. A followed link
 * keeps its hover panel shut until the pointer leaves (data-quiet); a mouse wheel scrolls an
 * overflowing bar sideways; a fade marks more items at the bar's end. After each navigation
 * (resetMegaMenu) panels close and the current category's link is marked as NavLink marks it.
 */

/** Opens `item`'s panel and closes the others (null: all closed). */
function openOnly(nav: HTMLElement, item: Element | null) {
  for (const li of nav.querySelectorAll(".mega-item")) {
    li.toggleAttribute("data-open", li === item);
    li.querySelector(".mega-toggle")?.setAttribute("aria-expanded", String(li === item));
  }
}

/** Wires the menu (a ref callback: returns the clean-up). */
export function controlMegaMenu(nav: HTMLElement | null) {
  if (!nav) return;
  const bar = nav.querySelector<HTMLElement>(".mega-bar");
  const fade = nav.querySelector(".mega-fade");
  const openItem = () => nav.querySelector(".mega-item[data-open]");
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    const item = target.closest(".mega-item");
    if (!item) return;
    if (target.closest(".mega-toggle")) openOnly(nav, item.hasAttribute("data-open") ? null : item);
    else if (target.closest("a")) item.setAttribute("data-quiet", "");
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const item = target.closest(".mega-item");
    const link = item?.querySelector<HTMLElement>(".mega-link");
    if (!item || !link || e.altKey || e.ctrlKey || e.metaKey) return;
    const panelLinks = [...item.querySelectorAll<HTMLElement>(".mega-panel a:not([tabindex='-1'])")];
    const at = panelLinks.indexOf(target);
    const close = () => {
      openOnly(nav, null);
      link.focus();
    };
    if (target === link && (e.key === "ArrowDown" || e.key === " ") && panelLinks.length) {
      e.preventDefault();
      openOnly(nav, item);
      panelLinks[0]!.focus();
    } else if (e.key === "Escape" && item.hasAttribute("data-open")) {
      close();
    } else if (at >= 0 && e.key === "ArrowDown") {
      e.preventDefault();
      panelLinks[Math.min(at + 1, panelLinks.length - 1)]!.focus();
    } else if (at >= 0 && e.key === "ArrowUp") {
      e.preventDefault();
      if (at === 0) close();
      else panelLinks[at - 1]!.focus();
    }
  };
  const onFocusOut = (e: FocusEvent) => {
    const item = (e.target as Element).closest(".mega-item[data-open]");
    if (item && !item.contains(e.relatedTarget as Node | null)) openOnly(nav, null);
  };
  const onPointerOut = (e: PointerEvent) => {
    const item = (e.target as Element).closest(".mega-item[data-quiet]");
    if (item && !item.contains(e.relatedTarget as Node | null)) item.removeAttribute("data-quiet");
  };
  const onPointerDown = (e: PointerEvent) => {
    if (openItem() && !nav.contains(e.target as Node)) openOnly(nav, null);
  };
  const onWheel = (e: WheelEvent) => {
    if (!bar || bar.scrollWidth <= bar.clientWidth || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
    bar.scrollBy({ left: document.documentElement.dir === "rtl" ? -e.deltaY : e.deltaY });
  };
  const updateFade = () =>
    bar &&
    fade?.toggleAttribute("data-show", bar.scrollWidth - Math.abs(bar.scrollLeft) - bar.clientWidth > 2);
  const observer = new ResizeObserver(updateFade);
  if (bar) observer.observe(bar);
  bar?.addEventListener("scroll", updateFade, { passive: true });
  bar?.addEventListener("wheel", onWheel, { passive: true });
  nav.addEventListener("click", onClick);
  nav.addEventListener("keydown", onKeyDown);
  nav.addEventListener("focusout", onFocusOut);
  nav.addEventListener("pointerout", onPointerOut);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    observer.disconnect();
    bar?.removeEventListener("scroll", updateFade);
    bar?.removeEventListener("wheel", onWheel);
    nav.removeEventListener("click", onClick);
    nav.removeEventListener("keydown", onKeyDown);
    nav.removeEventListener("focusout", onFocusOut);
    nav.removeEventListener("pointerout", onPointerOut);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}

/** After a navigation: panels closed, the link of the page's category current (NavLink's rule). */
export function resetMegaMenu(nav: HTMLElement | null, pathname: string) {
  if (!nav) return;
  openOnly(nav, null);
  const here = pathname.toLowerCase();
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a.mega-link")) {
    const to = link.pathname.toLowerCase();
    const active = here === to || (here.startsWith(to) && here.charAt(to.length) === "/");
    link.classList.toggle("active", active);
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}
