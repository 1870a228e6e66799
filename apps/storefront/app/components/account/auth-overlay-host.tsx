import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from "react";
import { Link, type LinkProps } from "react-router";
import type { AuthMode } from "./auth-forms.tsx";

/**
 * The sign-in and sign-up overlay, kept out of the pages' first JavaScript: this file is all the
 * header and the catalogue's buttons carry (a context, a hook and a link); the dialog, its forms
 * and the state of the opened overlay are a chunk of their own (auth-overlay.tsx), fetched when a
 * link is pointed at or focused (a heart: tapped), shown on the first click.
 */
export const loadOverlay = () => import("./auth-overlay.tsx");
const OverlayRoot = lazy(() => loadOverlay().then((m) => ({ default: m.OverlayRoot })));

interface OverlayOptions {
  /**
   * Sign in without reloading the page: after the welcome step the page's own address comes back
   * (with loginSuccess=true) as a client navigation, scroll kept, so what the page holds (an
   * action the visitor started, such as the wishlist heart) carries on. Without it the page reloads.
   */
  inPlace?: boolean;
}

export type Open = (mode: AuthMode, options?: OverlayOptions) => void;
export interface OverlayRequest {
  mode: AuthMode;
  options: OverlayOptions;
}
const OpenOverlay = createContext<Open | null>(null);

/**
 * Holds the one overlay of the page. The root wraps the pages in one (catalog-actions-provider.tsx)
 * and the header in another: an inner provider leaves the overlay to the outer one.
 */
export function AuthOverlayProvider({ children }: { children: ReactNode }) {
  const outer = useContext(OpenOverlay);
  if (outer) return children;
  return <OverlayHost>{children}</OverlayHost>;
}

/**
 * Until the first opening only that request is kept here; then the overlay's own chunk
 * (auth-overlay.tsx `OverlayRoot`, mounted from then on) holds what is shown and takes the next
 * openings through `opener`.
 */
function OverlayHost({ children }: { children: ReactNode }) {
  const [first, setFirst] = useState<OverlayRequest | null>(null);
  const opener = useRef<Open | null>(null);
  const open = useCallback<Open>(
    (mode, options = {}) => (opener.current ? opener.current(mode, options) : setFirst({ mode, options })),
    [],
  );
  return (
    <OpenOverlay value={open}>
      {children}
      {first && (
        <Suspense fallback={null}>
          <OverlayRoot first={first} opener={opener} />
        </Suspense>
      )}
    </OpenOverlay>
  );
}

const preloadOverlay = () => void loadOverlay().catch(() => undefined);

/** Opens the overlay from code (the wishlist heart, once loadOverlay has loaded): null without a provider. */
export const useOpenOverlay = () => useContext(OpenOverlay);

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * A link to the login or register page. Before JavaScript (and with a modifier key) it is just
 * that; once the page runs, a click opens the overlay in `mode` instead (closing the phone
 * drawer it may sit in).
 */
export function AuthLink({ mode, onClick, ...props }: LinkProps & { mode: AuthMode }) {
  const open = useContext(OpenOverlay);
  return (
    <Link
      {...props}
      aria-haspopup="dialog"
      onPointerEnter={preloadOverlay}
      onFocus={preloadOverlay}
      onClick={(e) => {
        onClick?.(e);
        if (!open || e.defaultPrevented || !plainClick(e)) return;
        e.preventDefault();
        const link = e.currentTarget;
        link.closest("dialog")?.close();
        // A chunk that cannot load (a new release, offline): the page itself, as without JavaScript.
        loadOverlay().then(
          () => open(mode),
          () => window.location.assign(link.href),
        );
      }}
    />
  );
}
