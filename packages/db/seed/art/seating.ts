/** Seating: sofa, armchair, chair, outdoor chair, cushion. */
import type { Palette } from "./kinds.ts";
import { circ, type Drawing, ell, group, type Ink, ink, leg, line, path, poly, rr, scene } from "./kit.ts";

function throwPillow(
  c: Ink,
  x: number,
  y: number,
  size: number,
  rot: number,
  fill: string,
  piping: string,
): string {
  const h = size / 2;
  const d = `M${-h} ${-h + 6} Q0 ${-h + 16} ${h} ${-h + 6} Q${h - 10} 0 ${h} ${h - 6} Q0 ${h - 16} ${-h} ${h - 6} Q${-h + 10} 0 ${-h} ${-h + 6} Z`;
  void c;
  return group(
    path(d, fill, `stroke="${piping}" stroke-width="3" stroke-linejoin="round"`) + circ(0, 0, 4, piping),
    `translate(${x} ${y}) rotate(${rot})`,
  );
}

export function sofaItem(c: Ink): string {
  let g = "";
  // legs
  g += leg(205, 570, 200, 618, 18, 12, c.woodDark) + leg(595, 570, 600, 618, 18, 12, c.woodDark);
  g += leg(260, 570, 262, 606, 14, 10, darken2(c)) + leg(540, 570, 538, 606, 14, 10, darken2(c));
  // back frame and base
  g += rr(170, 285, 460, 230, 46, c.fabShade);
  g += rr(150, 480, 500, 96, 20, c.fabShade);
  // back cushions
  g += rr(190, 300, 206, 176, 36, c.fab) + rr(404, 300, 206, 176, 36, c.fab);
  g += path(
    "M214 312 Q293 300 372 312",
    "none",
    `stroke="${c.mainLight}" stroke-width="6" stroke-linecap="round"`,
  );
  g += path(
    "M428 312 Q507 300 586 312",
    "none",
    `stroke="${c.mainLight}" stroke-width="6" stroke-linecap="round"`,
  );
  // seat cushions
  g += rr(200, 452, 200, 78, 22, c.fab) + rr(400, 452, 200, 78, 22, c.fab);
  g += rr(206, 456, 188, 16, 8, c.mainLight) + rr(406, 456, 188, 16, 8, c.mainLight);
  g += line(400, 462, 400, 526, c.shade, 3);
  // arms
  g += rr(128, 370, 92, 206, 40, c.fab) + rr(580, 370, 92, 206, 40, c.fab);
  g += rr(136, 376, 76, 18, 9, c.mainLight) + rr(588, 376, 76, 18, 9, c.mainLight);
  // throw pillows
  g += throwPillow(c, 262, 410, 104, -9, c.accent, c.accentDark);
  g += throwPillow(c, 540, 414, 92, 8, c.white, c.linen);
  return g;
}
function darken2(c: Ink): string {
  return c.woodDark;
}

export function armchairItem(c: Ink): string {
  let g = "";
  g += leg(270, 560, 252, 618, 18, 11, c.grain) + leg(530, 560, 548, 618, 18, 11, c.grain);
  g += leg(300, 560, 296, 600, 14, 9, c.woodDark) + leg(500, 560, 504, 600, 14, 9, c.woodDark);
  g += path("M262 470 L262 330 Q262 250 400 246 Q538 250 538 330 L538 470 Z", c.fabShade);
  g += path("M285 470 L285 340 Q285 272 400 268 Q515 272 515 340 L515 470 Z", c.fab);
  g += path(
    "M300 300 Q400 280 500 300",
    "none",
    `stroke="${c.mainLight}" stroke-width="6" stroke-linecap="round"`,
  );
  g += rr(240, 480, 320, 86, 22, c.fabShade);
  g += rr(282, 448, 236, 76, 24, c.fab) + rr(290, 452, 220, 16, 8, c.mainLight);
  g += rr(222, 380, 80, 190, 36, c.fab) + rr(498, 380, 80, 190, 36, c.fab);
  g += rr(230, 386, 64, 16, 8, c.mainLight) + rr(506, 386, 64, 16, 8, c.mainLight);
  g += throwPillow(c, 400, 410, 96, -6, c.accent, c.accentDark);
  return g;
}

export function chairItem(c: Ink): string {
  let g = "";
  // back legs (behind)
  g += leg(322, 360, 318, 600, 16, 12, c.woodDark) + leg(478, 360, 482, 600, 16, 12, c.woodDark);
  // backrest
  g += path("M282 250 Q400 222 518 250 L512 352 Q400 334 288 352 Z", c.grain);
  g += path("M300 262 Q400 240 500 262 L496 336 Q400 320 304 336 Z", c.fab);
  // seat
  g += poly(
    [
      [300, 428],
      [500, 428],
      [540, 470],
      [260, 470],
    ],
    c.fab,
  );
  g += poly(
    [
      [306, 432],
      [494, 432],
      [500, 440],
      [300, 440],
    ],
    c.mainLight,
  );
  g += rr(256, 468, 288, 28, 10, c.fabShade);
  g += rr(262, 494, 276, 12, 4, c.grain);
  // front legs
  g += leg(282, 504, 262, 618, 20, 12, c.grain) + leg(518, 504, 538, 618, 20, 12, c.grain);
  g += line(280, 570, 520, 570, c.woodDark, 6);
  return g;
}

export function outdoorChairItem(c: Ink): string {
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

export function cushionItem(c: Ink, variant: number): string {
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

export const sofa: Drawing = (p: Palette, v: number) =>
  scene(p, v, sofaItem(ink(p, v)), { shadow: 300, focus: [300, 440] });
export const armchair: Drawing = (p, v) =>
  scene(p, v, armchairItem(ink(p, v)), { shadow: 210, focus: [330, 450] });
export const chair: Drawing = (p, v) =>
  scene(p, v, chairItem(ink(p, v)), { shadow: 170, focus: [300, 470], zoom: 2.2 });
export const outdoorChair: Drawing = (p, v) =>
  scene(p, v, outdoorChairItem(ink(p, v)), { shadow: 220, focus: [300, 400], zoom: 2.2 });
export const cushion: Drawing = (p, v) =>
  scene(p, v, cushionItem(ink(p, v), p.name.length), { shadow: 260, focus: [350, 430], zoom: 2 });
