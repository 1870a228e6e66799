/** Tall storage: bookcase, wardrobe, glass cabinet, shoe cabinet; wall shelves and baskets. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, group, type Ink, type KindArt, line, mix, path, poly, rr, trap } from "./kit.ts";

function books(c: Ink, x0: number, floor: number, heights: number[]): [string, number] {
  const cols = [c.main, c.accent, c.shade, c.white, c.mainLight, c.accentDark, c.linen];
  let g = "";
  let x = x0;
  heights.forEach((h, i) => {
    const w = 18 + (i % 3) * 4;
    g +=
      rr(x, floor - h, w, h, 2, cols[(i + x0) % cols.length]!) +
      rr(x + 3, floor - h + 12, w - 6, 4, 1, "#FFFFFF", 'opacity="0.35"');
    x += w + 2;
  });
  return [g, x];
}

/** A five-shelf bookcase full of books, a plant, boxes and baskets. */
function bookcaseItem(c: Ink): string {
  let g = "";
  g += rr(222, 60, 356, 550, 8, c.grain);
  g += rr(244, 80, 312, 520, 2, mix(c.wood, "#FFFFFF", 0.55));
  const shelves = [176, 282, 388, 494];
  for (const y of shelves) g += rr(244, y, 312, 14, 2, c.woodDark);
  g +=
    rr(222, 598, 356, 14, 4, c.woodDark) +
    rr(234, 610, 16, 10, 2, c.woodDark) +
    rr(550, 610, 16, 10, 2, c.woodDark);
  // shelf 1: books + plant
  let row = "";
  const [b1, x] = books(c, 256, 270, [92, 80, 90, 86, 74]);
  row += b1 + group(rr(0, -84, 22, 84, 2, c.accentDark), `translate(${x + 6} 270) rotate(14)`);
  row += path("M470 270 L478 236 L530 236 L538 270 Z", c.pot);
  for (const [lx, ly, a] of [
    [490, 214, -30],
    [516, 208, 30],
    [504, 196, 0],
    [478, 226, -60],
    [530, 224, 60],
  ] as Array<[number, number, number]>)
    row += ell(lx, ly, 9, 22, c.leaf, `transform="rotate(${a} ${lx} ${ly})"`);
  g += group(row, "translate(0 -94)");
  // shelf 2: vase + box
  row = path("M282 380 Q262 340 290 318 L290 300 L306 300 L306 318 Q334 340 314 380 Z", c.accent);
  row += rr(350, 330, 90, 50, 4, c.fabShade) + rr(350, 330, 90, 12, 3, c.fab);
  row += rr(460, 300, 80, 80, 3, c.woodDark) + rr(466, 306, 68, 68, 0, c.white) + circ(500, 336, 20, c.main);
  g += group(row, "translate(0 -98)");
  // shelf 3: books lying + basket
  row =
    rr(262, 470, 120, 20, 3, c.main) + rr(270, 452, 108, 18, 3, c.white) + rr(276, 436, 96, 16, 3, c.accent);
  row += path("M410 420 L540 420 L532 490 L418 490 Z", c.woodLight);
  for (let i = 0; i < 4; i++) row += line(414, 434 + i * 16, 536, 434 + i * 16, c.wood, 3);
  g += group(row, "translate(0 -102)");
  // shelf 4: a row of books
  g += books(c, 262, 494, [84, 90, 78, 88, 80, 92, 76, 86, 82, 90, 84, 78])[0];
  // bottom: baskets
  g += rr(258, 530, 130, 68, 8, c.fab) + rr(412, 530, 130, 68, 8, c.fabShade);
  g += rr(303, 544, 40, 8, 4, c.mainLight) + rr(457, 544, 40, 8, 4, c.mainLight);
  return g;
}

/** A three-door wardrobe with shaker panels and hat boxes on top. */
function wardrobeItem(c: Ink): string {
  let g = "";
  g += rr(206, 590, 22, 28, 3, c.woodDark) + rr(572, 590, 22, 28, 3, c.woodDark);
  g += rr(188, 120, 424, 20, 6, c.woodDark);
  g += rr(196, 138, 408, 460, 6, c.grain);
  for (let i = 0; i < 3; i++) {
    const x = 206 + i * 132;
    g += rr(x, 150, 124, 436, 4, c.fab);
    g += rr(x + 16, 170, 92, 170, 4, "none", `stroke="${c.shade}" stroke-width="6"`);
    g += rr(x + 16, 380, 92, 186, 4, "none", `stroke="${c.shade}" stroke-width="6"`);
    g += rr(x, 150, 124, 10, 3, c.mainLight);
  }
  // handles: the left door opens left, the middle and right ones meet
  g +=
    rr(312, 320, 10, 70, 5, c.accent) + rr(446, 320, 10, 70, 5, c.accent) + rr(478, 320, 10, 70, 5, c.accent);
  g += rr(244, 76, 110, 44, 6, c.accent) + rr(240, 72, 118, 12, 5, c.accentDark);
  g += rr(450, 92, 90, 28, 4, c.linen) + rr(460, 70, 72, 22, 4, c.white);
  return g;
}

