/** Rugs, seen from above: hand-knotted medallion rug, runner, kilim, reversible outdoor rug. */
import type { FurnitureKind } from "./kinds.ts";
import { type Ink, type KindArt, line, mix, path, poly, rr } from "./kit.ts";

/** Shadow, fringe on the short sides and a border; returns the drawing and the inner field. */
function rugBase(c: Ink, x: number, y: number, w: number, h: number, fringe: "top" | "side"): string {
  let g = rr(x + 8, y + 12, w, h, 8, c.shadow, 'opacity="0.5"');
  if (fringe === "top")
    for (let fx = x + 10; fx <= x + w - 10; fx += 12)
      g += line(fx, y - 12, fx, y + 4, c.linen, 3) + line(fx, y + h - 4, fx, y + h + 12, c.linen, 3);
  else
    for (let fy = y + 10; fy <= y + h - 10; fy += 12)
      g += line(x - 12, fy, x + 4, fy, c.linen, 3) + line(x + w - 4, fy, x + w + 12, fy, c.linen, 3);
  g += rr(x, y, w, h, 6, c.fab);
  g += rr(x + 24, y + 24, w - 48, h - 48, 4, c.linen);
  g += rr(x + 42, y + 42, w - 84, h - 84, 4, c.fabShade);
  g += rr(x + 60, y + 60, w - 120, h - 120, 4, mix(c.main, c.white, 0.72));
  return g;
}

function diamond(x: number, y: number, rx: number, ry: number, fill: string): string {
  return poly(
    [
      [x, y - ry],
      [x + rx, y],
      [x, y + ry],
      [x - rx, y],
    ],
    fill,
  );
}

function rugItem(c: Ink): string {
  let g = rugBase(c, 176, 124, 448, 572, "top");
  g +=
    diamond(400, 410, 130, 180, c.fab) +
    diamond(400, 410, 85, 120, c.accent) +
    diamond(400, 410, 40, 60, c.linen);
  for (const [x, y] of [
    [270, 222],
    [530, 222],
    [270, 598],
    [530, 598],
  ] as Array<[number, number]>)
    g += diamond(x, y, 20, 24, c.accent);
  return g;
}

function kilimItem(c: Ink): string {
  let g = rugBase(c, 176, 124, 448, 572, "top");
  for (let i = 0; i < 6; i++) {
    const y = 214 + i * 72;
    const col = i % 2 ? c.accent : c.main;
    g += rr(250, y, 300, 14, 2, col);
    let z = `M250 ${y + 40}`;
    for (let k = 0; k <= 10; k++) z += ` L${250 + k * 30} ${y + (k % 2 ? 28 : 48)}`;
    g += path(z, "none", `stroke="${col}" stroke-width="7" stroke-linejoin="round"`);
  }
  return g;
}

/** A long narrow runner lying across the picture, with a row of motifs. */
function runnerItem(c: Ink): string {
  let g = rugBase(c, 70, 300, 660, 220, "side");
  for (let i = 0; i < 5; i++) {
    const x = 190 + i * 105;
    g += diamond(x, 410, 40, 42, i % 2 ? c.accent : c.fab) + diamond(x, 410, 16, 18, c.linen);
  }
  return g;
}

/** A flat-woven outdoor rug in broad stripes with a bound edge, one corner turned to show its reverse. */
function outdoorRugItem(c: Ink): string {
  let g = rr(184, 136, 448, 572, 8, c.shadow, 'opacity="0.5"');
  g += rr(176, 124, 448, 572, 10, c.fabShade);
  const inner = [196, 144, 408, 532] as const;
  g += rr(...inner, 4, c.white);
  for (let i = 0; i < 7; i++) if (i % 2 === 0) g += rr(196 + i * 58.3, 144, 58.3, 532, 0, c.fab);
  g += rr(196, 390, 408, 40, 0, c.accent, 'opacity="0.85"');
  // turned-up corner (the reverse has the colours swapped)
  g += poly(
    [
      [624, 560],
      [624, 696],
      [488, 696],
    ],
    mix(c.bg, c.floor, 0.45),
  );
  g += poly(
    [
      [624, 560],
      [488, 696],
      [548, 572],
    ],
    c.white,
  );
  g += path(
    "M624 560 L548 572 L488 696",
    "none",
    `stroke="${c.fabShade}" stroke-width="10" stroke-linejoin="round"`,
  );
  g += line(600, 564, 540, 630, c.fab, 14);
  return g;
}

const ROOM: readonly [FurnitureKind, FurnitureKind] = ["floor-lamp", "sofa"];

export const RUGS = {
  rug: { item: rugItem, scene: { shadow: 0, focus: [400, 300], zoom: 2.2, flat: true }, with: ROOM },
  runner: {
    item: runnerItem,
    scene: { shadow: 0, focus: [240, 410], zoom: 2.2, flat: true },
    with: ["shoe-cabinet", "mirror"],
  },
  kilim: { item: kilimItem, scene: { shadow: 0, focus: [400, 300], zoom: 2.2, flat: true }, with: ROOM },
  "outdoor-rug": {
    item: outdoorRugItem,
    scene: { shadow: 0, focus: [560, 600], zoom: 2.2, flat: true },
    with: ["planter", "lounge-set"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
