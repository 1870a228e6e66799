/** Storage: shelf (bookcase), wardrobe. */
import { circ, type Drawing, ell, group, type Ink, ink, line, mix, path, rr, scene } from "./kit.ts";

export function shelfItem(c: Ink): string {
  let g = "";
  g += rr(222, 140, 356, 470, 8, c.grain);
  g += rr(244, 160, 312, 440, 2, mix(c.wood, "#FFFFFF", 0.55));
  const shelves = [270, 380, 490];
  for (const y of shelves) g += rr(244, y, 312, 14, 2, c.woodDark);
  g +=
    rr(222, 598, 356, 14, 4, c.woodDark) +
    rr(234, 610, 16, 10, 2, c.woodDark) +
    rr(550, 610, 16, 10, 2, c.woodDark);
  const cols = [c.main, c.accent, c.shade, c.white, c.mainLight, c.accentDark, c.linen];
  // shelf 1: books + plant
  let x = 256;
  const h1 = [92, 80, 96, 86, 74];
  h1.forEach((h, i) => {
    const w = 18 + (i % 3) * 4;
    g +=
      rr(x, 270 - h, w, h, 2, cols[i % cols.length]!) +
      rr(x + 3, 270 - h + 12, w - 6, 4, 1, "#FFFFFF", 'opacity="0.35"');
    x += w + 2;
  });
  g += group(rr(0, -88, 22, 88, 2, cols[5]!), `translate(${x + 6} 270) rotate(14)`);
  g += path("M470 270 L478 236 L530 236 L538 270 Z", c.pot);
  for (const [lx, ly, a] of [
    [490, 214, -30],
    [516, 208, 30],
    [504, 196, 0],
    [478, 226, -60],
    [530, 224, 60],
  ] as Array<[number, number, number]>)
    g += ell(lx, ly, 9, 22, c.leaf, `transform="rotate(${a} ${lx} ${ly})"`);
  // shelf 2: vase + box
  g += path("M282 380 Q262 340 290 318 L290 300 L306 300 L306 318 Q334 340 314 380 Z", c.accent);
  g += rr(350, 330, 90, 50, 4, c.fabShade) + rr(350, 330, 90, 12, 3, c.fab);
  g += rr(460, 300, 80, 80, 3, c.woodDark) + rr(466, 306, 68, 68, 0, c.white) + circ(500, 336, 20, c.main);
  // shelf 3: books lying + basket
  g +=
    rr(262, 470, 120, 20, 3, c.main) + rr(270, 452, 108, 18, 3, c.white) + rr(276, 436, 96, 16, 3, c.accent);
  g += path("M410 420 L540 420 L532 490 L418 490 Z", c.woodLight);
  for (let i = 0; i < 4; i++) g += line(414, 434 + i * 16, 536, 434 + i * 16, c.wood, 3);
  // bottom: baskets
  g += rr(258, 530, 130, 68, 8, c.fab) + rr(412, 530, 130, 68, 8, c.fabShade);
  g += rr(303, 544, 40, 8, 4, c.mainLight) + rr(457, 544, 40, 8, 4, c.mainLight);
  return g;
}

export function wardrobeItem(c: Ink): string {
  let g = "";
  g += rr(236, 590, 22, 28, 3, c.woodDark) + rr(542, 590, 22, 28, 3, c.woodDark);
  g += rr(220, 120, 360, 20, 6, c.woodDark);
  g += rr(228, 138, 344, 460, 6, c.grain);
  g += rr(240, 150, 156, 436, 4, c.fab) + rr(404, 150, 156, 436, 4, c.fab);
  // shaker panels
  for (const x of [258, 422]) {
    g += rr(x, 170, 120, 170, 4, "none", `stroke="${c.shade}" stroke-width="6"`);
    g += rr(x, 380, 120, 186, 4, "none", `stroke="${c.shade}" stroke-width="6"`);
  }
  g += rr(240, 150, 156, 10, 3, c.mainLight) + rr(404, 150, 156, 10, 3, c.mainLight);
  // handles
  g += rr(380, 320, 10, 80, 5, c.accent) + rr(410, 320, 10, 80, 5, c.accent);
  g +=
    rr(381, 322, 4, 76, 2, "#FFFFFF", 'opacity="0.35"') + rr(411, 322, 4, 76, 2, "#FFFFFF", 'opacity="0.35"');
  // hat box on top
  g += rr(270, 76, 110, 44, 6, c.accent) + rr(266, 72, 118, 12, 5, c.accentDark);
  g += rr(430, 92, 90, 28, 4, c.linen) + rr(440, 70, 72, 22, 4, c.white);
  return g;
}

export const shelf: Drawing = (p, v) =>
  scene(p, v, shelfItem(ink(p, v)), { shadow: 200, focus: [330, 320], zoom: 2.1, tall: true });
export const wardrobe: Drawing = (p, v) =>
  scene(p, v, wardrobeItem(ink(p, v)), { shadow: 200, focus: [400, 330], zoom: 2.2, tall: true });
