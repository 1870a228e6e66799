/** Beds: bed, kids bed. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, group, type Ink, type KindArt, line, path, poly, rr, trap } from "./kit.ts";

function bedItem(c: Ink): string {
  let g = "";
  // headboard with channel tufting
  g += rr(160, 236, 480, 290, 34, c.fab);
  for (let x = 208; x < 620; x += 48) g += line(x, 254, x, 420, c.shade, 4);
  g += rr(160, 236, 480, 16, 8, c.mainLight);
  // pillows
  g += rr(200, 356, 184, 84, 34, c.white) + rr(416, 356, 184, 84, 34, c.white);
  g += rr(212, 364, 160, 14, 7, "#FFFFFF");
  g += rr(428, 364, 160, 14, 7, "#FFFFFF");
  g += group(
    rr(-52, -40, 104, 80, 24, c.accent) + line(-40, 0, 40, 0, c.accentDark, 3),
    "translate(400 420) rotate(-4)",
  );
  // duvet top and front drop
  g += trap([178, 622, 440], [132, 668, 506], c.white);
  g += path("M190 440 L610 440 L618 452 L182 452 Z", c.linen);
  g += rr(128, 500, 544, 74, 16, c.white);
  g += path("M200 540 q20 16 40 0 M560 540 q20 16 40 0", "none", `stroke="${c.linen}" stroke-width="4"`);
  // throw blanket over the foot
  g += trap([150, 650, 476], [130, 670, 506], c.fabShade);
  g += rr(126, 502, 548, 84, 14, c.fabShade);
  for (let x = 150; x < 660; x += 26) g += line(x, 586, x, 598, c.fabShade, 3);
  // base and legs
  g += rr(120, 566, 560, 28, 8, c.grain);
  g += rr(140, 592, 20, 26, 3, c.woodDark) + rr(640, 592, 20, 26, 3, c.woodDark);
  return g;
}

function kidsBedItem(c: Ink): string {
  let g = "";
  // back house frame (smaller, behind)
  g += path(
    "M250 600 L250 300 L400 190 L550 300 L550 600",
    "none",
    `stroke="${c.woodDark}" stroke-width="12" stroke-linejoin="round"`,
  );
  // bunting
  g += path("M250 300 Q400 360 550 300", "none", `stroke="${c.woodDark}" stroke-width="2"`);
  const flags = [c.accent, c.main, c.white, c.accent, c.main, c.white, c.accent];
  flags.forEach((f, i) => {
    const t = (i + 0.5) / flags.length;
    const x = 250 + 300 * t;
    const y = 300 + 60 * 2 * t * (1 - t) * 2 * 0.5;
    g += poly(
      [
        [x - 14, y],
        [x + 14, y],
        [x, y + 26],
      ],
      f,
    );
  });
  // pillow and duvet
  g += rr(260, 410, 150, 70, 26, c.white) + rr(390, 412, 150, 68, 26, c.accentLight);
  g += path("M214 470 L586 470 L612 520 L188 520 Z", c.fab);
  g += rr(186, 516, 428, 62, 14, c.fab);
  for (const [x, y] of [
    [250, 540],
    [330, 556],
    [410, 538],
    [490, 556],
    [560, 540],
    [300, 492],
    [450, 494],
  ] as Array<[number, number]>)
    g += star(x, y, 10, c.accentLight);
  // base
  g += rr(176, 572, 448, 30, 8, c.grain);
  // front house frame
  g += path(
    "M176 614 L176 290 L400 140 L624 290 L624 614",
    "none",
    `stroke="${c.grain}" stroke-width="20" stroke-linejoin="round" stroke-linecap="round"`,
  );
  g += rr(166, 600, 20, 18, 3, c.woodDark) + rr(614, 600, 20, 18, 3, c.woodDark);
  g += circ(400, 236, 20, c.accent);
  return g;
}

function star(x: number, y: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rad = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + Math.cos(a) * rad).toFixed(1)},${(y + Math.sin(a) * rad).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(" ")}" fill="${fill}"/>`;
}

export const BEDS = {
  bed: {
    item: bedItem,
    scene: { shadow: 300, focus: [300, 430], zoom: 2.2 },
    with: ["nightstand", "wardrobe"],
  },
  "kids-bed": {
    item: kidsBedItem,
    scene: { shadow: 250, focus: [330, 520], zoom: 2.2, tall: true },
    with: ["toy-storage", "kids-chair"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
