/**
 * Contact sheet of the demo art: every kind in one PNG, labelled, for a person to look at.
 * Usage: node scripts/art-sheet.ts [out.png] [--view 0-3] [--tiles] [--only kind,kind]
 * (--tiles: the category tiles instead of the product pictures; labels use the system's fonts.)
 */
import sharp from "sharp";
import { categoryArtSvg, FURNITURE_KINDS, type FurnitureKind, productSvg } from "#db/seed/art/render.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const view = Number(option("--view") ?? 0);
const only = option("--only")?.split(",") as FurnitureKind[] | undefined;
const tiles = args.includes("--tiles");
const out = args.find((a) => !a.startsWith("--")) ?? ".tmp/art-sheet.png";

const kinds = only ?? FURNITURE_KINDS;
const cell = only ? 400 : 200;
const label = 24;
const cols = Math.min(only ? 4 : 8, kinds.length);
const pictures = await Promise.all(
  kinds.map(async (kind, i) => ({
    input: await sharp(Buffer.from(tiles ? categoryArtSvg(kind, i % 10) : productSvg(kind, i % 10, view)))
      .resize(cell, cell)
      .png()
      .toBuffer(),
    left: (i % cols) * cell,
    top: Math.floor(i / cols) * (cell + label),
  })),
);
const width = cols * cell;
const height = Math.ceil(kinds.length / cols) * (cell + label);
const names = kinds
  .map(
    (kind, i) =>
      `<text x="${(i % cols) * cell + cell / 2}" y="${Math.floor(i / cols) * (cell + label) + cell + 17}" font-family="sans-serif" font-size="14" text-anchor="middle">${kind}</text>`,
  )
  .join("");
await sharp({ create: { width, height, channels: 3, background: "#FFFFFF" } })
  .composite([
    ...pictures,
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${names}</svg>`,
      ),
    },
  ])
  .png()
  .toFile(out);
console.log(out);
