import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { hasInvokerCommands } from "./links.ts";

/** Each island's markup as the server rendered it into this document (null: none), read once. */
const kept = new Map<string, string | null>();

function serverMarkup(id: string): string | null {
  let html = kept.get(id);
  if (html === undefined) {
    // A dialog opened before the page ran must not come back open on a later mount.
    html = document.getElementById(id)?.innerHTML.replace(/(<dialog\b[^>]*?) open=""/g, "$1") ?? null;
    kept.set(id, html);
  }
  return html;
}

/**
 * What a script-free link, a dialog's invoker button and a dialog's backdrop do once the page runs:
 * `<Link>`s (data-discover) navigate in the app as `<Link>` does, invoker buttons open and close
 * their dialog where the browser lacks invoker commands, a click on a dialog's backdrop closes it.
 */
function useIslandClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (event.defaultPrevented) return;
    if (target instanceof HTMLDialogElement) {
      target.close();
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
}: {
  id: string;
  as: "footer" | "dialog" | "div";
  className: string;
  label?: string;
  server: ReactNode;
  fallback: ReactNode;
}) {
  const onClick = useIslandClicks();
  if (import.meta.env.SSR) return server;
  const html = serverMarkup(id);
  if (html === null) return fallback;
  return (
    <Tag
      id={id}
      className={className}
      aria-label={label}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: this document's own server-rendered markup, read back
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