/** A display cabinet: glass doors showing plates, glasses and a jug on its shelves. */
function glassCabinetItem(c: Ink): string {
  let g = "";
  const glass = mix("#D7E5EA", c.bg, 0.35);
  g += rr(256, 590, 20, 28, 3, c.woodDark) + rr(524, 590, 20, 28, 3, c.woodDark);
  g += rr(236, 92, 328, 20, 6, c.woodDark);
  g += rr(244, 110, 312, 486, 6, c.grain);
  g += rr(260, 126, 280, 400, 3, glass);
  // shelves and what stands on them
  for (const y of [226, 330, 430]) g += rr(260, y, 280, 8, 2, c.woodLight);
  for (const x of [290, 340, 390])
    g +=
      circ(x, 190, 34, c.white) +
      circ(x, 190, 22, c.linen) +
      circ(x, 190, 34, "none", `stroke="${c.main}" stroke-width="5"`);
  g +=
    path("M444 226 L448 170 L500 170 L504 226 Z", c.accent) +
    path("M500 180 q24 6 0 34", "none", `stroke="${c.accent}" stroke-width="6"`);
  for (const x of [284, 320, 356, 392, 428])
    g += path(`M${x - 12} 282 L${x + 12} 282 L${x + 8} 330 L${x - 8} 330 Z`, "#FFFFFF", 'opacity="0.7"');
  g += rr(460, 296, 60, 34, 4, c.fab);
  g += ell(330, 418, 56, 12, c.fab) + path("M274 416 Q330 440 386 416 Z", c.fabShade);
  g += rr(420, 370, 90, 60, 3, c.woodDark) + rr(428, 378, 74, 44, 0, c.white) + circ(465, 400, 12, c.accent);
  // door frames and reflections
  g += rr(260, 126, 280, 400, 3, "none", `stroke="${c.wood}" stroke-width="14"`);
  g += rr(396, 126, 8, 400, 0, c.grain);
  g += poly(
    [
      [284, 140],
      [320, 140],
      [268, 300],
      [268, 240],
    ],
    "#FFFFFF",
    'opacity="0.35"',
  );
  g += poly(
    [
      [440, 200],
      [464, 200],
      [412, 380],
      [412, 320],
    ],
    "#FFFFFF",
    'opacity="0.3"',
  );
  g += rr(384, 300, 8, 40, 4, c.accent) + rr(408, 300, 8, 40, 4, c.accent);
  // a closed drawer below the glass
  g += rr(260, 536, 280, 50, 3, c.fab) + rr(370, 556, 60, 8, 4, c.accent);
  return g;
}

function shoe(c: Ink, x: number, y: number, s: number, fill: string): string {
  return group(
    path("M0 0 L0 -34 Q8 -46 26 -44 Q40 -30 66 -24 Q96 -18 100 -4 L100 0 Z", fill) +
      rr(-2, -6, 104, 10, 4, c.white) +
      line(22, -36, 40, -24, c.white, 3),
    `translate(${x} ${y}) scale(${s})`,
  );
}

/** A slim shoe cabinet with tilt-out flaps, one open on a row of shoes; a pair on the floor. */
function shoeCabinetItem(c: Ink): string {
  let g = "";
  g += rr(260, 596, 16, 22, 3, c.woodDark) + rr(504, 596, 16, 22, 3, c.woodDark);
  g += rr(244, 236, 292, 16, 5, c.woodLight);
  g += rr(252, 250, 276, 348, 6, c.grain);
  // upper flap tilted open, shoes showing
  g += rr(264, 262, 252, 100, 3, mix(c.wood, "#000000", 0.4));
  g += shoe(c, 276, 352, 0.9, c.accent) + shoe(c, 392, 352, 0.9, c.white);
  g += trap([258, 522, 362], [240, 540, 414], c.fab);
  g += rr(360, 396, 80, 10, 5, c.accent);
  // lower flaps closed
  g += rr(264, 424, 252, 76, 3, c.fab) + rr(360, 434, 80, 10, 5, c.accent);
  g += rr(264, 508, 252, 80, 3, c.fab) + rr(360, 518, 80, 10, 5, c.accent);
  // keys bowl on top, a pair of shoes beside
  g += path("M300 236 Q300 212 330 212 L350 212 Q380 212 380 236 Z", c.accentLight);
  g += shoe(c, 560, 618, 1.1, c.fabShade) + shoe(c, 590, 604, 1, c.fab);
  return g;
}

