import { useEffect } from "react";

/**
 * Registers the service worker at the site root once the page is interactive (built pages only).
 * Failure or lack of support is only logged, as the specs say.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("the service worker could not be registered", error);
    });
  }, []);
}
