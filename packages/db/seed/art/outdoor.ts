/** Outdoor: balcony chair, garden lounge set, outdoor dining table with parasol, sun lounger, planter. */
import type { FurnitureKind } from "./kinds.ts";
import {
  circ,
  ell,
  gleam,
  group,
  type Ink,
  type KindArt,
  leg,
  line,
  mix,
  path,
  rr,
  shine,
  trap,
} from "./kit.ts";

function outdoorChairItem(c: Ink): string {
  let g = "";
  // back legs
  g += leg(285, 470, 300, 600, 20, 16, c.woodDark) + leg(515, 470, 500, 600, 20, 16, c.woodDark);
  // back slats fanned around a pivot below the seat
  const slats = [-20, -10, 0, 10, 20];
  for (const a of slats)
    g += group(
      rr(-19, -360, 38, 320, 19, c.grain) + rr(-13, -354, 26, 8, 4, c.woodLight),
      `translate(400 560) rotate(${a})`,
    );
  g += rr(252, 262, 296, 20, 8, c.woodDark);
  // back cushion
  g += rr(312, 340, 176, 120, 28, c.fab) + rr(322, 348, 156, 14, 7, c.mainLight);
  // seat
  g += rr(262, 452, 276, 62, 22, c.fab) + rr(270, 456, 260, 16, 8, c.mainLight);
  g += rr(244, 508, 312, 26, 8, c.grain);
  // front legs + wide arms
  g += rr(226, 424, 26, 194, 6, c.grain) + rr(548, 424, 26, 194, 6, c.grain);
  g += rr(176, 402, 156, 26, 10, c.grain) + rr(468, 402, 156, 26, 10, c.grain);
  g += rr(176, 402, 156, 9, 5, c.woodLight) + rr(468, 402, 156, 9, 5, c.woodLight);
  return g;
}

/** Rattan weave on a rectangle: alternating bands and stakes. */
function weaveBox(c: Ink, x: number, y: number, w: number, h: number, r: number): string {
  let g = rr(x, y, w, h, r, c.woodLight);
  for (let yy = y + 8; yy < y + h - 6; yy += 16) g += rr(x + 4, yy, w - 8, 7, 3, c.wood);
  for (let xx = x + 14; xx < x + w - 6; xx += 22)
    g += line(xx, y + 4, xx, y + h - 4, c.woodDark, 2, 'opacity="0.3"');
  return g;
}

/** A low rattan garden sofa with cushions, and a slatted table in front of it. */
function loungeSetItem(c: Ink): string {
  let g = "";
  g += weaveBox(c, 120, 300, 560, 150, 18);
  g += weaveBox(c, 100, 430, 600, 140, 12);
  g += rr(110, 566, 24, 30, 4, c.woodDark) + rr(666, 566, 24, 30, 4, c.woodDark);
  for (const x of [150, 400]) {
    g +=
      rr(x, 320, 240, 130, 28, c.fab) + gleam(`M${x + 24} 334 Q${x + 120} 322 ${x + 216} 334`, c.mainLight);
    g += rr(x - 4, 430, 248, 58, 18, c.fab) + rr(x + 4, 434, 232, 14, 7, c.mainLight);
  }
  g += weaveBox(c, 80, 370, 80, 200, 16) + weaveBox(c, 640, 370, 80, 200, 16);
  g += rr(220, 380, 88, 80, 20, c.accent, 'transform="rotate(-8 264 420)"');
  // slatted table in front
  g += rr(250, 560, 300, 20, 4, c.grain);
  for (let x = 262; x < 540; x += 34) g += line(x, 562, x + 4, 578, c.woodDark, 3);
  g += rr(262, 578, 18, 62, 3, c.woodDark) + rr(520, 578, 18, 62, 3, c.woodDark);
  g +=
    rr(300, 520, 30, 40, 6, "#FFFFFF", 'opacity="0.8"') + rr(344, 526, 30, 34, 6, "#FFFFFF", 'opacity="0.8"');
  g += path("M420 560 Q414 520 440 508 L470 508 Q496 520 490 560 Z", c.accent);
  return g;
}

