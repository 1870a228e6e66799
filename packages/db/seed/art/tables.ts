/** Tables: dining, coffee, nesting, side, desk, kids' desk, dressing table. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, group, type Ink, type KindArt, leg, line, mix, path, poly, rr, trap } from "./kit.ts";

export function bud(c: Ink, x: number, y: number, s: number): string {
  // small vase with stems, base centre at (x, y)
  let g = "";
  g +=
    line(x, y - 40 * s, x - 30 * s, y - 120 * s, c.leafDark, 3 * s) +
    line(x, y - 40 * s, x + 26 * s, y - 130 * s, c.leafDark, 3 * s);
  g += line(x, y - 40 * s, x + 2 * s, y - 150 * s, c.leafDark, 3 * s);
  g += ell(
    x - 30 * s,
    y - 122 * s,
    14 * s,
    8 * s,
    c.leaf,
    `transform="rotate(-40 ${x - 30 * s} ${y - 122 * s})"`,
  );
  g += ell(
    x + 26 * s,
    y - 132 * s,
    14 * s,
    8 * s,
    c.leaf,
    `transform="rotate(40 ${x + 26 * s} ${y - 132 * s})"`,
  );
  g += circ(x + 2 * s, y - 154 * s, 12 * s, c.accent);
  g += path(
    `M${x - 14 * s} ${y - 60 * s} Q${x - 34 * s} ${y - 20 * s} ${x - 20 * s} ${y} L${x + 20 * s} ${y} Q${x + 34 * s} ${y - 20 * s} ${x + 14 * s} ${y - 60 * s} Z`,
    c.white,
  );
  return g;
}

function diningTableItem(c: Ink): string {
  let g = "";
  // back legs
  g += leg(200, 440, 204, 592, 20, 14, c.woodDark) + leg(600, 440, 596, 592, 20, 14, c.woodDark);
  // top
  g += trap([180, 620, 400], [110, 690, 444], c.woodLight);
  g += trap([356, 444, 400], [340, 460, 444], c.fab);
  g += rr(108, 442, 584, 24, 4, c.grain);
  g += rr(340, 442, 120, 44, 2, c.fab) + rr(340, 482, 120, 6, 2, c.fabShade);
  // front legs
  g += leg(150, 466, 160, 618, 30, 18, c.grain) + leg(650, 466, 640, 618, 30, 18, c.grain);
  // objects on top
  g += bud(c, 400, 420, 1.1);
  g += ell(540, 420, 52, 12, c.accentDark) + path("M488 418 Q540 470 592 418 Z", c.accent);
  g += circ(520, 408, 14, c.accentLight) + circ(548, 404, 15, c.main) + circ(566, 412, 12, c.accentLight);
  g += ell(250, 424, 36, 9, c.white) + ell(250, 422, 22, 5, c.linen);
  return g;
}

function coffeeTableItem(c: Ink): string {
  let g = "";
  g += leg(400, 480, 400, 584, 20, 14, c.woodDark);
  g += path("M180 468 L180 490 A220 44 0 0 0 620 490 L620 468 Z", c.woodDark);
  g += ell(400, 468, 220, 44, c.woodLight);
  g += ell(400, 468, 190, 34, c.grain, 'opacity="0.55"');
  g += leg(250, 510, 228, 618, 24, 14, c.grain) + leg(550, 510, 572, 618, 24, 14, c.grain);
  // lower shelf hint
  // books
  g +=
    rr(270, 440, 150, 20, 4, c.fab) + rr(276, 422, 136, 18, 4, c.accent) + rr(284, 406, 120, 16, 4, c.white);
  g += rr(270, 454, 150, 6, 2, c.fabShade);
  // bowl / vase
  g += path("M468 400 Q452 440 476 460 L524 460 Q548 440 532 400 Z", c.main);
  g += line(500, 400, 486, 350, c.leafDark, 3) + line(500, 400, 520, 340, c.leafDark, 3);
  g +=
    ell(486, 346, 12, 7, c.leaf, 'transform="rotate(-50 486 346)"') +
    ell(520, 336, 12, 7, c.leaf, 'transform="rotate(40 520 336)"');
  return g;
}

function deskItem(c: Ink): string {
  let g = "";
  // legs on the right
  g += leg(600, 420, 630, 618, 16, 12, c.metal) + leg(600, 420, 570, 600, 14, 10, c.metal);
  // drawer unit
  g += rr(160, 420, 190, 190, 8, c.fab);
  g +=
    rr(172, 432, 166, 52, 5, c.mainLight) +
    rr(172, 492, 166, 52, 5, c.mainLight) +
    rr(172, 552, 166, 50, 5, c.mainLight);
  for (const y of [458, 518, 577]) g += rr(235, y - 4, 40, 8, 4, c.accent);
  g += rr(166, 606, 14, 12, 2, c.woodDark) + rr(330, 606, 14, 12, 2, c.woodDark);
  // top
  g += rr(140, 396, 520, 26, 6, c.grain) + rr(140, 396, 520, 8, 4, c.woodLight);
  // laptop
  g += rr(226, 282, 150, 104, 8, c.metal) + rr(234, 290, 134, 88, 4, "#3E4C59");
  g += path("M234 290 L300 290 L250 378 L234 378 Z", "#FFFFFF", 'opacity="0.12"');
  g += rr(200, 384, 202, 12, 6, "#9AA1A6");
  // mug
  g +=
    rr(430, 350, 34, 46, 8, c.accent) +
    path("M464 360 q18 4 0 24", "none", `stroke="${c.accent}" stroke-width="6"`);
  // task lamp
  g +=
    ell(570, 394, 40, 8, c.metal) +
    line(570, 390, 540, 290, c.metal, 7) +
    line(540, 290, 600, 230, c.metal, 7);
  g += group(path("M-38 0 L38 0 L26 -46 L-26 -46 Z", c.fabShade), "translate(612 262) rotate(32)");
  g += circ(540, 290, 8, c.accent);
  return g;
}

/** Two round tables of different heights, the low one tucked under the high one. */
function nestingTablesItem(c: Ink): string {
  let g = "";
  // low table, behind on the right
  g += leg(470, 510, 452, 606, 10, 8, c.metal) + leg(610, 510, 628, 606, 10, 8, c.metal);
  g += path("M404 496 L404 510 A136 28 0 0 0 676 510 L676 496 Z", c.woodDark);
  g += ell(540, 496, 136, 28, c.woodLight) + ell(540, 496, 112, 20, c.grain, 'opacity="0.5"');
  g += leg(540, 520, 540, 612, 10, 8, c.metal);
  g += rr(560, 470, 70, 14, 3, c.accent) + rr(566, 458, 60, 12, 3, c.white);
  // high table in front on the left
  g += leg(200, 440, 170, 618, 12, 9, c.metal) + leg(460, 440, 490, 618, 12, 9, c.metal);
  g += leg(330, 452, 330, 628, 12, 9, c.metal);
  g += path("M150 420 L150 438 A180 36 0 0 0 510 438 L510 420 Z", c.woodDark);
  g += ell(330, 420, 180, 36, c.woodLight) + ell(330, 420, 152, 27, c.grain, 'opacity="0.55"');
  g += bud(c, 300, 414, 0.9);
  g += ell(390, 412, 30, 8, c.fab) + path("M360 410 Q390 436 420 410 Z", c.fabShade);
  return g;
}

