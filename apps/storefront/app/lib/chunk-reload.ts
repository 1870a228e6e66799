import { useEffect } from "react";

/** A page's code that could not be loaded (usually a new release replaced the old files). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );

const KEY = "manzil:chunk-reload";

/**
 * The first specification: a page-chunk load failure reloads the page once. Once: a second
 * failure within a minute shows the error page instead of reloading in a loop.
 */
export function useReloadOnChunkError(error: unknown): void {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    try {
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return;
    }
    window.location.reload();
  }, [error]);
}
