/**
 * The SHA-256 hashes of a document's inline scripts, for its Content-Security-Policy: the back
 * office's document (decision 0106) and every cached storefront page (decision 0107).
 */
import { createHash } from "node:crypto";

/** `'sha256-…'` of each distinct, non-empty inline script (one without `src`), in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page rendered with `nonce`, made the same for everyone: its nonce attributes gone and its
 * policy's `'nonce-…'` replaced by the hashes of its inline scripts. Null when the nonce is still
 * somewhere in the page (it could not be shared then).
 */
export function withScriptHashes(
  html: string,
  policy: string,
  nonce: string,
): { html: string; policy: string } | null {
  const page = html.replaceAll(` nonce="${nonce}"`, "");
  if (!nonce || page.includes(nonce) || !policy.includes(`'nonce-${nonce}'`)) return null;
  return { html: page, policy: policy.replace(`'nonce-${nonce}'`, inlineScriptHashes(page).join(" ")) };
}
