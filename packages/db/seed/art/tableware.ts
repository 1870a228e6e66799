/** Kitchen and tableware: cooking pots, dinner set, serving bowls, mugs, serving tray. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, group, type Ink, type KindArt, mix, path, rr, shine } from "./kit.ts";

/** A pot with lid and side handles, base centre (x, y), width w, height h. */
function pot(c: Ink, x: number, y: number, w: number, h: number, body: string, lid: string): string {
  const l = x - w / 2;
  let g = "";
  g += rr(l - 26, y - h + 22, 36, 20, 10, lid) + rr(l + w - 10, y - h + 22, 36, 20, 10, lid);
  g += path(
    `M${l} ${y - h} L${l + w} ${y - h} L${l + w - 6} ${y - 14} Q${l + w - 8} ${y} ${l + w - 30} ${y} L${l + 30} ${y} Q${l + 8} ${y} ${l + 6} ${y - 14} Z`,
    body,
  );
  g += shine(`M${l + 20} ${y - h + 16} L${l + 26} ${y - 20}`, 12);
  g += rr(l - 6, y - h - 10, w + 12, 18, 8, lid);
  g += path(`M${l + 4} ${y - h - 8} Q${x} ${y - h - w * 0.28} ${l + w - 4} ${y - h - 8} Z`, body);
  g += rr(x - 20, y - h - w * 0.22 - 14, 40, 18, 7, c.accent);
  return g;
}

function cookwareItem(c: Ink): string {
  let g = "";
  g += pot(c, 290, 520, 220, 230, c.fab, c.fabShade);
  g += pot(c, 530, 618, 260, 130, c.fab, c.fabShade);
  // saucepan with a long handle in front
  g += rr(130, 560, 150, 20, 10, c.woodDark, 'transform="rotate(-8 280 570)"');
  g += path("M250 540 L390 540 L384 606 Q382 618 366 618 L274 618 Q258 618 256 606 Z", c.fabShade);
  g += rr(244, 532, 152, 16, 8, c.fab);
  g += shine("M268 556 L272 600", 8, 0.25);
  return g;
}

function plate(c: Ink, x: number, y: number, r: number): string {
  return (
    circ(x, y, r, c.white) +
    circ(x, y, r, "none", `stroke="${c.main}" stroke-width="${r * 0.1}"`) +
    circ(x, y, r * 0.62, c.linen) +
    circ(x, y, r * 0.62, "none", `stroke="${c.accent}" stroke-width="3" stroke-dasharray="6 8"`)
  );
}

/** Plates standing and stacked, and a stack of bowls: an 18-piece set. */
function dinnerwareItem(c: Ink): string {
  let g = "";
  g += plate(c, 300, 360, 150) + plate(c, 520, 420, 110);
  // stack of plates
  for (let i = 0; i < 5; i++) {
    const y = 604 - i * 16;
    g += ell(330, y, 170, 26, c.main) + ell(330, y - 4, 166, 24, c.white);
  }
  g += ell(330, 538, 110, 14, c.linen);
  // stack of bowls
  for (let i = 0; i < 3; i++) {
    const y = 618 - i * 22;
    g += path(
      `M${510} ${y - 60} Q${520} ${y} ${590} ${y} Q${660} ${y} ${670} ${y - 60} Z`,
      i % 2 ? c.white : c.fab,
    );
  }
  g += ell(590, 558, 80, 12, c.linen) + ell(590, 558, 80, 12, "none", `stroke="${c.main}" stroke-width="5"`);
  return g;
}

