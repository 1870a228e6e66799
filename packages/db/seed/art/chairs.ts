/** Chairs: lounge armchair, wingback, dining chair, counter stool, office chair, kids' armchair. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, gleam, type Ink, type KindArt, leg, line, path, rr, throwPillow, trap } from "./kit.ts";

export function armchairItem(c: Ink): string {
  let g = "";
  g += leg(270, 560, 252, 618, 18, 11, c.grain) + leg(530, 560, 548, 618, 18, 11, c.grain);
  g += leg(300, 560, 296, 600, 14, 9, c.woodDark) + leg(500, 560, 504, 600, 14, 9, c.woodDark);
  g += path("M262 470 L262 330 Q262 250 400 246 Q538 250 538 330 L538 470 Z", c.fabShade);
  g += path("M285 470 L285 340 Q285 272 400 268 Q515 272 515 340 L515 470 Z", c.fab);
  g += gleam("M300 300 Q400 280 500 300", c.mainLight);
  g += rr(240, 480, 320, 86, 22, c.fabShade);
  g += rr(282, 448, 236, 76, 24, c.fab) + rr(290, 452, 220, 16, 8, c.mainLight);
  g += rr(222, 380, 80, 190, 36, c.fab) + rr(498, 380, 80, 190, 36, c.fab);
  g += rr(230, 386, 64, 16, 8, c.mainLight) + rr(506, 386, 64, 16, 8, c.mainLight);
  g += throwPillow(400, 410, 96, -6, c.accent, c.accentDark);
  return g;
}

/** A tall-backed armchair with wings at head height and rolled arms. */
function wingbackItem(c: Ink): string {
  let g = "";
  g += leg(276, 560, 262, 618, 20, 12, c.grain) + leg(524, 560, 538, 618, 20, 12, c.grain);
  g += leg(306, 560, 302, 600, 14, 9, c.woodDark) + leg(494, 560, 498, 600, 14, 9, c.woodDark);
  // back, taller than the lounge chair
  g += path("M272 480 L272 230 Q272 140 400 134 Q528 140 528 230 L528 480 Z", c.fabShade);
  g += path("M296 480 L296 240 Q296 162 400 158 Q504 162 504 240 L504 480 Z", c.fab);
  for (const [x, y] of [
    [350, 240],
    [450, 240],
    [400, 300],
    [350, 360],
    [450, 360],
  ])
    g += circ(x!, y!, 6, c.shade);
  g += gleam("M316 190 Q400 166 484 190", c.mainLight);
  // wings flaring out from the back
  g += path("M280 190 Q206 200 204 280 Q204 350 236 392 L300 392 L300 200 Z", c.fabShade);
  g += path("M520 190 Q594 200 596 280 Q596 350 564 392 L500 392 L500 200 Z", c.fabShade);
  g += path("M282 204 Q222 214 222 282 Q222 340 248 380 L296 380 L296 210 Z", c.fab);
  g += path("M518 204 Q578 214 578 282 Q578 340 552 380 L504 380 L504 210 Z", c.fab);
  // seat, base and rolled arms
  g += rr(238, 486, 324, 80, 20, c.fabShade);
  g += rr(282, 452, 236, 74, 24, c.fab) + rr(290, 456, 220, 16, 8, c.mainLight);
  g += rr(214, 392, 84, 180, 30, c.fab) + rr(502, 392, 84, 180, 30, c.fab);
  g += circ(256, 404, 34, c.fab) + circ(544, 404, 34, c.fab);
  g += circ(256, 404, 18, c.shade) + circ(544, 404, 18, c.shade);
  g += circ(256, 404, 8, c.fab) + circ(544, 404, 8, c.fab);
  return g;
}

function diningChairItem(c: Ink): string {
  let g = "";
  g += leg(322, 360, 318, 600, 16, 12, c.woodDark) + leg(478, 360, 482, 600, 16, 12, c.woodDark);
  g += path("M282 250 Q400 222 518 250 L512 352 Q400 334 288 352 Z", c.grain);
  g += path("M300 262 Q400 240 500 262 L496 336 Q400 320 304 336 Z", c.fab);
  g += trap([300, 500, 428], [260, 540, 470], c.fab);
  g += trap([306, 494, 432], [300, 500, 440], c.mainLight);
  g += rr(256, 468, 288, 28, 10, c.fabShade);
  g += rr(262, 494, 276, 12, 4, c.grain);
  g += leg(282, 504, 262, 618, 20, 12, c.grain) + leg(518, 504, 538, 618, 20, 12, c.grain);
  g += line(280, 570, 520, 570, c.woodDark, 6);
  return g;
}

