/**
 * Demo product imagery for the seed data: flat SVG illustrations rendered to WebP with sharp.
 * Deterministic (same inputs → same bytes), no text, no fonts, no network.
 * Rendered files are cached by content hash in an optional cacheDir so test runs never re-render.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { BEDS } from "./beds.ts";
import { CABINETS } from "./cabinets.ts";
import { CHAIRS } from "./chairs.ts";
import { DECOR } from "./decor.ts";
import { type FurnitureKind, paletteAt } from "./kinds.ts";
import {
  drawKind,
  FLOOR,
  floorShadow,
  frame,
  group,
  ink,
  type KindArt,
  lighten,
  mix,
  place,
  plant,
  windowPane,
} from "./kit.ts";
import { LIGHTING } from "./lighting.ts";
import { OUTDOOR } from "./outdoor.ts";
import { RUGS } from "./rugs.ts";
import { SOFAS } from "./sofas.ts";
import { STORAGE } from "./storage.ts";
import { TABLES } from "./tables.ts";
import { TABLEWARE } from "./tableware.ts";
import { TEXTILES } from "./textiles.ts";

export { FURNITURE_KINDS, type FurnitureKind, KIND_SHOWS, PALETTES, type Palette } from "./kinds.ts";

/** Number of views per product (0 hero, 1 room corner, 2 close-up, 3 with accents). */
const VIEW_COUNT = 4;
const WEBP_QUALITY = 80;

/** How every kind is drawn (the type makes a kind without a drawing a compile error). */
export const ART: Record<FurnitureKind, KindArt> = {
  ...SOFAS,
  ...CHAIRS,
  ...TABLES,
  ...CABINETS,
  ...STORAGE,
  ...BEDS,
  ...OUTDOOR,
  ...LIGHTING,
  ...RUGS,
  ...DECOR,
  ...TABLEWARE,
  ...TEXTILES,
};

function svgDoc(inner: string, vw: number, vh: number, outW: number, outH: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${vw} ${vh}">${inner}</svg>`;
}

function viewOf(view: number): number {
  return ((Math.trunc(view) % VIEW_COUNT) + VIEW_COUNT) % VIEW_COUNT;
}

function productInner(kind: FurnitureKind, paletteIndex: number, view: number): string {
  return drawKind(ART[kind], paletteAt(paletteIndex), viewOf(view));
}

/** Full 800x800 SVG document for one product view (0 hero, 1 room corner, 2 close-up, 3 with accents). */
export function productSvg(kind: FurnitureKind, paletteIndex: number, view: number): string {
  return svgDoc(productInner(kind, paletteIndex, view), 800, 800, 800, 800);
}

function categoryInner(kind: FurnitureKind, paletteIndex: number): string {
  const p = paletteAt(paletteIndex);
  const c = ink(p, 0);
  const art = ART[kind];
  const item = art.item(c, p);
  let g = `<rect width="800" height="800" fill="${c.bg}"/>`;
  g += `<circle cx="400" cy="410" r="300" fill="${lighten(c.bg, 0.45)}"/>`;
  g += `<rect y="640" width="800" height="160" fill="${mix(c.bg, c.floor, 0.45)}"/>`;
  if (art.scene.flat) {
    g += group(item, "translate(400 420) scale(0.82) translate(-400 -410)");
  } else {
    const s = 0.88;
    if (art.scene.shadow) g += floorShadow(400, 642, art.scene.shadow * s, c, 14);
    g += place(item, 400, 640, s);
  }
  return g;
}

/** 800-unit square SVG for a category tile (rendered at 600x600). */
export function categoryArtSvg(kind: FurnitureKind, paletteIndex: number): string {
  return svgDoc(categoryInner(kind, paletteIndex), 800, 800, 800, 800);
}

function bannerInner(kind: FurnitureKind, paletteIndex: number): string {
  const p = paletteAt(paletteIndex);
  const c = ink(p, 0);
  const floorY = 470;
  const art = ART[kind];
  const [left, right] = art.with;
  let g = `<rect width="1600" height="600" fill="${c.bg}"/>`;
  g += `<rect y="${floorY}" width="1600" height="${600 - floorY}" fill="${c.floor}"/>`;
  for (let i = 1; i < 4; i++)
    g += `<rect y="${floorY + i * i * 9 + 10 * i}" width="1600" height="2" fill="${c.floorLine}" opacity="0.35"/>`;
  g += `<rect y="${floorY - 12}" width="1600" height="12" fill="${lighten(c.bg, 0.45)}"/>`;
  g += windowPane(c, 960, 80, 130, 190);
  g += frame(c, 440, 90, 130, 130, paletteIndex);
  const stand = 540;
  const item = (k: FurnitureKind, cx: number, s: number) => {
    const sh = ART[k].scene.shadow;
    return (sh ? floorShadow(cx, stand + 2, sh * s, c, 10) : "") + place(ART[k].item(c, p), cx, stand, s);
  };
  if (art.scene.flat) {
    g += group(art.item(c, p), `translate(800 ${stand - 12}) scale(0.95 0.16) translate(-400 -410)`);
    g += item(left, 330, 0.55) + item(right, 800, 0.62);
  } else if (art.scene.wall) {
    g += place(art.item(c, p), 800, floorY, 0.62);
    g += item(left, 450, 0.55) + item(right, 1180, 0.55);
  } else {
    g += item(left, 380, 0.55) + item(right, 1200, 0.55) + item(kind, 800, 0.64);
  }
  g += plant(c, 110, stand + 20, 0.85, 0) + plant(c, 1500, stand + 20, 0.95, 1);
  return g;
}

