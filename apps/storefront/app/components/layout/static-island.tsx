import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { hasInvokerCommands } from "./links.ts";
import { refreshLocaleLink } from "./locale-links.ts";

/**
 * Each island's markup as the server rendered it into this document (null: none), read once, with
 * the data it was made from (DataIsland): the first read is the hydration, so that is the server's.
 */
const kept = new Map<string, { html: string | null; data?: string }>();

function serverMarkup(id: string, data?: string): string | null {
  let island = kept.get(id);
  if (!island) {
    // A dialog opened before the page ran must not come back open on a later mount.
    const html = document.getElementById(id)?.innerHTML.replace(/(<dialog\b[^>]*?) open=""/g, "$1") ?? null;
    island = { html, data };
    kept.set(id, island);
  }
  return island.data === data ? island.html : null;
}

/** An in-page link (a gallery thumbnail): its target glides into view, the page stays put. */
export function glideToTarget(link: HTMLAnchorElement) {
  document
    .getElementById(link.hash.slice(1))
    ?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "center" });
}

/** The product page's full-screen picture viewer (product-parts.tsx Gallery). */
export const VIEWER_ID = "picture-viewer";

/**
 * A picture's button (data-view names its place in the viewer): opens the viewer there. The
 * browser's own invoker command would open it at the first picture; this replaces it.
 */
export function showInViewer(event: { preventDefault(): void; currentTarget: Element } | Element) {
  const button = event instanceof Element ? event : event.currentTarget;
  if (!(event instanceof Element)) event.preventDefault();
  const dialog = document.getElementById(button.getAttribute("commandfor") ?? VIEWER_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (!dialog.open) dialog.showModal();
  document
    .getElementById(button.getAttribute("data-view") ?? "")
    ?.scrollIntoView({ block: "nearest", inline: "center" });
}

/**
 * What a script-free link, a dialog's invoker button and a dialog's backdrop do once the page runs:
 * `<Link>`s (data-discover) navigate in the app as `<Link>` does, invoker buttons open and close
 * their dialog where the browser lacks invoker commands, a click on a dialog's backdrop closes it,
 * language and country links are pointed at the page shown now (locale-links.ts),
 * links marked `data-scroll-into-view` scroll their target smoothly into view.
 */
function useIslandClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (event.defaultPrevented) return;
    refreshLocaleLink(target);
    if (target instanceof HTMLDialogElement) {
      target.close();
      return;
    }
    const scroller = target.closest<HTMLAnchorElement>("a[data-scroll-into-view]");
    if (scroller) {
      event.preventDefault();
      glideToTarget(scroller);
      return;
    }
    const picture = target.closest<HTMLButtonElement>("button[data-view]");
    if (picture) {
      event.preventDefault();
      showInViewer(picture);
      return;
    }
    const button = target.closest<HTMLButtonElement>("button[commandfor]");
    if (button && !hasInvokerCommands()) {
      const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (button.getAttribute("command") === "close") dialog.close();
      else if (!dialog.open) dialog.showModal();
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[data-discover]");
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!link || !plain || (link.target && link.target !== "_self") || link.origin !== window.location.origin)
      return;
    event.preventDefault();
    const to = link.pathname + link.search + link.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    link.closest("dialog")?.close();
    navigate(to, { replace: to === here });
  };
}

/**
 * Markup that needs no React in the browser (the footer; the phone menu until it is first opened):
 * the server renders `server` (whose root element is `<as id={id}>`); hydration keeps that markup
 * as it is, so the component's code never loads in the browser. Its links, dialog buttons and
 * backdrops work through one click handler (useIslandClicks). Where this document has no such
 * markup (a layout mounted after a client navigation or an error), `fallback` renders instead.
 * Only for markup that stays right for the whole document: the language and country change with a
 * full page load; nothing here may depend on the path or the signed-in user.
 */
export function StaticIsland({
  id,
  as: Tag,
  className,
  label,
  server,
  fallback,
  data,
  controls,
}: {
  id: string;
  as: "footer" | "dialog" | "div" | "nav";
  className: string;
  label?: string;
  server: ReactNode;
  fallback: ReactNode;
  /** What the markup is made from, when it changes within the document (DataIsland). */
  data?: object;
  /** Plain DOM code for the kept markup (a ref callback returning its clean-up). */
  controls?: (element: HTMLElement | null) => (() => void) | undefined;
}) {
  const onClick = useIslandClicks();
  if (import.meta.env.SSR) return server;
  const html = serverMarkup(id, data && JSON.stringify(data));
  if (html === null) return fallback;
  return (
    <Tag
      ref={controls}
      id={id}
      className={className}
      aria-label={label}
      onClick={onClick}
      onPointerDown={(e) => refreshLocaleLink(e.target)}
      onFocus={(e) => refreshLocaleLink(e.target)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: this document's own server-rendered markup, read back
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/**
 * Markup made only from `data` (a product's images, its reviews), inside `<div id class="contents">`
 * (no box of its own): the server renders `server`; the browser keeps that markup while `data` is
 * what the server rendered it from, and renders `fallback` (the component, loaded lazily) for
 * other data. The language and country are the document's; nothing here may depend on the user.
 */
export function DataIsland({
  id,
  data,
  server,
  fallback,
}: {
  id: string;
  data: object;
  server: ReactNode;
  fallback: ReactNode;
}) {
  return (
    <StaticIsland
      id={id}
      as="div"
      className="contents"
      data={data}
      server={
        <div id={id} className="contents">
          {server}
        </div>
      }
      fallback={
        <div id={id} className="contents">
          {fallback}
        </div>
      }
    />
  );
}
