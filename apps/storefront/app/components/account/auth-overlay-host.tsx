import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from "react";
import { Link, type LinkProps } from "react-router";
import type { AuthMode } from "./auth-forms.tsx";

/**
 * The header's sign-in and sign-up overlay, kept out of the pages' first JavaScript: this file is
 * all the header carries (a context and a link); the dialog and its forms are a chunk of their
 * own (auth-overlay.tsx), fetched when a link is pointed at or focused, shown on the first click.
 */
const loadOverlay = () => import("./auth-overlay.tsx");
const AuthOverlay = lazy(loadOverlay);

const OpenOverlay = createContext<((mode: AuthMode) => void) | null>(null);

export function AuthOverlayProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const close = useCallback(() => setMode(null), []);
  return (
    <OpenOverlay value={setMode}>
      {children}
      {mode && (
        <Suspense fallback={null}>
          <AuthOverlay mode={mode} onMode={setMode} onClose={close} />
        </Suspense>
      )}
    </OpenOverlay>
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
  const preload = () => void loadOverlay().catch(() => undefined);
  return (
    <Link
      {...props}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
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
