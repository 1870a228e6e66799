import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  artStats,
  bannerSvg,
  categoryArtSvg,
  FURNITURE_KINDS,
  PALETTES,
  productSvg,
  renderBanner,
  renderCategoryImage,
  renderProductImages,
} from "./render.ts";

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "manzil-art-"));
  dirs.push(d);
  return d;
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function meta(file: string) {
  const buf = await readFile(file);
  // RIFF....WEBP
  expect(buf.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(buf.subarray(8, 12).toString("latin1")).toBe("WEBP");
  return sharp(buf).metadata();
}

describe("demo art", () => {
  it("has at least 8 palettes and an SVG for every kind and view", () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(8);
    for (const kind of FURNITURE_KINDS) {
      for (let v = 0; v < 4; v++) {
        const svg = productSvg(kind, 0, v);
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 800"');
        expect(svg).not.toContain("<text");
        expect(svg).not.toContain("NaN");
        expect(svg).not.toContain("undefined");
      }
      expect(categoryArtSvg(kind, 1)).not.toContain("NaN");
      expect(bannerSvg(kind, 2)).not.toContain("NaN");
    }
  });

  it("draws every kind as a picture of its own, unlike every other kind's", async () => {
    const size = 96;
    const pixels = await Promise.all(
      FURNITURE_KINDS.map((kind) =>
        sharp(Buffer.from(productSvg(kind, 0, 0)))
          .resize(size, size)
          .removeAlpha()
          .raw()
          .toBuffer(),
      ),
    );
    const wall = [1, 3, 5].map((i) => Number.parseInt(PALETTES[0]!.bg.slice(i, i + 2), 16));
    /** Share of the pixels (in rows above `rows`) where a and b differ clearly. */
    const differ = (a: Buffer, b: (i: number) => number, rows = size) => {
      let n = 0;
      for (let i = 0; i < rows * size * 3; i += 3)
        if (Math.max(...[0, 1, 2].map((k) => Math.abs(a[i + k]! - b(i + k)))) > 40) n++;
      return n / (size * size);
    };
    FURNITURE_KINDS.forEach((kind, k) => {
      // the object covers a good part of the wall above the floor
      expect(
        differ(pixels[k]!, (i) => wall[i % 3]!, Math.floor(size * 0.75)),
        kind,
      ).toBeGreaterThan(0.03);
    });
    const close: string[] = [];
    for (let a = 0; a < pixels.length; a++)
      for (let b = a + 1; b < pixels.length; b++) {
        const other = pixels[b]!;
        if (differ(pixels[a]!, (i) => other[i]!) < 0.04)
          close.push(`${FURNITURE_KINDS[a]} ~ ${FURNITURE_KINDS[b]}`);
      }
    expect(close).toEqual([]);
  });

  it("is deterministic and palettes differ", () => {
    expect(productSvg("sofa", 3, 0)).toBe(productSvg("sofa", 3, 0));
    expect(productSvg("sofa", 3, 0)).not.toBe(productSvg("sofa", 4, 0));
  });

  it("renders product images as WebP at 800 and 400 px", async () => {
    const out = await tempDir();
    const images = await renderProductImages({ kind: "sofa", paletteIndex: 0, outDir: out });
    expect(images).toHaveLength(4);
    for (const [v, img] of images.entries()) {
      expect(img.file).toBe(`sofa-0-${v}-800.webp`);
      expect(img.width).toBe(800);
      expect(img.height).toBe(800);
      expect(img.srcset.map((s) => s.width)).toEqual([400, 800]);
      for (const s of img.srcset) {
        const m = await meta(join(out, s.file));
        expect(m.format).toBe("webp");
        expect(m.width).toBe(s.width);
        expect(m.height).toBe(s.width);
      }
      expect((await stat(join(out, img.file))).size).toBeLessThan(60_000);
    }
    const two = await renderProductImages({ kind: "bed", paletteIndex: 5, views: 2, outDir: out });
    expect(two.map((i) => i.file)).toEqual(["bed-5-0-800.webp", "bed-5-1-800.webp"]);
  });

  it("gives different bytes for different palettes and identical bytes for the same input", async () => {
    const a = await tempDir();
    const b = await tempDir();
    await renderProductImages({ kind: "floor-lamp", paletteIndex: 1, views: 1, outDir: a });
    await renderProductImages({ kind: "floor-lamp", paletteIndex: 2, views: 1, outDir: a });
    await renderProductImages({ kind: "floor-lamp", paletteIndex: 1, views: 1, outDir: b });
    const p1 = await readFile(join(a, "floor-lamp-1-0-800.webp"));
    const p2 = await readFile(join(a, "floor-lamp-2-0-800.webp"));
    const p1again = await readFile(join(b, "floor-lamp-1-0-800.webp"));
    expect(p1.equals(p2)).toBe(false);
    expect(p1.equals(p1again)).toBe(true);
  });

  it("uses the cache instead of rendering again", async () => {
    const cache = await tempDir();
    const first = await tempDir();
    const second = await tempDir();
    const before = artStats.rendered;
    await renderProductImages({ kind: "dining-chair", paletteIndex: 4, outDir: first, cacheDir: cache });
    expect(artStats.rendered - before).toBe(8);
    const hits = artStats.cacheHits;
    const mid = artStats.rendered;
    await renderProductImages({ kind: "dining-chair", paletteIndex: 4, outDir: second, cacheDir: cache });
    expect(artStats.rendered).toBe(mid);
    expect(artStats.cacheHits - hits).toBe(8);
    const x = await readFile(join(first, "dining-chair-4-2-800.webp"));
    const y = await readFile(join(second, "dining-chair-4-2-800.webp"));
    expect(x.equals(y)).toBe(true);
  });

  it("renders category tiles and banners at the right sizes", async () => {
    const out = await tempDir();
    const tile = await renderCategoryImage({ kind: "armchair", paletteIndex: 2, outDir: out });
    expect(tile.width).toBe(600);
    const tm = await meta(join(out, tile.file));
    expect([tm.width, tm.height]).toEqual([600, 600]);
    const banner = await renderBanner({ kind: "rug", paletteIndex: 6, outDir: out, name: "home-1" });
    expect(banner.file).toBe("home-1-1600.webp");
    const bm = await meta(join(out, banner.file));
    expect([bm.width, bm.height]).toEqual([1600, 600]);
    const small = await meta(join(out, "home-1-800.webp"));
    expect([small.width, small.height]).toEqual([800, 300]);
  });
});
