/** Renders (or copies from the art cache) every image the demo seed refers to. */
import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { FURNITURE_KINDS, type FurnitureKind, PALETTES } from "./art/kinds.ts";
import { renderBanner, renderCategoryImage, renderProductImages } from "./art/render.ts";
import { pool } from "./util.ts";

/** Each kind uses five palettes, so products of one kind vary while rendering stays bounded. */
const PALETTES_PER_KIND = 5;

export function kindPalette(kind: FurnitureKind, n: number): number {
  const k = FURNITURE_KINDS.indexOf(kind);
  return (k + (n % PALETTES_PER_KIND) * 3) % PALETTES.length;
}

export const productArtKey = (kind: FurnitureKind, palette: number) => `${kind}:${palette}`;

interface ArtRequest {
  products: Array<{ kind: FurnitureKind; palette: number }>;
  categories: Array<{ kind: FurnitureKind; palette: number }>;
  banners: Array<{ kind: FurnitureKind; palette: number; name: string }>;
  avatars: number;
}

export interface ArtResult {
  /** kind:palette → public paths of the 800 px views, in view order. */
  products: Map<string, string[]>;
  /** kind:palette → public path of the category tile. */
  categories: Map<string, string>;
  /** banner name → public path. */
  banners: Map<string, string>;
  /** Public paths of designer avatars. */
  avatars: string[];
}

export async function renderArt(req: ArtRequest, uploadsDir: string, cacheDir?: string): Promise<ArtResult> {
  const productsDir = join(uploadsDir, "products");
  const categoriesDir = join(uploadsDir, "categories");
  const bannersDir = join(uploadsDir, "banners");
  const avatarsDir = join(uploadsDir, "avatars");
  await Promise.all(
    [productsDir, categoriesDir, bannersDir, avatarsDir].map((d) => mkdir(d, { recursive: true })),
  );
  const dedupe = <T extends { kind: FurnitureKind; palette: number }>(list: T[]) => [
    ...new Map(list.map((x) => [productArtKey(x.kind, x.palette), x])).values(),
  ];
  const result: ArtResult = { products: new Map(), categories: new Map(), banners: new Map(), avatars: [] };
  await pool(dedupe(req.products), 3, async ({ kind, palette }) => {
    const views = await renderProductImages({ kind, paletteIndex: palette, outDir: productsDir, cacheDir });
    result.products.set(
      productArtKey(kind, palette),
      views.map((v) => `/uploads/products/${v.file}`),
    );
  });
  await pool(dedupe(req.categories), 3, async ({ kind, palette }) => {
    const img = await renderCategoryImage({ kind, paletteIndex: palette, outDir: categoriesDir, cacheDir });
    result.categories.set(productArtKey(kind, palette), `/uploads/categories/${img.file}`);
  });
  await pool(req.banners, 3, async ({ kind, palette, name }) => {
    const img = await renderBanner({ kind, paletteIndex: palette, outDir: bannersDir, cacheDir, name });
    result.banners.set(name, `/uploads/banners/${img.file}`);
  });
  result.avatars = await pool(
    Array.from({ length: req.avatars }, (_, i) => i),
    4,
    async (i) => `/uploads/avatars/${await renderAvatar(i, avatarsDir, cacheDir)}`,
  );
  return result;
}

/** A 250x250 abstract portrait (head and shoulders on a palette background); no text or fonts. */
async function renderAvatar(index: number, outDir: string, cacheDir?: string): Promise<string> {
  const p = PALETTES[index % PALETTES.length]!;
  const q = PALETTES[(index * 7 + 3) % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250" viewBox="0 0 250 250">
<rect width="250" height="250" fill="${p.bg}"/><circle cx="125" cy="125" r="104" fill="${q.bg}"/>
<path d="M40 250 C40 180 80 160 125 160 C170 160 210 180 210 250 Z" fill="${p.main}"/>
<rect x="108" y="128" width="34" height="40" rx="12" fill="${p.wood}"/>
<circle cx="125" cy="102" r="44" fill="${p.wood}"/>
<path d="M80 98 C80 60 105 48 125 48 C150 48 172 62 170 98 C160 80 140 72 118 76 C100 80 88 88 80 98 Z" fill="${p.shade}"/>
<circle cx="${160 + (index % 3) * 10}" cy="210" r="10" fill="${p.accent}"/></svg>`;
  const file = `designer-${index + 1}.webp`;
  const target = join(outDir, file);
  const key = createHash("sha256").update(svg).digest("hex").slice(0, 32);
  const cached = cacheDir ? join(cacheDir, `avatar-${key}.webp`) : undefined;
  if (cached && (await stat(cached).catch(() => null))) {
    await copyFile(cached, target);
    return file;
  }
  const buf = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  await writeFile(target, buf);
  if (cached) {
    const tmp = `${cached}.${process.pid}.tmp`;
    await writeFile(tmp, buf);
    await rename(tmp, cached);
  }
  return file;
}
