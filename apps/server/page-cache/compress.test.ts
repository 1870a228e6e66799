import { gunzipSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressionsRunning, compressPage } from "./compress.ts";

const pageOf = (i: number) =>
  `<link rel="modulepreload" href="/assets/m${i}.js"/><main>${"<p>منزل: أثاث ومستلزمات منزلية</p>".repeat(200)}</main>`;

describe("a cached page compressed once (decisions 0086, 0107)", () => {
  it("gives gzip and a smaller zstd of the same page", async () => {
    const html = pageOf(1);
    const page = await compressPage(html);
    expect(gunzipSync(page.gzip).toString("utf8")).toBe(html);
    expect(zstdDecompressSync(page.zstd!).toString("utf8")).toBe(html);
    expect(page.zstd!.length).toBeLessThan(page.gzip.length);
  });

  it("compresses at most two pages at once, each zstd frame told its size (decision 0088)", async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, compressionsRunning());
    }, 1);
    const batch = Array.from({ length: 6 }, (_, i) => pageOf(i));
    const pages = await Promise.all(batch.map(compressPage));
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(compressionsRunning()).toBe(0);
    for (const [i, page] of pages.entries()) {
      expect(zstdDecompressSync(page.zstd!).toString("utf8")).toBe(batch[i]);
      // The frame header says the content size (Frame_Content_Size_flag or Single_Segment_flag).
      const descriptor = page.zstd![4]!;
      expect((descriptor & 0xc0) !== 0 || (descriptor & 0x20) !== 0).toBe(true);
    }
  });
});
