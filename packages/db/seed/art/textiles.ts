/** Textiles and bath: cushions, throw, bedding set, towels, bathroom accessories. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, group, type Ink, type KindArt, line, mix, path, poly, rr, shine } from "./kit.ts";

function cushionItem(c: Ink, variant: number): string {
  let g = "";
  // back cushion (shade) leaning
  const big = (x: number, y: number, s: number, rot: number, fill: string, pipe: string, pattern: string) => {
    const h = 150;
    const d = `M${-h} ${-h + 10} Q0 ${-h + 34} ${h} ${-h + 10} Q${h - 22} 0 ${h} ${h - 10} Q0 ${h - 34} ${-h} ${h - 10} Q${-h + 22} 0 ${-h} ${-h + 10} Z`;
    return group(
      path(d, fill, `stroke="${pipe}" stroke-width="6" stroke-linejoin="round"`) +
        pattern +
        path(
          `M${-h + 30} ${-h + 30} Q0 ${-h + 48} ${h - 30} ${-h + 30}`,
          "none",
          `stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="8" stroke-linecap="round"`,
        ),
      `translate(${x} ${y}) scale(${s}) rotate(${rot})`,
    );
  };
  const patterns = [
    // stripes
    [-90, -30, 30, 90].map((x) => rr(x - 10, -120, 20, 240, 6, c.accent, 'opacity="0.9"')).join(""),
    // diamond
    poly(
      [
        [0, -80],
        [80, 0],
        [0, 80],
        [-80, 0],
      ],
      "none",
      `stroke="${c.accent}" stroke-width="10"`,
    ) + circ(0, 0, 16, c.accent),
    // dots
    [-70, 0, 70].flatMap((x) => [-70, 0, 70].map((y) => circ(x, y, 12, c.accent))).join(""),
  ];
  g += big(490, 430, 0.82, 8, c.fabShade, c.dark, "");
  g += big(350, 460, 1, -6, c.fab, c.shade, patterns[variant % 3]!);
  // small round bolster in front
  g += group(
    rr(-90, -38, 180, 76, 38, c.accentLight) +
      ell(-90, 0, 16, 38, c.accent) +
      ell(90, 0, 16, 38, c.accent) +
      line(-40, -34, -40, 34, c.accent, 3) +
      line(40, -34, 40, 34, c.accent, 3),
    "translate(560 578) rotate(-4)",
  );
  return g;
}

/** Two folded throws, one plaid and one chunky knit, with tassels at their ends. */
function throwItem(c: Ink): string {
  let g = "";
  const folded = (
    y: number,
    w: number,
    h: number,
    fill: string,
    top: string,
    lines: string,
    knit: boolean,
  ) => {
    const x = 400 - w / 2;
    let t = poly(
      [
        [x + 36, y],
        [x + w - 36, y],
        [x + w, y + 44],
        [x, y + 44],
      ],
      top,
    );
    t += rr(x, y + 40, w, h, h / 2.6, fill);
    if (knit)
      for (let yy = y + 56; yy < y + 40 + h - 10; yy += 18)
        for (let xx = x + 20; xx < x + w - 16; xx += 24)
          t += path(
            `M${xx} ${yy} l10 10 l10 -10`,
            "none",
            `stroke="${lines}" stroke-width="4" stroke-linecap="round"`,
          );
    else {
      for (let xx = x + 60; xx < x + w - 30; xx += 90) t += rr(xx, y + 40, 22, h, 0, lines, 'opacity="0.55"');
      t += rr(x, y + 40 + h * 0.45, w, 18, 0, lines, 'opacity="0.55"');
    }
    for (let yy = y + 52; yy <= y + 40 + h - 10; yy += 14)
      t += line(x + w - 2, yy, x + w + 26, yy + 6, fill, 4) + circ(x + w + 28, yy + 6, 4, lines);
    return t;
  };
  g += folded(500, 500, 118, c.fab, c.mainLight, c.shade, false);
  g += folded(384, 420, 100, c.accent, c.accentLight, c.accentDark, true);
  return g;
}

