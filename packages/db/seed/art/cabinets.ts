/** Low cabinets: sideboard, TV unit, nightstand, drawer unit, toy storage, wall-hung vanity. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, gleam, type Ink, type KindArt, leg, line, mix, path, poly, rr, trap } from "./kit.ts";
import { bud } from "./tables.ts";

/** A small lamp (base at x, y) for the top of a cabinet. */
function smallLamp(c: Ink, x: number, y: number, s: number): string {
  const k = (n: number) => n * s;
  return (
    path(
      `M${x - k(26)} ${y} Q${x - k(44)} ${y - k(40)} ${x - k(14)} ${y - k(66)} L${x + k(14)} ${y - k(66)} Q${x + k(44)} ${y - k(40)} ${x + k(26)} ${y} Z`,
      c.accent,
    ) +
    rr(x - k(4), y - k(96), k(8), k(32), k(3), c.metal) +
    path(
      `M${x - k(46)} ${y - k(170)} L${x + k(46)} ${y - k(170)} L${x + k(70)} ${y - k(92)} L${x - k(70)} ${y - k(92)} Z`,
      c.linen,
    ) +
    rr(x - k(70), y - k(96), k(140), k(8), k(4), mix(c.linen, c.accent, 0.3))
  );
}

function knob(x: number, y: number, fill: string): string {
  return circ(x, y, 7, fill);
}

function sideboardItem(c: Ink): string {
  let g = "";
  g += leg(150, 560, 142, 618, 18, 12, c.grain) + leg(650, 560, 658, 618, 18, 12, c.grain);
  g += rr(124, 360, 552, 208, 6, c.grain);
  g += rr(112, 348, 576, 18, 6, c.woodLight);
  for (let i = 0; i < 4; i++) {
    const x = 136 + i * 134;
    g += rr(x, 374, 126, 182, 3, c.fab);
    for (let f = x + 14; f < x + 120; f += 16) g += line(f, 384, f, 546, c.shade, 3);
    g += rr(i % 2 ? x + 10 : x + 108, 440, 8, 44, 4, c.accent);
  }
  g += smallLamp(c, 210, 348, 1.1);
  g += bud(c, 560, 348, 1.2);
  g += rr(380, 328, 110, 20, 3, c.fabShade) + rr(388, 310, 96, 18, 3, c.white);
  return g;
}

function tvUnitItem(c: Ink): string {
  let g = "";
  // television on its stand
  g += rr(384, 430, 32, 40, 3, c.metal) + rr(340, 462, 120, 10, 4, c.metal);
  g += rr(180, 200, 440, 248, 10, c.metal);
  g += rr(192, 212, 416, 224, 4, "#3E4C59");
  g += trap([192, 330, 212], [192, 236, 436], "#FFFFFF", 'opacity="0.1"');
  // long low unit: drawer, open shelf, drawer
  g += rr(96, 470, 608, 16, 5, c.woodLight);
  g += rr(104, 484, 592, 100, 4, c.grain);
  g += rr(116, 494, 180, 80, 3, c.fab) + rr(504, 494, 180, 80, 3, c.fab);
  g += rr(180, 528, 52, 8, 4, c.accent) + rr(568, 528, 52, 8, 4, c.accent);
  g += rr(306, 494, 188, 80, 2, c.woodDark);
  g +=
    rr(320, 520, 92, 54, 4, c.metal) +
    rr(424, 538, 58, 36, 3, c.white) +
    rr(430, 526, 46, 12, 3, c.accentLight);
  g += leg(128, 584, 124, 618, 14, 10, c.woodDark) + leg(672, 584, 676, 618, 14, 10, c.woodDark);
  // a plant beside the set
  g += rr(620, 430, 44, 40, 8, c.pot);
  for (const [x, y, a] of [
    [628, 410, -30],
    [654, 404, 30],
    [642, 392, 0],
  ])
    g += ell(x!, y!, 10, 24, c.leaf, `transform="rotate(${a} ${x} ${y})"`);
  return g;
}

function nightstandItem(c: Ink): string {
  let g = "";
  g += leg(286, 566, 278, 618, 16, 11, c.grain) + leg(514, 566, 522, 618, 16, 11, c.grain);
  g += rr(266, 404, 268, 168, 6, c.grain);
  g += rr(256, 392, 288, 18, 6, c.woodLight);
  g += rr(280, 418, 240, 68, 3, c.fab) + rr(280, 494, 240, 66, 3, c.fab);
  g += knob(400, 452, c.accent) + knob(400, 527, c.accent);
  g += smallLamp(c, 340, 392, 1.35);
  g += rr(426, 376, 84, 16, 3, c.fabShade) + rr(432, 362, 72, 14, 3, c.accentLight);
  return g;
}

