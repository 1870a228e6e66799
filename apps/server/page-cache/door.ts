/**
 * Fresh cached pages answered at the door (decision 0127): in the HTTP server's request handler,
 * before Fastify builds a request, runs helmet, compression and the logger for a page that is
 * bytes made once. Anything else (a miss, a stale page, a personal request, every other route)
 * returns false and goes on to Fastify.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { localeCookieFor } from "../locale-cookie.ts";
import type { AnsweredRequest } from "../ops/metrics.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "../ops/request-id.ts";
import { etagMatches, type PageCache, pageBody } from "./page-cache.ts";
import { pageKey } from "./policy.ts";

export interface DoorOptions {
  cache: PageCache;
  /** True once the server closes: its requests go to Fastify, which answers them as closing. */
  closing(): boolean;
  /** True from the start of a shutdown: answers close their connection (decision 0130). */
  draining?(): boolean;
  /** Counts an answered hit in the request metrics. */
  counted(answered: AnsweredRequest): void;
}

/** The request handler's first step: true when it answered the request. */
export type Door = (request: IncomingMessage, response: ServerResponse) => boolean;

export function pageCacheDoor({ cache, closing, draining, counted }: DoorOptions): Door {
  return (request, response) => {
    const { method = "", url = "" } = request;
    if ((method !== "GET" && method !== "HEAD") || closing()) return false;
    const key = pageKey(method, url, request.headers);
    const found = key ? cache.store.get(key) : undefined;
    if (!found?.fresh) return false;
    const started = performance.now();
    const stored = found.page;
    const headers: OutgoingHttpHeaders = {
      ...stored.headers,
      [REQUEST_ID_HEADER]: requestIdOf(request),
      "x-cache": "hit",
    };
    if (draining?.()) headers.connection = "close";
    const cookie = localeCookieFor(url, request.headers.cookie);
    if (cookie) headers["set-cookie"] = cookie;
    let status = 200;
    if (etagMatches(request.headers["if-none-match"], stored.etag)) {
      status = 304;
      delete headers["content-type"];
      response.writeHead(304, headers);
      response.end();
    } else {
      const { body, encoding } = pageBody(stored, request.headers["accept-encoding"]);
      if (encoding) headers["content-encoding"] = encoding;
      headers["content-length"] = body.length;
      response.writeHead(200, headers);
      response.end(method === "HEAD" ? undefined : body);
    }
    counted({
      method,
      route: stored.route,
      statusCode: status,
      seconds: (performance.now() - started) / 1000,
    });
    return true;
  };
}