/** 1600x600 SVG banner: a room scene with the kind in the centre and two companion pieces. */
export function bannerSvg(kind: FurnitureKind, paletteIndex: number): string {
  return svgDoc(bannerInner(kind, paletteIndex), 1600, 600, 1600, 600);
}

// ---------- rendering ----------

/** Counters for tests and logs: how many images were rasterised vs. copied from the cache. */
export const artStats = { rendered: 0, cacheHits: 0 };

interface RenderedImage {
  /** File name (relative to outDir) of the largest rendition. */
  file: string;
  width: number;
  height: number;
  /** All renditions, smallest first. */
  srcset: Array<{ file: string; width: number }>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Render one SVG (given in vw x vh units) to a WebP of outW x outH at outDir/name, via the cache if any. */
async function renderOne(
  inner: string,
  vw: number,
  vh: number,
  outW: number,
  outH: number,
  target: string,
  cacheDir?: string,
): Promise<void> {
  const svg = svgDoc(inner, vw, vh, outW, outH);
  const key = createHash("sha256").update(`webp:q${WEBP_QUALITY}:`).update(svg).digest("hex").slice(0, 32);
  const cached = cacheDir ? join(cacheDir, `${key}.webp`) : undefined;
  if (cached && (await exists(cached))) {
    await copyFile(cached, target);
    artStats.cacheHits++;
    return;
  }
  const buf = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
  artStats.rendered++;
  await writeFile(target, buf);
  if (cached) {
    // write-then-rename so parallel test workers never see a half-written cache file
    const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, buf);
    await rename(tmp, cached);
  }
}

async function renderSet(
  inner: string,
  vw: number,
  vh: number,
  widths: number[],
  base: string,
  outDir: string,
  cacheDir?: string,
): Promise<RenderedImage> {
  await mkdir(outDir, { recursive: true });
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const sorted = [...widths].sort((a, b) => a - b);
  const srcset = await Promise.all(
    sorted.map(async (w) => {
      const h = Math.round((w * vh) / vw);
      const file = `${base}-${w}.webp`;
      await renderOne(inner, vw, vh, w, h, join(outDir, file), cacheDir);
      return { file, width: w };
    }),
  );
  const big = srcset[srcset.length - 1]!;
  return { file: big.file, width: big.width, height: Math.round((big.width * vh) / vw), srcset };
}

/**
 * Writes `<kind>-<palette>-<view>-800.webp` and `...-400.webp` for views 0..views-1 into outDir.
 * Returns one entry per view (file names relative to outDir).
 */
export async function renderProductImages(options: {
  kind: FurnitureKind;
  paletteIndex: number;
  views?: number;
  outDir: string;
  cacheDir?: string;
}): Promise<RenderedImage[]> {
  const { kind, paletteIndex, outDir, cacheDir } = options;
  const views = Math.max(1, Math.min(VIEW_COUNT, options.views ?? VIEW_COUNT));
  const jobs: Array<Promise<RenderedImage>> = [];
  for (let v = 0; v < views; v++) {
    jobs.push(
      renderSet(
        productInner(kind, paletteIndex, v),
        800,
        800,
        [400, 800],
        `${kind}-${paletteIndex}-${v}`,
        outDir,
        cacheDir,
      ),
    );
  }
  return Promise.all(jobs);
}

/** 600x600 (and 300x300) category tile: `<name>-600.webp`, name defaults to `category-<kind>-<palette>`. */
export async function renderCategoryImage(options: {
  kind: FurnitureKind;
  paletteIndex: number;
  outDir: string;
  cacheDir?: string;
  name?: string;
}): Promise<RenderedImage> {
  const name = options.name ?? `category-${options.kind}-${options.paletteIndex}`;
  return renderSet(
    categoryInner(options.kind, options.paletteIndex),
    800,
    800,
    [300, 600],
    name,
    options.outDir,
    options.cacheDir,
  );
}

/** 1600x600 (and 800x300) banner / slider image: `<name>-1600.webp`. */
export async function renderBanner(options: {
  kind: FurnitureKind;
  paletteIndex: number;
  outDir: string;
  cacheDir?: string;
  name: string;
}): Promise<RenderedImage> {
  return renderSet(
    bannerInner(options.kind, options.paletteIndex),
    1600,
    600,
    [800, 1600],
    options.name,
    options.outDir,
    options.cacheDir,
  );
}

export { FLOOR };