/** Folded duvet cover and sheet with a matching pillowcase, tied with a ribbon. */
function beddingItem(c: Ink): string {
  let g = "";
  const dots = (x0: number, y0: number, w: number, h: number) => {
    let d = "";
    for (let y = y0 + 14; y < y0 + h - 6; y += 24)
      for (let x = x0 + 16 + ((y / 24) % 2) * 12; x < x0 + w - 8; x += 30) d += circ(x, y, 4, c.accent);
    return d;
  };
  // pillow leaning behind
  g += path("M230 250 Q400 230 570 250 Q590 340 570 430 Q400 450 230 430 Q210 340 230 250 Z", c.fab);
  g += dots(250, 260, 300, 160);
  g += path(
    "M230 250 Q400 230 570 250 Q590 340 570 430 Q400 450 230 430 Q210 340 230 250 Z",
    "none",
    `stroke="${c.white}" stroke-width="10"`,
  );
  // folded duvet cover (big) and sheet (white) on top
  g += rr(160, 480, 480, 138, 18, c.fab) + dots(170, 490, 460, 120);
  for (const y of [526, 572]) g += line(164, y, 636, y, c.shade, 4);
  g += rr(200, 408, 400, 80, 16, c.white) + line(204, 448, 596, 448, c.linen, 4);
  // ribbon and bow
  g += rr(384, 408, 32, 210, 4, c.accent);
  g +=
    path("M400 412 Q350 370 344 400 Q344 428 400 416 Z", c.accent) +
    path("M400 412 Q450 370 456 400 Q456 428 400 416 Z", c.accent);
  g += circ(400, 412, 12, c.accentDark);
  return g;
}

/** A stack of folded towels with woven borders and a rolled hand towel on top. */
function towelsItem(c: Ink): string {
  let g = "";
  const fills = [c.fab, c.white, c.fab, c.white];
  fills.forEach((f, i) => {
    const y = 618 - (i + 1) * 70;
    const inset = i * 10;
    g += rr(200 + inset, y, 400 - inset * 2, 70, 20, f);
    g += rr(200 + inset, y + 44, 400 - inset * 2, 12, 0, f === c.white ? c.fab : c.white, 'opacity="0.8"');
    for (let x = 214 + inset; x < 590 - inset; x += 14)
      g += line(x, y + 8, x, y + 36, mix(f, "#000000", 0.08), 2);
  });
  // rolled towel on top
  g += rr(260, 280, 260, 84, 42, c.accent);
  g +=
    ell(520, 322, 34, 42, c.accentDark) +
    path("M520 322 m-18 0 a18 24 0 1 1 18 24", "none", `stroke="${c.accent}" stroke-width="5"`);
  g += rr(300, 280, 14, 84, 0, c.white, 'opacity="0.7"');
  return g;
}

/** Soap pump, toothbrush tumbler and soap dish on a small tray. */
function bathSetItem(c: Ink): string {
  let g = "";
  g += ell(400, 604, 290, 30, mix(c.white, c.linen, 0.5)) + ell(400, 596, 280, 26, c.white);
  // pump bottle
  g += path("M200 596 L200 420 Q200 380 240 380 L300 380 Q340 380 340 420 L340 596 Z", c.fab);
  g += shine("M220 410 L220 570", 14, 0.3);
  g += rr(252, 330, 36, 54, 6, c.metal) + rr(252, 318, 86, 18, 6, c.metal) + rr(326, 318, 12, 36, 4, c.metal);
  // tumbler with toothbrushes
  g += line(420, 480, 396, 290, c.accent, 10) + rr(384, 280, 18, 40, 6, c.white);
  g += line(450, 480, 480, 300, c.fab, 10) + rr(474, 290, 18, 40, 6, c.white);
  g += path("M370 440 L500 440 L490 596 L380 596 Z", c.fabShade);
  g += shine("M390 460 L398 580", 10, 0.3);
  // soap dish and soap
  g += path("M530 560 Q540 596 600 596 Q660 596 670 560 Z", c.fab);
  g += rr(554, 526, 92, 38, 18, c.accentLight) + rr(566, 532, 60, 8, 4, "#FFFFFF", 'opacity="0.6"');
  return g;
}

export const TEXTILES = {
  cushion: {
    item: (c: Ink, p: { name: string }) => cushionItem(c, p.name.length),
    scene: { shadow: 260, focus: [350, 430], zoom: 2 },
    with: ["vase", "sofa"],
  },
  throw: {
    item: throwItem,
    scene: { shadow: 270, focus: [300, 520], zoom: 2 },
    with: ["armchair", "floor-lamp"],
  },
  bedding: {
    item: beddingItem,
    scene: { shadow: 260, focus: [330, 420], zoom: 2 },
    with: ["nightstand", "bed"],
  },
  towels: {
    item: towelsItem,
    scene: { shadow: 220, focus: [360, 420], zoom: 2.2 },
    with: ["vanity", "bath-set"],
  },
  "bath-set": {
    item: bathSetItem,
    scene: { shadow: 270, focus: [330, 460], zoom: 2 },
    with: ["vanity", "towels"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