/** Two floating shelves on brackets with books, a plant, a vase and a print. */
function wallShelfItem(c: Ink): string {
  let g = "";
  for (const [x0, x1, y] of [
    [200, 600, 290],
    [230, 570, 460],
  ] as Array<[number, number, number]>) {
    g += rr(x0 + 10, y + 24, x1 - x0 - 20, 10, 5, c.shadow, 'opacity="0.5"');
    g +=
      path(`M${x0 + 40} ${y + 20} l0 36 l30 -36 Z`, c.metal) +
      path(`M${x1 - 40} ${y + 20} l0 36 l-30 -36 Z`, c.metal);
    g += rr(x0, y, x1 - x0, 22, 4, c.grain) + rr(x0, y, x1 - x0, 7, 3, c.woodLight);
  }
  // top shelf: books and a trailing plant
  g += books(c, 230, 290, [96, 84, 100, 90, 78, 92])[0];
  g += group(rr(0, -86, 20, 86, 2, c.fab), "translate(368 290) rotate(16)");
  g += path("M470 290 L478 246 L546 246 L554 290 Z", c.pot);
  g += path("M486 258 Q470 320 480 372", "none", `stroke="${c.leafDark}" stroke-width="4"`);
  for (const [x, y] of [
    [478, 300],
    [474, 330],
    [480, 360],
  ])
    g += ell(x!, y!, 8, 13, c.leaf);
  for (const [x, y, a] of [
    [500, 230, -30],
    [526, 224, 30],
    [512, 212, 0],
  ])
    g += ell(x!, y!, 10, 24, c.leaf, `transform="rotate(${a} ${x} ${y})"`);
  // bottom shelf: vase, framed print, candle
  g += path("M270 460 Q250 416 282 392 L282 372 L300 372 L300 392 Q332 416 312 460 Z", c.fab);
  g +=
    rr(360, 360, 100, 100, 3, c.woodDark) + rr(368, 368, 84, 84, 0, c.white) + circ(410, 402, 22, c.accent);
  g += rr(494, 420, 34, 40, 4, c.white) + ell(511, 406, 5, 12, c.accentLight);
  return g;
}

/** Woven storage baskets with rope handles; a throw peeks out of the big one. */
function basketItem(c: Ink): string {
  let g = "";
  // big basket
  g += path("M200 380 Q230 340 300 350 Q360 300 430 330 Q470 300 500 346 Q560 336 600 380 Z", c.fab);
  g += path("M210 376 L590 376 L566 596 Q560 618 536 618 L264 618 Q240 618 234 596 Z", c.woodLight);
  for (let i = 0; i < 8; i++) {
    const y = 396 + i * 27;
    g += rr(210 + i * 3, y, 380 - i * 6, 12, 6, c.grain);
  }
  for (let x = 250; x <= 550; x += 30)
    g += line(x, 380, x + (400 - x) * 0.06, 612, c.woodDark, 2, 'opacity="0.35"');
  g += rr(200, 370, 400, 22, 11, c.woodDark);
  g += path(
    "M196 430 q-40 30 0 60",
    "none",
    `stroke="${c.woodDark}" stroke-width="10" stroke-linecap="round"`,
  );
  g += path(
    "M604 430 q40 30 0 60",
    "none",
    `stroke="${c.woodDark}" stroke-width="10" stroke-linecap="round"`,
  );
  // small basket in front, with a striped band
  g += path("M560 520 L700 520 L690 610 Q688 620 676 620 L584 620 Q572 620 570 610 Z", c.woodLight);
  g += rr(566, 548, 128, 22, 4, c.accent);
  for (let x = 575; x < 690; x += 14) g += line(x, 526, x + 2, 612, c.woodDark, 2, 'opacity="0.4"');
  g += rr(554, 512, 152, 16, 8, c.woodDark);
  return g;
}

export const STORAGE = {
  bookcase: {
    item: bookcaseItem,
    scene: { shadow: 200, focus: [330, 240], zoom: 2.1, tall: true },
    with: ["armchair", "floor-lamp"],
  },
  wardrobe: {
    item: wardrobeItem,
    scene: { shadow: 230, focus: [400, 330], zoom: 2.2, tall: true },
    with: ["mirror", "bed"],
  },
  "glass-cabinet": {
    item: glassCabinetItem,
    scene: { shadow: 190, focus: [340, 260], zoom: 2.2, tall: true },
    with: ["dining-chair", "dining-table"],
  },
  "shoe-cabinet": {
    item: shoeCabinetItem,
    scene: { shadow: 200, focus: [380, 370], zoom: 2.2, tall: true },
    with: ["mirror", "bench"],
  },
  "wall-shelf": {
    item: wallShelfItem,
    scene: { shadow: 0, focus: [360, 300], zoom: 2.2, tall: true, wall: true },
    with: ["armchair", "side-table"],
  },
  basket: {
    item: basketItem,
    scene: { shadow: 230, focus: [400, 420], zoom: 2.2 },
    with: ["bookcase", "vase"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
