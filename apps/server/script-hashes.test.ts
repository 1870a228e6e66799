import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withScriptHashes } from "./script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline scripts' hashes (decisions 0106, 0107)", () => {
  it("hashes each distinct inline script, none of the external ones", () => {
    const html = `<script>window.a=1</script><script type="module" src="/admin/assets/x.js"></script><script type="module">import "x";</script><script>window.a=1</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      "'sha256-j0LhJtlJ0yX7jx90lb4t5va47Tx5qNgVtITyqKzUNPM='",
    ]);
  });

  it("makes a page rendered with a nonce the same for everyone: no nonce, its scripts by hash", () => {
    const nonce = "AbCdEfGhIjKlMnOpQrStUv==";
    const policy = `default-src 'self';script-src 'self' 'nonce-${nonce}' https://x.example`;
    const html = `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">go(1)</script><script type="module" nonce="${nonce}" src="/b.js"></script>`;
    expect(withScriptHashes(html, policy, nonce)).toEqual({
      html: `<link rel="modulepreload" href="/a.js"/><script>go(1)</script><script type="module" src="/b.js"></script>`,
      policy: `default-src 'self';script-src 'self' ${sha("go(1)")} https://x.example`,
    });
  });

  it("refuses a page that holds its nonce anywhere else, or a policy without it", () => {
    const nonce = "AbCdEfGhIjKlMnOpQrStUv==";
    const policy = `script-src 'self' 'nonce-${nonce}'`;
    expect(withScriptHashes(`<script nonce="${nonce}">n="${nonce}"</script>`, policy, nonce)).toBeNull();
    expect(withScriptHashes("<p>x</p>", "script-src 'self'", nonce)).toBeNull();
    expect(withScriptHashes("<p>x</p>", policy, "")).toBeNull();
  });
});
