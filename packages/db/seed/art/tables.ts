/** Tables: dining table, coffee table, desk. */
import { circ, type Drawing, ell, group, type Ink, ink, leg, line, path, poly, rr, scene } from "./kit.ts";

function bud(c: Ink, x: number, y: number, s: number): string {
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

export function diningTableItem(c: Ink): string {
  let g = "";
  // back legs
  g += leg(200, 440, 204, 592, 20, 14, c.woodDark) + leg(600, 440, 596, 592, 20, 14, c.woodDark);
  // top
  g += poly(
    [
      [180, 400],
      [620, 400],
      [690, 444],
      [110, 444],
    ],
    c.woodLight,
  );
  g += poly(
    [
      [356, 400],
      [444, 400],
      [460, 444],
      [340, 444],
    ],
    c.fab,
  );
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

export function coffeeTableItem(c: Ink): string {
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

export function deskItem(c: Ink): string {
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

export const diningTable: Drawing = (p, v) =>
  scene(p, v, diningTableItem(ink(p, v)), { shadow: 300, focus: [200, 440], zoom: 2.2 });
export const coffeeTable: Drawing = (p, v) =>
  scene(p, v, coffeeTableItem(ink(p, v)), { shadow: 240, focus: [330, 470], zoom: 2.2 });
export const desk: Drawing = (p, v) =>
  scene(p, v, deskItem(ink(p, v)), { shadow: 280, focus: [260, 480], zoom: 2 });
