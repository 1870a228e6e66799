import { randomBytes } from "node:crypto";
import { zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, splicePage } from "./gzip-splice.ts";
import { compressionsRunning, placeholder, zstdPage, zstdWithNonce } from "./zstd-nonce.ts";

const nonce = () => randomBytes(16).toString("base64");
/** A page cut at its `n` nonces, as the page cache cuts one: links, then much repeated text. */
const partsOf = (n: number) => [
  ...Array.from(
    { length: n },
    (_, i) => `${i ? '"/>' : ""}<link rel="modulepreload" href="/assets/m${i}.js" nonce="`,
  ),
  `"/><main>${"<p>منزل: أثاث ومستلزمات منزلية</p>".repeat(200)}</main>`,
];

describe("a cached page in zstd with a fresh nonce (decision 0086)", () => {
  it("decompresses to the page with each response's nonce in every place", async () => {
    const parts = partsOf(30);
    const page = await zstdPage(parts);
    expect(page?.offsets).toHaveLength(30);
    for (const n of [nonce(), nonce()]) {
      const html = zstdDecompressSync(zstdWithNonce(page!, n)).toString("utf8");
      expect(html).toBe(parts.join(n));
    }
    // One stream, not one per part: smaller than the gzip splice of the same parts.
    expect(page!.frame.length).toBeLessThan(gzipWithNonce(splicePage(parts), nonce()).length);
  });

  it("has placeholders with no three bytes in a row in common", () => {
    const triples = new Set<string>();
    for (let i = 0; i < 256; i++) {
      const p = placeholder(i);
      expect(p).toHaveLength(24);
      for (let j = 0; j + 3 <= p.length; j++) {
        const triple = p.subarray(j, j + 3).toString("hex");
        expect(triples.has(triple)).toBe(false);
        triples.add(triple);
      }
    }
  });

  it("gives up (the page keeps its gzip) when the page holds a placeholder's bytes", async () => {
    const parts = partsOf(3);
    parts[2] = `${parts[2]}${placeholder(1).subarray(0, 12).toString("latin1")}`;
    expect(await zstdPage(parts)).toBeNull();
  });

  it("refuses what is not a nonce", async () => {
    const page = (await zstdPage(partsOf(1)))!;
    expect(() => zstdWithNonce(page, "short")).toThrow();
    expect(() => zstdWithNonce(page, `${nonce().slice(0, 22)}"<`)).toThrow();
  });

  it("compresses at most two pages at once, each told its size (decision 0088)", async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, compressionsRunning());
    }, 1);
    const batch = Array.from({ length: 6 }, (_, i) => partsOf(i + 1));
    const pages = await Promise.all(batch.map((parts) => zstdPage(parts)));
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(compressionsRunning()).toBe(0);
    for (const [i, page] of pages.entries()) {
      const n = nonce();
      expect(zstdDecompressSync(zstdWithNonce(page!, n)).toString("utf8")).toBe(batch[i]!.join(n));
      // The frame header says the content size (Frame_Content_Size_flag or Single_Segment_flag).
      const descriptor = page!.frame[4]!;
      expect((descriptor & 0xc0) !== 0 || (descriptor & 0x20) !== 0).toBe(true);
    }
  });
});
