/**
 * The anonymous page cache (decision 0080): hooks for the storefront's route. `onRequest` answers
 * from the cache (after helmet, the request id and the locale cookie ran); `onSend` keeps what a
 * cacheable render produced, before @fastify/compress (which leaves a body that already has a
 * Content-Encoding alone). A stored page is the same bytes for everyone (decision 0107): its
 * inline scripts are allowed by their hashes, not by a nonce, so it is compressed once, in zstd for
 * browsers that take it (decision 0086), else gzip. A stale page is answered at once and rendered
 * again by a request the server makes to itself (decision 0097).
 */
import { createHash, randomUUID } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PHONE_HINT } from "#kernel/form-factor.ts";
import { REQUEST_ID_HEADER } from "../ops/request-id.ts";
import { withScriptHashes } from "../script-hashes.ts";
import { type CompressedPage, compressPage } from "./compress.ts";
import { forgetVisitor, pageKey } from "./policy.ts";
import { createPageStore, type StoredPage } from "./store.ts";

export interface PageCacheOptions {
  /** Bytes the pages may take (compressed). */
  maxBytes: number;
  /** s-maxage for a CDN in front; 0: only browsers keep pages (private). */
  cdnSeconds: number;
  /** The request's CSP nonce (the one helmet put in the header), which a stored page loses. */
  nonceOf(request: FastifyRequest): string;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
  /**
   * Asks the server for `url` again with `headers` (its own request: `app.inject`), to render a
   * stale page behind the visitor (decision 0097). Settles when that response has been sent.
   */
  refresh(url: string, headers: Record<string, string | undefined>): Promise<unknown>;
}

/** The header that marks the server's own request rendering a stale page (decision 0097). */
export const REFRESH_HEADER = "x-page-refresh";

interface Visit {
  key: string;
  /** The store's generation when the render began. */
  generation: number;
  /** This request's render of the key (single flight), if it is the one. */
  render: object | null;
  /** Answered from the cache. */
  served: boolean;
}

/** How long a request waits for another's render of the same page before rendering itself. */
const WAIT_MS = 10_000;

/** A phone's page differs (decision 0101): a shared cache keeps the copies apart. */
const VARY_PHONE = "Sec-CH-UA-Mobile";

