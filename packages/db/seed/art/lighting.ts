/** Lighting: arched floor lamp, table lamp, pendant light, swing-arm wall light. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, gleam, type Ink, type KindArt, lighten, path, poly, rr, shine } from "./kit.ts";

const GLOW = "#FFF3CF";

/** A dome shade with its rim at y, centred on x, of half width r. */
function dome(c: Ink, x: number, y: number, r: number): string {
  return (
    poly(
      [
        [x - r * 0.5, y + 8],
        [x + r * 0.5, y + 8],
        [x + r * 1.15, y + 260],
        [x - r * 1.15, y + 260],
      ],
      GLOW,
      'opacity="0.22"',
    ) +
    path(
      `M${x - r} ${y} Q${x - r} ${y - r * 0.95} ${x} ${y - r * 0.95} Q${x + r} ${y - r * 0.95} ${x + r} ${y} Z`,
      c.fab,
    ) +
    gleam(
      `M${x - r * 0.62} ${y - r * 0.5} Q${x - r * 0.4} ${y - r * 0.82} ${x - r * 0.05} ${y - r * 0.86}`,
      c.mainLight,
      8,
    ) +
    ell(x, y + 2, r, r * 0.12, lighten(c.accentLight, 0.4)) +
    rr(x - r - 4, y - 6, r * 2 + 8, 12, 6, c.fabShade) +
    circ(x, y + 10, r * 0.16, GLOW)
  );
}

function floorLampItem(c: Ink): string {
  let g = "";
  // heavy base and the arc reaching over
  g += path(
    "M200 530 Q260 470 320 400 Q380 130 520 120 Q620 116 620 260",
    "none",
    `stroke="${c.metal}" stroke-width="12" stroke-linecap="round"`,
  );
  g += path("M200 530 L200 618", "none", `stroke="${c.metal}" stroke-width="12"`);
  g += rr(140, 584, 120, 36, 8, c.white) + rr(140, 584, 120, 8, 4, "#FFFFFF");
  g += path("M160 600 q30 -6 40 8 q20 -12 40 -4", "none", `stroke="${c.linen}" stroke-width="3"`);
  g += rr(612, 250, 16, 30, 4, c.metal);
  g += dome(c, 620, 340, 100);
  return g;
}

/** A ceramic gourd lamp with a drum shade, standing on two books. */
function tableLampItem(c: Ink): string {
  let g = "";
  g += rr(230, 584, 340, 34, 4, c.fabShade) + rr(238, 588, 324, 6, 3, c.white, 'opacity="0.5"');
  g += rr(256, 554, 296, 32, 4, c.accent) + rr(264, 558, 280, 6, 3, c.white, 'opacity="0.5"');
  g += path("M540 572 Q640 560 620 610 Q600 640 680 640", "none", `stroke="${c.metal}" stroke-width="5"`);
  // gourd base
  g += path(
    "M344 554 Q276 510 300 440 Q318 396 372 388 L372 360 L428 360 L428 388 Q482 396 500 440 Q524 510 456 554 Z",
    c.fab,
  );
  g += shine("M322 450 Q316 490 344 526", 12, 0.3);
  g += rr(360, 350, 80, 14, 5, c.fabShade);
  g += rr(394, 300, 12, 52, 4, c.metal);
  // drum shade
  g += path("M290 150 L510 150 L548 310 L252 310 Z", c.linen);
  g += path("M290 150 L350 150 L322 310 L252 310 Z", "#FFFFFF", 'opacity="0.35"');
  g += rr(286, 144, 228, 12, 6, c.accent) + rr(248, 304, 304, 12, 6, c.accent);
  g += ell(400, 318, 130, 10, GLOW, 'opacity="0.8"');
  return g;
}

/** A dome pendant on a long cord, its light falling on the floor. */
function pendantLampItem(c: Ink): string {
  let g = "";
  g += ell(400, 624, 230, 26, GLOW, 'opacity="0.5"');
  g += rr(397, -900, 6, 1160, 3, c.metal);
  g += rr(382, 236, 36, 44, 8, c.metal);
  g += dome(c, 400, 400, 190);
  return g;
}

/** A swing-arm wall light: wall plate, long arm, shade, and its cord down the wall. */
function wallLampItem(c: Ink): string {
  let g = "";
  g += ell(560, 330, 170, 150, GLOW, 'opacity="0.35"');
  g += path("M210 330 Q190 460 230 520 Q260 580 240 620", "none", `stroke="${c.metal}" stroke-width="5"`);
  g += rr(184, 236, 52, 120, 12, c.grain) + circ(210, 296, 12, c.woodDark);
  g += rr(236, 288, 220, 16, 8, c.metal);
  g += circ(456, 296, 14, c.accent);
  g += path("M456 296 L560 260", "none", `stroke="${c.metal}" stroke-width="14" stroke-linecap="round"`);
  // cone shade tilted down
  g += path("M520 230 L600 216 L668 372 L498 402 Z", c.fab);
  g += path("M520 230 L548 226 L536 398 L498 402 Z", "#FFFFFF", 'opacity="0.15"');
  g += path("M498 402 Q584 420 668 372 Q584 376 498 402 Z", lighten(c.accentLight, 0.4));
  g += poly(
    [
      [510, 400],
      [660, 376],
      [760, 620],
      [420, 620],
    ],
    GLOW,
    'opacity="0.25"',
  );
  return g;
}

export const LIGHTING = {
  "floor-lamp": {
    item: floorLampItem,
    scene: { shadow: 150, focus: [560, 300], zoom: 2.1, tall: true },
    with: ["bookcase", "armchair"],
  },
  "table-lamp": {
    item: tableLampItem,
    scene: { shadow: 200, focus: [400, 420], zoom: 2, tall: true },
    with: ["armchair", "sideboard"],
  },
  "pendant-lamp": {
    item: pendantLampItem,
    scene: { shadow: 0, focus: [400, 330], zoom: 2, tall: true },
    with: ["dining-chair", "dining-table"],
  },
  "wall-lamp": {
    item: wallLampItem,
    scene: { shadow: 0, focus: [420, 300], zoom: 2, tall: true, wall: true },
    with: ["armchair", "side-table"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
