/**
 * The pages kept by one process (decision 0080): an LRU bounded by bytes, fresh for `freshMs`
 * then stale for `staleMs` more, one render at a time per key, and a generation that an
 * invalidation bumps so a render begun before it is not stored.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { CompressedPage } from "./compress.ts";

/** A page the same for everyone (decision 0107): its bytes, its policy and its validator. */
export interface StoredPage extends CompressedPage {
  /** `W/"…"`: a hash of the page. */
  etag: string;
  contentType: string;
  /** Its Content-Security-Policy: its inline scripts allowed by their hashes. */
  policy: string;
  /** The headers its render answered with that every hit shares (decision 0127). */
  headers: OutgoingHttpHeaders;
  /** The route's pattern, for the metrics of a hit answered at the door. */
  route: string;
  storedAt: number;
}

export interface PageStoreOptions {
  maxBytes: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
}

/** Compressed bytes a stored page holds. */
const bytesOf = (page: Omit<StoredPage, "storedAt">) => page.gzip.length + (page.zstd?.length ?? 0);

export type Lookup = { page: StoredPage; fresh: boolean } | undefined;

export function createPageStore(options: PageStoreOptions) {
  const { maxBytes, freshMs = 60_000, staleMs = 300_000, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, { done: Promise<void>; finish: () => void }>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= bytesOf(page);
  };

  return {
    get generation() {
      return generation;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
    /** The page under `key`, fresh or stale (and now most recently used); undefined when too old. */
    get(key: string): Lookup {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age >= freshMs + staleMs) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return { page, fresh: age < freshMs };
    },
    /** Keeps a page rendered in `since` generation; false when an invalidation came meanwhile. */
    set(key: string, page: Omit<StoredPage, "storedAt">, since: number): boolean {
      if (since !== generation || bytesOf(page) > maxBytes) return false;
      remove(key);
      pages.set(key, { ...page, storedAt: now() });
      bytes += bytesOf(page);
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    /** Forgets every page; renders under way are not stored. */
    clear(): void {
      pages.clear();
      bytes = 0;
      generation++;
    },
    isRendering: (key: string) => rendering.has(key),
    /** Marks `key` as being rendered: the render's token, or null when another renders it already. */
    beginRender(key: string): object | null {
      if (rendering.has(key)) return null;
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const render = { done, finish };
      rendering.set(key, render);
      return render;
    },
    /** Ends the render `token` began (once; a later render of the key is left alone). */
    endRender(key: string, token: object): void {
      const render = rendering.get(key);
      if (render !== token) return;
      render.finish();
      rendering.delete(key);
    },
    /** Waits for the render of `key` under way, at most `ms`. */
    async waitRender(key: string, ms: number): Promise<void> {
      const render = rendering.get(key);
      if (!render) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([render.done, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
