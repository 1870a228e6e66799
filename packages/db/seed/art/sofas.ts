/** Sofas and benches: three-seater, two-seater, corner sofa, upholstered bench. */
import type { FurnitureKind } from "./kinds.ts";
import { gleam, type Ink, type KindArt, leg, line, rr, throwPillow, trap } from "./kit.ts";

/** A straight sofa between x0 and x1 with the given number of seats; arms on the sides listed. */
function sofaBody(
  c: Ink,
  x0: number,
  x1: number,
  seats: number,
  arms: { left: boolean; right: boolean },
): string {
  const w = x1 - x0;
  let g = "";
  g +=
    leg(x0 + 77, 570, x0 + 72, 618, 18, 12, c.woodDark) + leg(x1 - 77, 570, x1 - 72, 618, 18, 12, c.woodDark);
  g +=
    leg(x0 + 132, 570, x0 + 134, 606, 14, 10, c.woodDark) +
    leg(x1 - 132, 570, x1 - 134, 606, 14, 10, c.woodDark);
  g += rr(x0 + 42, 285, w - 84, 230, 46, c.fabShade);
  g += rr(x0 + 22, 480, w - 44, 96, 20, c.fabShade);
  const gap = 8;
  const backW = (w - 124 - gap * (seats - 1)) / seats;
  const seatW = (w - 144) / seats;
  for (let i = 0; i < seats; i++) {
    const bx = x0 + 62 + i * (backW + gap);
    g += rr(bx, 300, backW, 176, 36, c.fab);
    g += gleam(`M${bx + 24} 312 Q${bx + backW / 2} 300 ${bx + backW - 24} 312`, c.mainLight);
  }
  for (let i = 0; i < seats; i++) {
    const sx = x0 + 72 + i * seatW;
    g += rr(sx, 452, seatW, 78, 22, c.fab) + rr(sx + 6, 456, seatW - 12, 16, 8, c.mainLight);
    if (i > 0) g += line(sx, 462, sx, 526, c.shade, 3);
  }
  if (arms.left) g += rr(x0, 370, 92, 206, 40, c.fab) + rr(x0 + 8, 376, 76, 18, 9, c.mainLight);
  if (arms.right) g += rr(x1 - 92, 370, 92, 206, 40, c.fab) + rr(x1 - 84, 376, 76, 18, 9, c.mainLight);
  return g;
}

function sofaItem(c: Ink): string {
  return (
    sofaBody(c, 88, 712, 3, { left: true, right: true }) +
    throwPillow(220, 410, 104, -9, c.accent, c.accentDark) +
    throwPillow(584, 414, 92, 8, c.white, c.linen)
  );
}

function twoSeaterItem(c: Ink): string {
  return (
    sofaBody(c, 178, 622, 2, { left: true, right: true }) +
    throwPillow(310, 410, 100, -9, c.accent, c.accentDark)
  );
}

/** An L-shaped sofa: a three-seat back, its right-hand seat running on towards the viewer as a chaise. */
function cornerSofaItem(c: Ink): string {
  let g = "";
  g += leg(110, 570, 106, 618, 18, 12, c.woodDark) + leg(460, 570, 460, 606, 14, 10, c.woodDark);
  g += rr(70, 285, 640, 230, 46, c.fabShade);
  g += rr(50, 480, 470, 96, 20, c.fabShade);
  for (let i = 0; i < 3; i++) {
    const bx = 110 + i * 196;
    g += rr(bx, 300, 188, 176, 36, c.fab);
    g += gleam(`M${bx + 24} 312 Q${bx + 94} 300 ${bx + 164} 312`, c.mainLight);
  }
  for (let i = 0; i < 2; i++) {
    const sx = 120 + i * 190;
    g += rr(sx, 452, 190, 78, 22, c.fab) + rr(sx + 6, 456, 178, 16, 8, c.mainLight);
    if (i > 0) g += line(sx, 462, sx, 526, c.shade, 3);
  }
  // the chaise: one long cushion from the back to the front, its front face nearer the viewer
  g += rr(486, 584, 256, 78, 18, c.fabShade);
  g += trap([500, 706, 452], [486, 742, 590], c.fab);
  g += trap([506, 702, 458], [504, 706, 474], c.mainLight);
  g += line(500, 470, 490, 584, c.shade, 3);
  g += rr(488, 586, 252, 14, 7, c.mainLight);
  g += leg(510, 660, 510, 690, 16, 12, c.woodDark) + leg(718, 660, 718, 690, 16, 12, c.woodDark);
  // arm on the left; the chaise end has none
  g += rr(40, 370, 92, 206, 40, c.fab) + rr(48, 376, 76, 18, 9, c.mainLight);
  g += throwPillow(180, 410, 100, -9, c.accent, c.accentDark);
  g += throwPillow(640, 412, 92, 10, c.white, c.linen);
  return g;
}

function benchItem(c: Ink): string {
  let g = "";
  // back legs, then the front ones
  g += leg(232, 520, 236, 600, 16, 11, c.woodDark) + leg(568, 520, 564, 600, 16, 11, c.woodDark);
  // seat top seen from a little above, with button tufting
  g += trap([178, 622, 436], [150, 650, 470], c.mainLight);
  for (let x = 220; x <= 580; x += 72) g += rr(x - 4, 449, 8, 8, 4, c.shade);
  g += rr(146, 466, 508, 70, 20, c.fab);
  g += gleam("M170 476 L630 476", c.mainLight, 5);
  for (let x = 220; x <= 580; x += 72) g += line(x, 480, x, 526, c.shade, 3);
  g += leg(188, 530, 180, 618, 22, 13, c.grain) + leg(612, 530, 620, 618, 22, 13, c.grain);
  // a folded throw over one end
  g += trap([468, 548, 436], [474, 556, 470], c.accent);
  g += rr(474, 466, 84, 110, 6, c.accent) + rr(474, 566, 84, 12, 4, c.accentDark);
  for (let x = 480; x <= 552; x += 12) g += line(x, 578, x, 592, c.accentDark, 3);
  return g;
}

const LIVING: readonly [FurnitureKind, FurnitureKind] = ["floor-lamp", "side-table"];

export const SOFAS = {
  sofa: { item: sofaItem, scene: { shadow: 320, focus: [300, 440] }, with: ["floor-lamp", "coffee-table"] },
  "two-seater-sofa": { item: twoSeaterItem, scene: { shadow: 250, focus: [330, 440] }, with: LIVING },
  "corner-sofa": { item: cornerSofaItem, scene: { shadow: 340, focus: [560, 500] }, with: LIVING },
  bench: {
    item: benchItem,
    scene: { shadow: 260, focus: [300, 480], zoom: 2.2 },
    with: ["bed", "floor-lamp"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