/** A small tall round table on a tulip pedestal. */
function sideTableItem(c: Ink): string {
  let g = "";
  g += ell(400, 604, 110, 20, c.woodDark) + ell(400, 598, 104, 17, c.grain);
  g += path("M382 392 L418 392 L426 560 Q450 582 480 596 L320 596 Q350 582 374 560 Z", c.grain);
  g += rr(386, 400, 8, 160, 4, "#FFFFFF", 'opacity="0.2"');
  g += path("M250 356 L250 378 A150 30 0 0 0 550 378 L550 356 Z", c.woodDark);
  g += ell(400, 356, 150, 30, c.woodLight) + ell(400, 356, 126, 22, c.grain, 'opacity="0.5"');
  // a mug and a small book on top
  g += rr(300, 330, 110, 16, 3, c.fab) + rr(306, 316, 96, 14, 3, c.accentLight);
  g +=
    rr(446, 300, 40, 50, 8, c.accent) +
    path("M486 310 q18 6 0 26", "none", `stroke="${c.accent}" stroke-width="6"`);
  return g;
}

/** A child's desk with rounded ends, a cubby, pencils and a drawing, and a little chair. */
function kidsDeskItem(c: Ink): string {
  let g = "";
  // desk: side panels, cubby and top
  g += rr(200, 420, 44, 198, 18, c.fab) + rr(496, 420, 44, 198, 18, c.fab);
  g += rr(244, 432, 252, 70, 6, c.woodLight);
  g += rr(252, 440, 40, 56, 3, c.accent) + rr(296, 446, 34, 50, 3, c.main) + rr(334, 442, 30, 54, 3, c.white);
  g += rr(188, 404, 364, 28, 14, c.grain) + rr(196, 406, 348, 8, 4, c.woodLight);
  // pencil pot and a drawing on the desk
  const pencils = [c.accent, c.main, c.leaf, c.accentDark];
  pencils.forEach((col, i) => {
    g += rr(238 + i * 12, 330 - (i % 2) * 10, 8, 60, 3, col);
  });
  g += rr(230, 360, 56, 46, 8, c.white);
  g += trap([330, 470, 392], [322, 480, 404], c.white);
  g += circ(444, 396, 6, c.accent) + line(350, 400, 400, 396, c.leaf, 3);
  // little chair in front, on the right
  g += leg(560, 470, 556, 606, 12, 9, c.woodDark) + leg(640, 470, 644, 606, 12, 9, c.woodDark);
  g += rr(548, 380, 104, 70, 26, c.fab);
  g += rr(540, 480, 120, 24, 10, c.fabShade);
  g += leg(548, 500, 540, 618, 14, 10, c.grain) + leg(652, 500, 660, 618, 14, 10, c.grain);
  return g;
}