/** Three serving bowls of different sizes (one full of salad) and wooden servers. */
function servewareItem(c: Ink): string {
  let g = "";
  // big wooden salad bowl
  for (const [x, y, r, col] of [
    [250, 430, 40, c.leaf],
    [310, 416, 44, c.leafDark],
    [370, 426, 40, c.leaf],
    [290, 440, 30, c.accent],
    [350, 444, 24, c.accentLight],
  ] as Array<[number, number, number, string]>)
    g += circ(x, y, r, col);
  g += group(
    rr(-8, -180, 16, 180, 8, c.woodLight) + ell(0, -196, 22, 34, c.woodLight),
    "translate(440 460) rotate(24)",
  );
  g += path("M150 446 Q160 600 310 606 Q460 600 470 446 Z", c.grain);
  g += ell(310, 446, 160, 22, c.woodDark, 'opacity="0.45"');
  g += rr(270, 600, 80, 18, 6, c.woodDark);
  // medium ceramic bowl
  g += path("M470 480 Q478 600 570 604 Q662 600 670 480 Z", c.fab);
  g += ell(570, 480, 100, 16, c.fabShade) + rr(536, 600, 68, 18, 6, c.fabShade);
  g += shine("M494 500 Q500 560 530 586", 10, 0.3);
  // small bowl in front
  g += path("M400 560 Q404 618 450 618 Q496 618 500 560 Z", c.accent) + ell(450, 560, 50, 9, c.accentDark);
  return g;
}

function mug(x: number, y: number, s: number, fill: string): string {
  return group(
    path("M62 24 q40 4 38 34 q-2 30 -38 32", "none", `stroke="${fill}" stroke-width="14"`) +
      path("M-62 0 L62 0 L58 104 Q56 120 40 120 L-40 120 Q-56 120 -58 104 Z", fill) +
      ell(0, 0, 62, 11, mix(fill, "#000000", 0.25)) +
      shine("M-44 20 L-40 100", 10, 0.3),
    `translate(${x} ${y - 120 * s}) scale(${s})`,
  );
}

/** Six mugs: three behind, three in front. */
function mugsItem(c: Ink): string {
  const colours = [c.fab, c.accent, c.white];
  let g = "";
  for (let i = 0; i < 3; i++) g += mug(250 + i * 150, 500, 0.95, colours[(i + 1) % 3]!);
  for (let i = 0; i < 3; i++) g += mug(200 + i * 170, 618, 1.1, colours[i]!);
  return g;
}

/** A round engraved tray with tea glasses and a teapot. */
function trayItem(c: Ink): string {
  let g = "";
  g += ell(400, 560, 330, 76, c.woodDark);
  g += ell(400, 548, 322, 72, c.grain);
  g += ell(400, 548, 290, 60, c.woodLight);
  g += ell(400, 548, 230, 46, "none", `stroke="${c.wood}" stroke-width="4" stroke-dasharray="10 10"`);
  g += ell(400, 548, 150, 30, "none", `stroke="${c.wood}" stroke-width="4"`);
  // teapot
  g += path("M348 500 Q306 490 292 436 L306 432 Q322 474 352 476 Z", c.fab);
  g += path("M452 460 Q500 462 498 496 Q496 528 456 526", "none", `stroke="${c.fabShade}" stroke-width="12"`);
  g += path("M340 544 Q326 480 362 440 L438 440 Q474 480 460 544 Z", c.fab);
  g += shine("M352 500 Q352 470 372 452", 10, 0.3);
  g += path("M362 442 Q400 404 438 442 Z", c.fabShade) + circ(400, 412, 10, c.accent);
  // tea glasses
  for (const x of [230, 560]) {
    g += path(`M${x - 26} 474 L${x + 26} 474 L${x + 20} 548 L${x - 20} 548 Z`, "#FFFFFF", 'opacity="0.75"');
    g += path(
      `M${x - 22} 500 L${x + 22} 500 L${x + 19} 546 L${x - 19} 546 Z`,
      c.accentDark,
      'opacity="0.85"',
    );
  }
  return g;
}

export const TABLEWARE = {
  cookware: {
    item: cookwareItem,
    scene: { shadow: 260, focus: [300, 420], zoom: 2.2 },
    with: ["bookcase", "dining-table"],
  },
  dinnerware: {
    item: dinnerwareItem,
    scene: { shadow: 260, focus: [300, 360], zoom: 2 },
    with: ["glass-cabinet", "dining-table"],
  },
  serveware: {
    item: servewareItem,
    scene: { shadow: 260, focus: [320, 460], zoom: 2 },
    with: ["sideboard", "dining-table"],
  },
  mugs: {
    item: mugsItem,
    scene: { shadow: 250, focus: [370, 520], zoom: 2 },
    with: ["sideboard", "dining-table"],
  },
  tray: {
    item: trayItem,
    scene: { shadow: 320, focus: [400, 500], zoom: 2 },
    with: ["sideboard", "armchair"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
