import { useEffect } from "react";

/**
 * The first specification: after returning from an auth page, the page reloads once. A page the
 * browser restores from its back-forward cache after the visitor went to sign in (or sign up, or
 * reset a password) would show the header and cart of before; it reloads once to show them now.
 */
const KEY = "manzil:auth-visit";

/** Auth pages call it: the visitor has been on one. */
export function useMarkAuthVisit(): void {
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, "1");
    } catch {
      // Without storage there is nothing to remember; the page simply does not reload.
    }
  }, []);
}

/** Whether a page shown again (`persisted`: from the back-forward cache) must reload, and forgets it. */
export function takeAuthReturn(
  persisted: boolean,
  storage: Pick<Storage, "getItem" | "removeItem">,
): boolean {
  if (!persisted || storage.getItem(KEY) !== "1") return false;
  storage.removeItem(KEY);
  return true;
}

/** Every page: reloads once when shown again from the cache after an auth page. */
export function useReloadAfterAuthReturn(): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      try {
        if (takeAuthReturn(event.persisted, sessionStorage)) window.location.reload();
      } catch {
        // Storage unavailable: keep the page as it is.
      }
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
}