/** A slatted teak dining table under an open parasol. */
function outdoorTableItem(c: Ink): string {
  let g = "";
  // parasol canopy and pole
  g += rr(394, 110, 12, 320, 5, c.woodDark);
  let canopy = "M130 210";
  for (let i = 0; i < 6; i++) canopy += ` Q${130 + i * 90 + 45} 236 ${130 + (i + 1) * 90} 210`;
  canopy += " L400 64 Z";
  g += path(canopy, c.fab);
  for (const x of [220, 310, 490, 580]) g += line(400, 68, x, 214, c.shade, 3);
  g += path("M400 64 L310 212 Q355 236 400 210 Z", "#FFFFFF", 'opacity="0.14"');
  g += circ(400, 58, 10, c.accent);
  // table top (slats) and legs
  g += leg(200, 460, 204, 596, 20, 16, c.woodDark) + leg(600, 460, 596, 596, 20, 16, c.woodDark);
  g += trap([180, 620, 420], [110, 690, 460], c.woodLight);
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    g += line(180 + 440 * t, 420, 110 + 580 * t, 460, c.wood, 4);
  }
  g += rr(108, 458, 584, 22, 4, c.grain);
  g += leg(150, 480, 156, 618, 30, 22, c.grain) + leg(650, 480, 644, 618, 30, 22, c.grain);
  // glasses and a jug
  g +=
    rr(280, 394, 22, 34, 4, "#FFFFFF", 'opacity="0.8"') + rr(500, 394, 22, 34, 4, "#FFFFFF", 'opacity="0.8"');
  g += path("M420 436 L424 384 L458 384 L462 436 Z", c.accent);
  return g;
}

/** A reclining sun lounger seen from the side: raised back, thick cushion, wheels at the head. */
function sunLoungerItem(c: Ink): string {
  const hinge = "translate(330 526) rotate(36)";
  let g = "";
  // frame, legs and wheel
  g += leg(650, 540, 650, 618, 22, 18, c.grain) + leg(320, 540, 320, 606, 18, 16, c.woodDark);
  g += rr(110, 524, 590, 22, 6, c.grain);
  g += line(200, 530, 248, 470, c.woodDark, 10);
  g += circ(150, 584, 34, c.woodDark) + circ(150, 584, 13, c.woodLight);
  g += group(rr(-230, -4, 240, 18, 6, c.grain), hinge);
  // cushion: seat and raised back, with a rolled towel at the head
  g += rr(320, 476, 384, 52, 22, c.fab) + rr(330, 480, 364, 12, 6, c.mainLight);
  for (const x of [420, 520, 620]) g += circ(x, 504, 5, c.shade);
  g += group(
    rr(-240, -52, 264, 54, 22, c.fab) +
      rr(-230, -48, 244, 12, 6, c.mainLight) +
      circ(-150, -24, 5, c.shade) +
      circ(-60, -24, 5, c.shade) +
      rr(-236, -98, 120, 46, 23, c.accent) +
      circ(-118, -75, 23, c.accentDark) +
      circ(-118, -75, 9, c.accent),
    hinge,
  );
  return g;
}

/** A tall planter with a snake plant. */
function planterItem(c: Ink): string {
  let g = "";
  const leaves: Array<[number, number, number]> = [
    [330, 130, -14],
    [370, 70, -5],
    [410, 100, 4],
    [446, 60, 12],
    [480, 140, 22],
    [300, 200, -26],
    [510, 210, 30],
  ];
  leaves.forEach(([x, top, a], i) => {
    const fill = i % 2 ? c.leaf : c.leafDark;
    g += group(
      path(`M-26 0 Q-30 ${(top - 360) / 2} 0 ${top - 360} Q30 ${(top - 360) / 2} 26 0 Z`, fill) +
        path(
          `M-14 -20 Q-16 ${(top - 360) / 2} 0 ${top - 340}`,
          "none",
          `stroke="${mix(c.leaf, "#E8E2A0", 0.6)}" stroke-width="3"`,
        ),
      `translate(${x} 360) rotate(${a})`,
    );
  });
  g += path("M296 372 L504 372 L480 612 Q478 618 470 618 L330 618 Q322 618 320 612 Z", c.fab);
  g += rr(286, 352, 228, 28, 8, c.fabShade);
  g += rr(302, 420, 196, 12, 4, c.fabShade) + rr(308, 540, 184, 12, 4, c.fabShade);
  g += shine("M318 392 L336 600", 14, 0.25);
  g += ell(400, 362, 100, 8, c.woodDark);
  return g;
}

export const OUTDOOR = {
  "outdoor-chair": {
    item: outdoorChairItem,
    scene: { shadow: 220, focus: [300, 400], zoom: 2.2 },
    with: ["planter", "outdoor-table"],
  },
  "lounge-set": {
    item: loungeSetItem,
    scene: { shadow: 330, focus: [260, 400], zoom: 2.2 },
    with: ["planter", "outdoor-chair"],
  },
  "outdoor-table": {
    item: outdoorTableItem,
    scene: { shadow: 300, focus: [300, 430], zoom: 2.2 },
    with: ["planter", "outdoor-chair"],
  },
  "sun-lounger": {
    item: sunLoungerItem,
    scene: { shadow: 270, focus: [400, 500], zoom: 2.2 },
    with: ["planter", "outdoor-table"],
  },
  planter: {
    item: planterItem,
    scene: { shadow: 140, focus: [400, 420], zoom: 2, tall: true },
    with: ["outdoor-chair", "vase"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
