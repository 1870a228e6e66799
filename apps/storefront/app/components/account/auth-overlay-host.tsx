import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, type LinkProps, useLocation, useRevalidator } from "react-router";
import type { AuthMode } from "./auth-forms.tsx";

/**
 * The sign-in and sign-up overlay, kept out of the pages' first JavaScript: this file is all the
 * header and the catalogue's buttons carry (a context, a hook and a link); the dialog and its forms
 * are a chunk of their own (auth-overlay.tsx), fetched when a link is pointed at or focused, shown
 * on the first click.
 */
const loadOverlay = () => import("./auth-overlay.tsx");
const AuthOverlay = lazy(loadOverlay);

export interface OverlayOptions {
  /**
   * Sign in without reloading the page: after the welcome step the page's own address comes back
   * (with loginSuccess=true) as a client navigation, scroll kept, so what the page holds (an
   * action the visitor started, such as the wishlist heart) carries on. Without it the page reloads.
   */
  inPlace?: boolean;
}

type Open = (mode: AuthMode, options?: OverlayOptions) => void;
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

function OverlayHost({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ mode: AuthMode; options: OverlayOptions } | null>(null);
  const close = useCallback(() => setState(null), []);
  const inPlace = useRef(false);
  const open = useCallback<Open>((mode, options = {}) => {
    inPlace.current = !!options.inPlace;
    setState({ mode, options });
  }, []);
  // Signed in in place: the root's data (the header's account) is not reloaded by navigations
  // within a language-country (root.tsx shouldRevalidate), so reload it once here.
  const { search } = useLocation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!inPlace.current || !search.includes("loginSuccess=true")) return;
    inPlace.current = false;
    void revalidate();
  }, [search, revalidate]);
  const onMode = useCallback((mode: AuthMode) => setState((s) => ({ mode, options: s?.options ?? {} })), []);
  return (
    <OpenOverlay value={open}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <AuthOverlay mode={state.mode} inPlace={!!state.options.inPlace} onMode={onMode} onClose={close} />
        </Suspense>
      )}
    </OpenOverlay>
  );
}

const preloadOverlay = () => void loadOverlay().catch(() => undefined);

/**
 * Opens the overlay from code (the wishlist heart): loads its chunk, then shows it. `fallback` is
 * where to go when it cannot (no provider, or a chunk that cannot load: a new release, offline).
 */
export function useAuthOverlay() {
  const open = useContext(OpenOverlay);
  return useMemo(
    () => ({
      open(mode: AuthMode, options: OverlayOptions, fallback: string) {
        if (!open) return window.location.assign(fallback);
        loadOverlay().then(
          () => open(mode, options),
          () => window.location.assign(fallback),
        );
      },
    }),
    [open],
  );
}

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
