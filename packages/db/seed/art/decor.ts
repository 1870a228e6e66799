/** Decor: lamp, rug, mirror, vase, curtain, kitchenware. */
import {
  circ,
  type Drawing,
  darken,
  ell,
  group,
  type Ink,
  ink,
  leg,
  line,
  mix,
  path,
  poly,
  rr,
  scene,
} from "./kit.ts";

export function lampItem(c: Ink): string {
  let g = "";
  // tripod
  g += leg(400, 270, 400, 596, 12, 10, c.woodDark);
  g += leg(400, 270, 290, 618, 16, 12, c.grain) + leg(400, 270, 510, 618, 16, 12, c.grain);
  g += circ(400, 272, 11, c.accent);
  // shade
  g += path("M292 110 L508 110 L552 272 L248 272 Z", c.fab);
  g += path("M292 110 L352 110 L318 272 L248 272 Z", "#FFFFFF", 'opacity="0.14"');
  g += ell(400, 272, 150, 12, c.accentLight);
  g += rr(288, 105, 224, 11, 5, c.fabShade) + rr(244, 268, 312, 11, 5, c.fabShade);
  return g;
}

export function rugItem(c: Ink, variant: number): string {
  let g = "";
  g += rr(184, 136, 448, 580, 8, c.shadow, 'opacity="0.5"');
  // fringe
  for (let x = 186; x <= 614; x += 12)
    g += line(x, 112, x, 128, c.linen, 3) + line(x, 692, x, 708, c.linen, 3);
  g += rr(176, 124, 448, 572, 6, c.fab);
  g += rr(200, 148, 400, 524, 4, c.linen);
  g += rr(218, 166, 364, 488, 4, c.fabShade);
  g += rr(236, 184, 328, 452, 4, mix(c.main, c.white, 0.72));
  if (variant % 2 === 0) {
    // medallion
    g += poly(
      [
        [400, 230],
        [530, 410],
        [400, 590],
        [270, 410],
      ],
      c.fab,
    );
    g += poly(
      [
        [400, 290],
        [485, 410],
        [400, 530],
        [315, 410],
      ],
      c.accent,
    );
    g += poly(
      [
        [400, 350],
        [440, 410],
        [400, 470],
        [360, 410],
      ],
      c.linen,
    );
    for (const [x, y] of [
      [270, 222],
      [530, 222],
      [270, 598],
      [530, 598],
    ] as Array<[number, number]>)
      g += poly(
        [
          [x, y - 24],
          [x + 20, y],
          [x, y + 24],
          [x - 20, y],
        ],
        c.accent,
      );
  } else {
    // kilim stripes with zigzags
    for (let i = 0; i < 6; i++) {
      const y = 214 + i * 72;
      const col = i % 2 ? c.accent : c.main;
      g += rr(250, y, 300, 14, 2, col);
      let z = `M250 ${y + 40}`;
      for (let k = 0; k <= 10; k++) z += ` L${250 + k * 30} ${y + (k % 2 ? 28 : 48)}`;
      g += path(z, "none", `stroke="${col}" stroke-width="7" stroke-linejoin="round"`);
    }
  }
  return g;
}

export function mirrorItem(c: Ink): string {
  let g = "";
  const frameD = "M280 612 L280 250 A120 120 0 0 1 520 250 L520 612 Z";
  const glassD = "M300 596 L300 252 A100 100 0 0 1 500 252 L500 596 Z";
  g += group(
    `<clipPath id="mirror-glass"><path d="${glassD}"/></clipPath>` +
      path(frameD, c.grain) +
      path(glassD, mix("#D7E5EA", c.bg, 0.3)) +
      `<g clip-path="url(#mirror-glass)">` +
      path("M300 470 Q400 430 500 470 L500 600 L300 600 Z", mix("#D7E5EA", c.floor, 0.5)) +
      poly(
        [
          [330, 150],
          [380, 150],
          [260, 420],
          [210, 420],
        ],
        "#FFFFFF",
        'opacity="0.4"',
      ) +
      poly(
        [
          [420, 260],
          [444, 260],
          [330, 520],
          [306, 520],
        ],
        "#FFFFFF",
        'opacity="0.35"',
      ) +
      ell(470, 420, 18, 44, c.leaf, 'opacity="0.45" transform="rotate(20 470 420)"') +
      `</g>` +
      path(frameD, "none", `stroke="${c.woodDark}" stroke-width="3"`),
    "rotate(3 400 612)",
  );
  return g;
}

export function vaseItem(c: Ink): string {
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

export function curtainItem(c: Ink): string {
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

export function kitchenwareItem(c: Ink): string {
  let g = "";
  // cutting board leaning behind
  g += rr(430, 250, 170, 360, 40, c.grain) + circ(515, 290, 14, darken(c.wood, 0.35));
  g += rr(440, 330, 150, 4, 2, c.woodDark, 'opacity="0.4"');
  // dutch oven
  g += rr(196, 474, 38, 24, 12, c.fabShade) + rr(486, 474, 38, 24, 12, c.fabShade);
  g += path("M220 450 L500 450 L492 570 Q488 612 440 614 L280 614 Q232 612 228 570 Z", c.fab);
  g += path(
    "M240 470 L250 590",
    "none",
    `stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="14" stroke-linecap="round"`,
  );
  g += rr(214, 440, 292, 22, 10, c.fabShade);
  g += path("M226 442 Q360 372 494 442 Z", c.fab);
  g += rr(340, 378, 40, 22, 8, c.accent) + rr(350, 396, 20, 12, 2, c.accentDark);
  // mug
  g += path("M560 540 L632 540 L628 606 Q626 616 614 616 L578 616 Q566 616 564 606 Z", c.accent);
  g += path("M630 556 q26 4 24 22 q-2 18 -26 18", "none", `stroke="${c.accent}" stroke-width="8"`);
  g += ell(596, 542, 36, 6, c.accentDark);
  // wooden spoon
  g += group(
    rr(-6, -150, 12, 150, 6, c.woodLight) + ell(0, -170, 20, 30, c.woodLight),
    "translate(150 616) rotate(-12)",
  );
  return g;
}

export const lamp: Drawing = (p, v) =>
  scene(p, v, lampItem(ink(p, v)), { shadow: 140, focus: [400, 230], zoom: 2.1, tall: true });
export const rug: Drawing = (p, v) =>
  scene(p, v, rugItem(ink(p, v), p.name.length), { shadow: 0, focus: [400, 300], zoom: 2.2, flat: true });
export const mirror: Drawing = (p, v) =>
  scene(p, v, mirrorItem(ink(p, v)), { shadow: 150, focus: [320, 300], zoom: 2.2, tall: true });
export const vase: Drawing = (p, v) =>
  scene(p, v, vaseItem(ink(p, v)), { shadow: 200, focus: [400, 420], zoom: 2, tall: true });
export const curtain: Drawing = (p, v) =>
  scene(p, v, curtainItem(ink(p, v)), { shadow: 0, focus: [280, 380], zoom: 2.2, tall: true, wall: true });
export const kitchenware: Drawing = (p, v) =>
  scene(p, v, kitchenwareItem(ink(p, v)), { shadow: 260, focus: [330, 500], zoom: 2.2 });