/** A counter-height stool: small round seat, low back, long splayed legs and a footrest. */
function barStoolItem(c: Ink): string {
  let g = "";
  g += leg(346, 290, 334, 600, 14, 10, c.woodDark) + leg(454, 290, 466, 600, 14, 10, c.woodDark);
  g += line(340, 470, 460, 470, c.woodDark, 8);
  // low curved back
  g += leg(320, 270, 314, 180, 12, 10, c.grain) + leg(480, 270, 486, 180, 12, 10, c.grain);
  g += path("M300 150 Q400 128 500 150 L496 200 Q400 180 304 200 Z", c.grain);
  // seat
  g += ell(400, 276, 116, 26, c.fab);
  g += ell(400, 272, 96, 16, c.mainLight);
  g += path("M284 276 L284 300 Q400 330 516 300 L516 276 Q400 306 284 276 Z", c.fabShade);
  g += leg(318, 306, 272, 618, 18, 12, c.grain) + leg(482, 306, 528, 618, 18, 12, c.grain);
  g += line(292, 488, 508, 488, c.grain, 9);
  g += line(292, 484, 508, 484, c.woodLight, 3);
  return g;
}

/** A swivel office chair: star base on castors, gas lift, mesh back and armrests. */
function officeChairItem(c: Ink): string {
  let g = "";
  const hub: [number, number] = [400, 566];
  for (const [x, y] of [
    [290, 588],
    [510, 588],
    [400, 580],
  ] as Array<[number, number]>)
    g += line(hub[0], hub[1], x, y, c.metal, 14) + circ(x, y + 18, 14, c.metal);
  for (const [x, y] of [
    [230, 604],
    [570, 604],
  ] as Array<[number, number]>)
    g +=
      line(hub[0], hub[1], x, y, c.metal, 16) + circ(x, y + 12, 16, c.metal) + circ(x, y + 12, 6, "#5A5856");
  g += rr(388, 470, 24, 100, 6, "#8D9296") + rr(392, 476, 6, 88, 3, "#FFFFFF", 'opacity="0.4"');
  // back: mesh panel on a spine
  g += rr(390, 380, 20, 90, 6, c.metal);
  g += path("M300 190 Q400 160 500 190 L490 380 Q400 404 310 380 Z", c.fabShade);
  g += path("M316 204 Q400 180 484 204 L476 366 Q400 386 324 366 Z", c.fab);
  for (let y = 224; y < 366; y += 20) g += line(326, y, 474, y, c.shade, 2);
  g += rr(330, 300, 140, 30, 12, c.fabShade);
  // seat
  g += rr(272, 442, 256, 52, 22, c.fabShade);
  g += rr(282, 428, 236, 36, 18, c.fab) + rr(292, 432, 216, 10, 5, c.mainLight);
  // armrests
  g += rr(262, 400, 16, 70, 6, c.metal) + rr(522, 400, 16, 70, 6, c.metal);
  g += rr(228, 388, 84, 18, 9, c.metal) + rr(488, 388, 84, 18, 9, c.metal);
  return g;
}

/** A small tub armchair for a child, with bear ears on the back. */
function kidsChairItem(c: Ink): string {
  let g = "";
  g += circ(300, 318, 44, c.fabShade) + circ(500, 318, 44, c.fabShade);
  g += circ(300, 318, 24, c.accentLight) + circ(500, 318, 24, c.accentLight);
  g += path("M262 500 L262 420 Q262 330 400 326 Q538 330 538 420 L538 500 Z", c.fabShade);
  g += path("M284 500 L284 426 Q284 350 400 348 Q516 350 516 426 L516 500 Z", c.fab);
  g += gleam("M310 380 Q400 360 490 380", c.mainLight);
  g += rr(260, 510, 280, 64, 20, c.fabShade);
  g += rr(290, 486, 220, 56, 22, c.fab) + rr(298, 490, 204, 14, 7, c.mainLight);
  g += rr(236, 440, 74, 134, 34, c.fab) + rr(490, 440, 74, 134, 34, c.fab);
  g += leg(290, 570, 282, 618, 16, 11, c.grain) + leg(510, 570, 518, 618, 16, 11, c.grain);
  // a heart on the back
  g += path(
    "M400 432 C384 414 360 420 362 440 C364 456 386 466 400 478 C414 466 436 456 438 440 C440 420 416 414 400 432 Z",
    c.accent,
  );
  return g;
}

export const CHAIRS = {
  armchair: { item: armchairItem, scene: { shadow: 210, focus: [330, 450] }, with: ["bookcase", "vase"] },
  wingback: {
    item: wingbackItem,
    scene: { shadow: 210, focus: [300, 330] },
    with: ["bookcase", "floor-lamp"],
  },
  "dining-chair": {
    item: diningChairItem,
    scene: { shadow: 170, focus: [300, 470], zoom: 2.2 },
    with: ["vase", "dining-table"],
  },
  "bar-stool": {
    item: barStoolItem,
    scene: { shadow: 150, focus: [400, 280], zoom: 2.2 },
    with: ["sideboard", "pendant-lamp"],
  },
  "office-chair": {
    item: officeChairItem,
    scene: { shadow: 200, focus: [400, 300], zoom: 2.2 },
    with: ["bookcase", "desk"],
  },
  "kids-chair": {
    item: kidsChairItem,
    scene: { shadow: 170, focus: [400, 420], zoom: 2.2 },
    with: ["toy-storage", "kids-bed"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
