/** Decor: arched mirror, round bathroom mirror, vase, lantern, curtains. */
import type { FurnitureKind } from "./kinds.ts";
import { circ, ell, group, type Ink, type KindArt, line, mix, path, poly, rr, trap } from "./kit.ts";

function mirrorItem(c: Ink): string {
  let g = "";
  const frameD = "M280 612 L280 250 A120 120 0 0 1 520 250 L520 612 Z";
  const glassD = "M300 596 L300 252 A100 100 0 0 1 500 252 L500 596 Z";
  g += group(
    `<clipPath id="mirror-glass"><path d="${glassD}"/></clipPath>` +
      path(frameD, c.grain) +
      path(glassD, mix("#D7E5EA", c.bg, 0.3)) +
      `<g clip-path="url(#mirror-glass)">` +
      path("M300 470 Q400 430 500 470 L500 600 L300 600 Z", mix("#D7E5EA", c.floor, 0.5)) +
      trap([330, 380, 150], [210, 260, 420], "#FFFFFF", 'opacity="0.4"') +
      trap([420, 444, 260], [306, 330, 520], "#FFFFFF", 'opacity="0.35"') +
      ell(470, 420, 18, 44, c.leaf, 'opacity="0.45" transform="rotate(20 470 420)"') +
      `</g>` +
      path(frameD, "none", `stroke="${c.woodDark}" stroke-width="3"`),
    "rotate(3 400 612)",
  );
  return g;
}

function vaseItem(c: Ink): string {
  let g = "";
  // dried branches / pampas
  const stems: Array<[number, number, number]> = [
    [330, 150, -20],
    [400, 110, 0],
    [470, 150, 22],
    [360, 190, -8],
    [440, 180, 10],
  ];
  for (const [x, y, a] of stems) {
    g += path(
      `M400 330 Q${(400 + x) / 2} ${(330 + y) / 2 + 20} ${x} ${y}`,
      "none",
      `stroke="${c.woodDark}" stroke-width="4"`,
    );
    g += ell(x, y, 16, 54, mix(c.accentLight, c.linen, 0.5), `transform="rotate(${a} ${x} ${y})"`);
  }
  // big vase
  g += path(
    "M360 330 L440 330 L446 360 Q540 420 510 540 Q496 600 460 618 L340 618 Q304 600 290 540 Q260 420 354 360 Z",
    c.fab,
  );
  g += path(
    "M354 372 Q300 420 310 520",
    "none",
    `stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="14" stroke-linecap="round"`,
  );
  g += rr(352, 322, 96, 16, 6, c.fabShade);
  g += path("M300 470 Q400 490 500 470", "none", `stroke="${c.shade}" stroke-width="6"`);
  // small vase
  g += path(
    "M560 520 L586 520 L588 540 Q630 560 620 600 Q612 618 600 618 L546 618 Q534 618 526 600 Q516 560 558 540 Z",
    c.accent,
  );
  g +=
    line(573, 522, 560, 460, c.leafDark, 3) +
    ell(558, 456, 10, 18, c.leaf, 'transform="rotate(-20 558 456)"');
  // little bowl
  g += path("M196 590 Q200 618 240 618 Q280 618 284 590 Z", c.white) + ell(240, 590, 44, 8, c.linen);
  return g;
}

function curtainItem(c: Ink): string {
  let g = "";
  const sky = mix("#CFE3EC", c.bg, 0.25);
  g += rr(240, 170, 320, 400, 4, c.white);
  g += rr(254, 184, 292, 372, 0, sky);
  g += path("M254 556 L254 440 Q380 390 546 450 L546 556 Z", mix(c.leaf, sky, 0.4));
  g += rr(396, 184, 8, 372, 0, c.white) + rr(254, 366, 292, 8, 0, c.white);
  g += rr(226, 566, 348, 14, 4, c.white);
  // rod
  g += line(160, 140, 640, 140, c.woodDark, 7) + circ(156, 140, 11, c.accent) + circ(644, 140, 11, c.accent);
  const panel = (flip: boolean) => {
    let p = "";
    p += path("M170 146 L330 146 C310 250 280 330 292 384 C310 460 318 540 340 616 L170 616 Z", c.fab);
    for (const x of [200, 236, 272])
      p += path(
        `M${x} 150 C${x + 6} 260 ${x + 10} 330 ${x + 14} 384 C${x + 18} 470 ${x + 22} 540 ${x + 24} 612`,
        "none",
        `stroke="${c.shade}" stroke-width="6" stroke-opacity="0.7"`,
      );
    p += path("M176 150 L184 612", "none", `stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="8"`);
    p += rr(250, 372, 58, 20, 10, c.accent);
    for (let x = 182; x <= 320; x += 23) p += circ(x, 146, 6, c.woodDark);
    return flip ? group(p, "translate(800 0) scale(-1 1)") : p;
  };
  g += panel(false) + panel(true);
  return g;
}