export function createPageCache(options: PageCacheOptions) {
  const store = createPageStore(options);
  const visits = new WeakMap<FastifyRequest, Visit>();
  /** Refreshes asked for and not yet arrived: one-use id → the key and its render slot. */
  const refreshes = new Map<string, { key: string; render: object }>();
  const cacheControl =
    options.cdnSeconds > 0
      ? `public, max-age=0, s-maxage=${options.cdnSeconds}, stale-while-revalidate=${options.cdnSeconds * 5}`
      : "private, no-cache";

  const cacheableHeaders = (reply: FastifyReply, etag: string, state: string) =>
    reply
      .header("etag", etag)
      .header("cache-control", cacheControl)
      .header("vary", `Accept-Encoding, ${VARY_PHONE}`)
      .header("x-cache", state);

  function answer(request: FastifyRequest, reply: FastifyReply, stored: StoredPage, state: string) {
    cacheableHeaders(reply, stored.etag, state).header("content-security-policy", stored.policy);
    if (etagMatches(request.headers["if-none-match"], stored.etag)) return reply.code(304).send();
    reply.code(200).header("content-type", stored.contentType);
    return reply.send(encoded(request, reply, stored));
  }

  /** The page in the encoding the request takes (and its Content-Encoding set). */
  function encoded(request: FastifyRequest, reply: FastifyReply, stored: CompressedPage) {
    const { body, encoding } = pageBody(stored, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return body;
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    const key = pageKey(request.method, request.url, request.headers);
    if (!key) return;
    // The same page for everyone: its render never sees who asks (decision 0128).
    forgetVisitor(request.headers);
    const refresh = takeRefresh(request);
    if (refresh) {
      // The server's own request for a stale page: it renders, whatever the cache holds, and its
      // page is kept under the key it was asked for (never a refresh of a refresh).
      visits.set(request, {
        key: refresh.key,
        generation: store.generation,
        render: refresh.render,
        served: false,
      });
      return;
    }
    let found = store.get(key);
    if (!found && store.isRendering(key)) {
      await store.waitRender(key, WAIT_MS);
      found = store.get(key);
    }
    if (found) {
      // A stale page now, and the first to find it so starts its render behind the visitor.
      if (!found.fresh) refreshBehind(request, key);
      visits.set(request, { key, generation: store.generation, render: null, served: true });
      return answer(request, reply, found.page, found.fresh ? "hit" : "stale");
    }
    visits.set(request, { key, generation: store.generation, render: store.beginRender(key), served: false });
  }

  /** The key and render slot a refresh request carries the id of (once). */
  function takeRefresh(request: FastifyRequest) {
    const id = request.headers[REFRESH_HEADER];
    const refresh = typeof id === "string" ? refreshes.get(id) : undefined;
    if (refresh) refreshes.delete(id as string);
    return refresh;
  }

  /** Renders the stale page under `key` again, unless a render of it is under way. */
  function refreshBehind(request: FastifyRequest, key: string) {
    const render = store.beginRender(key);
    if (!render) return;
    const id = randomUUID();
    refreshes.set(id, { key, render });
    // The headers the key reads besides the URL, as they came: the same page is rendered again. No
    // User-Agent stays none (undefined: inject adds none of its own), or the render would be a
    // robot's under a browser's key.
    const { "user-agent": userAgent, [PHONE_HINT]: phone } = request.headers;
    options
      .refresh(request.url, {
        "user-agent": userAgent,
        ...(typeof phone === "string" ? { [PHONE_HINT]: phone } : {}),
        [REFRESH_HEADER]: id,
      })
      .catch(() => {})
      .finally(() => {
        refreshes.delete(id);
        store.endRender(key, render);
      });
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const visit = visits.get(request);
    if (!visit) {
      if (isHtml(reply)) {
        reply.header("x-cache", "bypass");
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-cache");
      }
      return payload;
    }
    if (visit.served) return payload;
    try {
      if (!storable(request, reply) || payload == null) {
        reply.header("x-cache", "miss");
        if (isHtml(reply) && !reply.hasHeader("cache-control"))
          reply.header("cache-control", "private, no-cache");
        return payload;
      }
      const rendered = await textOf(payload as string | Buffer | Readable);
      const shared = withScriptHashes(
        rendered,
        String(reply.getHeader("content-security-policy") ?? ""),
        options.nonceOf(request),
      );
      if (!shared) {
        reply.header("x-cache", "miss").header("cache-control", "private, no-cache");
        return rendered;
      }
      const etag = `W/"${createHash("sha256").update(shared.html).digest("base64url").slice(0, 27)}"`;
      const compressed = await compressPage(shared.html);
      cacheableHeaders(reply, etag, "miss").header("content-security-policy", shared.policy);
      reply.removeHeader("content-length");
      store.set(
        visit.key,
        {
          ...compressed,
          etag,
          policy: shared.policy,
          contentType: String(reply.getHeader("content-type")),
          headers: pageHeaders(reply.getHeaders()),
          route: request.routeOptions.url ?? "unmatched",
        },
        visit.generation,
      );
      return encoded(request, reply, compressed);
    } finally {
      done(request);
    }
  }

  /** Ends this request's render of its page, if it had one (also when it failed or was cut). */
  function done(request: FastifyRequest) {
    const visit = visits.get(request);
    if (visit?.render) store.endRender(visit.key, visit.render);
  }

  return {
    /** For `fastifyReactRouter`'s `routeOptions`. */
    hooks: { onRequest, onSend, onResponse: async (r: FastifyRequest) => done(r) },
    /** Forgets every page (after a catalogue, content or settings change). */
    clear: () => store.clear(),
    store,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}

/** A whole, anonymous, successful page whose only cookie is the locale (set again on every hit). */
function storable(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET" || reply.statusCode !== 200 || !isHtml(reply)) return false;
  if (reply.hasHeader("content-encoding")) return false;
  if (/private|no-store/.test(String(reply.getHeader("cache-control") ?? ""))) return false;
  const cookies = reply.getHeader("set-cookie");
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.every((c) => String(c).startsWith("manzil_locale="));
}

async function textOf(payload: string | Buffer | Readable): Promise<string> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** A stored page's bytes in the encoding `acceptEncoding` takes: zstd, else gzip, else plain. */
export function pageBody(
  stored: CompressedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "zstd" | "gzip" } {
  if (stored.zstd && accepts(acceptEncoding, "zstd")) return { body: stored.zstd, encoding: "zstd" };
  if (accepts(acceptEncoding, "gzip")) return { body: stored.gzip, encoding: "gzip" };
  return { body: gunzipSync(stored.gzip) };
}

/** Headers of one response only, never kept with a page (decision 0127). */
const OWN_HEADERS = new Set([
  REQUEST_ID_HEADER,
  "set-cookie",
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-cache",
]);

/** The headers a render answered with that every hit of its page shares (decision 0127). */
function pageHeaders(headers: Record<string, unknown>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!OWN_HEADERS.has(name) && (typeof value === "string" || Array.isArray(value))) kept[name] = value;
  return kept;
}

/** Whether `Accept-Encoding` takes `coding` (named or `*`, with a quality above 0). */
export function accepts(header: string | undefined, coding: "gzip" | "zstd"): boolean {
  if (!header) return false;
  return header.split(",").some((item) => {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (name.trim() !== coding && name.trim() !== "*") return false;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/** Whether `If-None-Match` names the page's (weak) validator. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}