/** A pedestal of three drawers on castors. */
function drawerUnitItem(c: Ink): string {
  let g = "";
  g += rr(290, 300, 220, 286, 8, c.grain);
  g += rr(282, 290, 236, 16, 6, c.woodLight);
  for (const [y, h] of [
    [318, 70],
    [398, 80],
    [488, 88],
  ] as Array<[number, number]>) {
    g += rr(302, y, 196, h, 4, c.fab);
    g += rr(360, y + 14, 80, 10, 5, c.accent);
  }
  for (const x of [312, 488]) g += rr(x - 6, 584, 12, 14, 2, c.metal) + circ(x, 604, 14, c.metal);
  // pencil pot and a plant on top
  g += rr(310, 246, 40, 44, 6, c.accentLight);
  g += line(320, 246, 314, 214, c.main, 5) + line(332, 246, 338, 208, c.accent, 5);
  g += rr(430, 256, 48, 34, 6, c.pot);
  for (const [x, y, a] of [
    [440, 236, -30],
    [466, 232, 30],
    [454, 220, 0],
  ])
    g += ell(x!, y!, 9, 20, c.leaf, `transform="rotate(${a} ${x} ${y})"`);
  return g;
}

/** Low toy shelf: six cubbies with coloured bins, toys on top. */
function toyStorageItem(c: Ink): string {
  let g = "";
  g += rr(150, 380, 500, 228, 10, c.woodLight);
  const bins = [c.accent, c.fab, c.accentLight, c.fabShade, c.accent, c.mainLight];
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < 3; k++) {
      const x = 166 + k * 160;
      const y = 394 + r * 104;
      g += rr(x, y, 148, 94, 4, mix(c.wood, "#000000", 0.35));
      g += rr(x + 6, y + 14, 136, 82, 8, bins[r * 3 + k]!);
      g += ell(x + 74, y + 36, 26, 8, mix(c.wood, "#000000", 0.35));
    }
  g += rr(160, 604, 20, 14, 3, c.woodDark) + rr(620, 604, 20, 14, 3, c.woodDark);
  // toys: a ball, stacking rings, a block
  g +=
    circ(240, 336, 42, c.accent) +
    path("M200 330 Q240 300 280 330", "none", `stroke="${c.white}" stroke-width="8"`);
  g += rr(396, 300, 8, 80, 3, c.woodDark);
  const rings = [c.fab, c.accent, c.leaf, c.accentLight];
  rings.forEach((col, i) => {
    g += ell(400, 366 - i * 18, 54 - i * 10, 14, col);
  });
  g += rr(520, 326, 54, 54, 6, c.fab) + rr(540, 338, 14, 30, 3, c.white);
  return g;
}

/** A wall-hung vanity: cabinet with drawers, a vessel basin and tap, mirror above. */
function vanityItem(c: Ink): string {
  let g = "";
  const glass = mix("#D7E5EA", c.bg, 0.3);
  g += rr(282, 40, 236, 200, 14, c.grain) + rr(294, 52, 212, 176, 8, glass);
  g += poly(
    [
      [330, 58],
      [370, 58],
      [310, 210],
      [298, 190],
    ],
    "#FFFFFF",
    'opacity="0.4"',
  );
  // tap and basin
  g += rr(392, 276, 16, 66, 6, c.metal);
  g += path("M396 284 Q398 250 446 258 L446 274 Q414 268 410 292 Z", c.metal);
  g += path("M286 398 Q280 340 300 336 L500 336 Q520 340 514 398 Z", c.white);
  g += path(
    "M286 398 Q280 340 300 336 L500 336 Q520 340 514 398 Z",
    "none",
    `stroke="${c.linen}" stroke-width="4"`,
  );
  g += ell(400, 340, 100, 12, c.linen) + ell(400, 342, 80, 7, mix(c.linen, c.metal, 0.15));
  // counter and cabinet, floating on the wall
  g += rr(210, 394, 380, 20, 4, c.woodLight);
  g += rr(224, 412, 352, 140, 6, c.grain);
  g += rr(236, 424, 160, 116, 3, c.fab) + rr(404, 424, 160, 116, 3, c.fab);
  g += rr(286, 436, 60, 8, 4, c.accent) + rr(454, 436, 60, 8, 4, c.accent);
  g += gleam("M236 428 L396 428", c.mainLight, 4) + gleam("M404 428 L564 428", c.mainLight, 4);
  // towel ring
  g += circ(640, 430, 26, "none", `stroke="${c.metal}" stroke-width="5"`);
  g += path("M616 440 L664 440 L672 560 L608 560 Z", c.white) + rr(608, 536, 64, 10, 2, c.accent);
  return g;
}

export const CABINETS = {
  sideboard: {
    item: sideboardItem,
    scene: { shadow: 290, focus: [260, 440], zoom: 2.2 },
    with: ["vase", "dining-table"],
  },
  "tv-unit": {
    item: tvUnitItem,
    scene: { shadow: 310, focus: [250, 520], zoom: 2.2 },
    with: ["floor-lamp", "armchair"],
  },
  nightstand: {
    item: nightstandItem,
    scene: { shadow: 150, focus: [400, 460], zoom: 2.2 },
    with: ["wardrobe", "bed"],
  },
  "drawer-unit": {
    item: drawerUnitItem,
    scene: { shadow: 140, focus: [400, 420], zoom: 2.2 },
    with: ["bookcase", "desk"],
  },
  "toy-storage": {
    item: toyStorageItem,
    scene: { shadow: 260, focus: [330, 440], zoom: 2.2 },
    with: ["kids-chair", "kids-bed"],
  },
  vanity: {
    item: vanityItem,
    scene: { shadow: 0, focus: [400, 420], zoom: 2, tall: true, wall: true },
    with: ["towels", "bath-set"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