/** A round mirror hung on a strap above a small shelf with a tumbler and a soap pump. */
function roundMirrorItem(c: Ink): string {
  let g = "";
  const glassD = "M400 140 A170 170 0 1 1 399.9 140 Z";
  g += path(
    "M400 60 L318 160 M400 60 L482 160",
    "none",
    `stroke="${c.woodDark}" stroke-width="8" stroke-linecap="round"`,
  );
  g += circ(400, 56, 10, c.metal);
  g += circ(406, 318, 186, c.shadow, 'opacity="0.5"');
  g += circ(400, 310, 186, c.grain);
  g +=
    `<clipPath id="round-glass"><path d="${glassD}"/></clipPath>` +
    path(glassD, mix("#D7E5EA", c.bg, 0.3)) +
    `<g clip-path="url(#round-glass)">` +
    path("M230 400 Q400 360 570 400 L570 480 L230 480 Z", mix("#D7E5EA", c.floor, 0.5)) +
    trap([300, 350, 150], [200, 250, 400], "#FFFFFF", 'opacity="0.4"') +
    trap([410, 434, 170], [310, 334, 420], "#FFFFFF", 'opacity="0.3"') +
    `</g>`;
  // shelf with a tumbler and a pump bottle
  g += rr(280, 544, 240, 14, 4, c.grain) + rr(290, 558, 220, 8, 4, c.shadow, 'opacity="0.5"');
  g += rr(318, 490, 44, 54, 8, c.accentLight);
  g += line(330, 494, 322, 440, c.accent, 6) + line(346, 494, 354, 446, c.fab, 6);
  g += rr(430, 470, 52, 74, 12, c.fab) + rr(448, 446, 16, 26, 3, c.metal) + rr(448, 446, 34, 8, 3, c.metal);
  return g;
}

/** An Egyptian fanous: brass lantern with coloured glass and a candle glow; a small one beside it. */
function fanous(c: Ink, s: number, x: number, glass: [string, string]): string {
  let g = "";
  g += circ(0, -500, 22, "none", `stroke="${c.woodDark}" stroke-width="8"`);
  g += path("M-70 -372 Q-70 -430 0 -478 Q70 -430 70 -372 Z", c.grain);
  g += path("M-40 -400 Q-30 -440 0 -462", "none", `stroke="${c.woodLight}" stroke-width="6"`);
  g += rr(-96, -376, 192, 26, 6, c.woodDark);
  g += ell(0, -210, 70, 110, "#FFE6A6", 'opacity="0.9"');
  g += rr(-60, -350, 120, 230, 4, glass[0], 'opacity="0.75"');
  g += poly(
    [
      [-96, -350],
      [-60, -350],
      [-60, -120],
      [-96, -132],
    ],
    glass[1],
    'opacity="0.8"',
  );
  g += poly(
    [
      [96, -350],
      [60, -350],
      [60, -120],
      [96, -132],
    ],
    glass[1],
    'opacity="0.8"',
  );
  g += ell(0, -190, 16, 30, "#FFF7D6");
  g += rr(-10, -170, 20, 46, 4, c.white);
  for (const px of [-96, -60, 60, 96]) g += rr(px - 5, -352, 10, 232, 3, c.grain);
  for (let a = -50; a <= 50; a += 25)
    g += path(`M${a - 10} -340 Q${a} -356 ${a + 10} -340`, "none", `stroke="${c.grain}" stroke-width="5"`);
  g += rr(-100, -126, 200, 22, 6, c.woodDark);
  g += path("M-86 -104 L86 -104 L56 -40 L-56 -40 Z", c.grain);
  g += rr(-44, -40, 88, 40, 6, c.woodDark);
  return group(g, `translate(${x} 618) scale(${s})`);
}

function lanternItem(c: Ink): string {
  return (
    fanous(c, 0.62, 590, [c.accent, c.main]) +
    fanous(c, 1.1, 360, [c.main, c.accent]) +
    rr(168, 546, 40, 72, 6, c.white) +
    ell(188, 530, 7, 16, "#FFE6A6")
  );
}

export const DECOR = {
  mirror: {
    item: mirrorItem,
    scene: { shadow: 150, focus: [320, 300], zoom: 2.2, tall: true },
    with: ["vase", "armchair"],
  },
  "round-mirror": {
    item: roundMirrorItem,
    scene: { shadow: 0, focus: [400, 320], zoom: 2, tall: true, wall: true },
    with: ["towels", "bath-set"],
  },
  vase: {
    item: vaseItem,
    scene: { shadow: 200, focus: [400, 420], zoom: 2, tall: true },
    with: ["bookcase", "armchair"],
  },
  lantern: {
    item: lanternItem,
    scene: { shadow: 180, focus: [360, 320], zoom: 2, tall: true },
    with: ["sideboard", "cushion"],
  },
  curtain: {
    item: curtainItem,
    scene: { shadow: 0, focus: [280, 380], zoom: 2.2, tall: true, wall: true },
    with: ["armchair", "floor-lamp"],
  },
} satisfies Partial<Record<FurnitureKind, KindArt>>;