/** A dressing table with drawers and a tall mirror standing on it. */
function dressingTableItem(c: Ink): string {
  let g = "";
  const glass = mix("#D7E5EA", c.bg, 0.3);
  // mirror
  g += path("M290 392 L290 220 Q290 112 400 108 Q510 112 510 220 L510 392 Z", c.grain);
  g += path("M308 392 L308 224 Q308 128 400 126 Q492 128 492 224 L492 392 Z", glass);
  g += poly(
    [
      [350, 150],
      [386, 140],
      [330, 330],
      [314, 300],
    ],
    "#FFFFFF",
    'opacity="0.4"',
  );
  g += poly(
    [
      [430, 190],
      [448, 186],
      [392, 380],
      [374, 380],
    ],
    "#FFFFFF",
    'opacity="0.3"',
  );
  // top, drawers and legs
  g += rr(170, 392, 460, 20, 6, c.woodLight);
  g += rr(186, 410, 428, 66, 4, c.grain);
  for (const x of [194, 338, 482]) {
    g += rr(x, 418, 132, 50, 3, c.fab);
    g += rr(x + 52, 438, 28, 8, 4, c.accent);
  }
  g += leg(206, 476, 196, 618, 18, 11, c.grain) + leg(594, 476, 604, 618, 18, 11, c.grain);
  g += leg(250, 476, 252, 600, 12, 9, c.woodDark) + leg(550, 476, 548, 600, 12, 9, c.woodDark);
  // perfume and a jewellery box
  g += rr(222, 352, 30, 40, 8, c.accentLight) + rr(230, 340, 14, 14, 3, c.accent);
  g += rr(530, 360, 70, 32, 4, c.accent) + rr(526, 354, 78, 10, 4, c.accentDark);
  return g;
}

export const TABLES = {
  "dining-table": {
    item: diningTableItem,
    scene: { shadow: 300, focus: [200, 440], zoom: 2.2 },
    with: ["sideboard", "dining-chair"],
  },
  "coffee-table": {
    item: coffeeTableItem,
    scene: { shadow: 240, focus: [330, 470], zoom: 2.2 },
    with: ["floor-lamp", "sofa"],
  },
  "nesting-tables": {
    item: nestingTablesItem,
    scene: { shadow: 260, focus: [420, 470], zoom: 2.2 },
    with: ["floor-lamp", "two-seater-sofa"],
  },
  "side-table": {
    item: sideTableItem,
    scene: { shadow: 150, focus: [400, 380], zoom: 2.2 },
    with: ["armchair", "floor-lamp"],
  },
  desk: {
    item: deskItem,
    scene: { shadow: 280, focus: [260, 480], zoom: 2 },
    with: ["bookcase", "office-chair"],
  },
  "kids-desk": {
    item: kidsDeskItem,
    scene: { shadow: 250, focus: [330, 420], zoom: 2.2 },
    with: ["toy-storage", "kids-chair"],
  },
  "dressing-table": {
    item: dressingTableItem,
    scene: { shadow: 240, focus: [400, 420], zoom: 2 },
    with: ["wardrobe", "bed"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
