/**
 * Pictures, scripts, styles and fonts without the document's headers (decision 0098): helmet's
 * policies apply to documents, not to the files a page loads, and over HTTP/1.1 they cost 614
 * bytes on each. Anything a browser could open as a document (pages, SVG, the service worker,
 * any other extension) keeps them.
 */
import type { FastifyInstance } from "fastify";

/** Build assets and uploads a browser only ever uses as subresources. */
const SUBRESOURCE = /^\/(?:assets|uploads)\/[^?#]*\.(?:js|css|woff2?|webp|avif|png|jpe?g|gif)(?:[?#]|$)/i;

/** helmet's headers that only a document (or a worker) reads. */
const DOCUMENT_ONLY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

export function isSubresourceFile(url: string): boolean {
  return SUBRESOURCE.test(url);
}

export function trimSubresourceHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isSubresourceFile(request.url)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    return payload;
  });
}
