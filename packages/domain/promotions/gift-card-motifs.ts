/**
 * The eight gift card motifs, drawn in the card's 800 x 500 space above the lower band (y 330):
 * flat shapes in the store's palette, the furniture borrowed from the demo art's kit. No text.
 */

import { armchairItem } from "#db/seed/art/chairs.ts";
import {
  circ,
  darken,
  ell,
  group,
  type Ink,
  ink,
  lighten,
  line,
  path,
  place,
  plant,
  rr,
} from "#db/seed/art/kit.ts";
import type { GiftCardTheme } from "./gift-card-looks.ts";
import {
  balloon,
  bunting,
  cloud,
  confetti,
  FLOOR_Y,
  firework,
  flower,
  giftBox,
  heart,
  round,
  sparkle,
  star,
} from "./gift-card-shapes.ts";

const CREAM = "#FBF6EE";
const TERRACOTTA = "#B4532A";
const GOLD = "#E3B04B";
const OLIVE = "#6F8A4E";
const NAVY = "#2F4A6D";
const ROSE = "#D9776B";

const furnitureInk = (main: string, shade: string, accent: string): Ink =>
  ink({ name: "gift", bg: "#F3DFD3", main, shade, wood: "#7A4E2D", accent }, 0);

const MOTIFS: Record<GiftCardTheme, () => string> = {
  birthday: () =>
    bunting([TERRACOTTA, OLIVE, GOLD, ROSE, NAVY]) +
    confetti(11, [TERRACOTTA, GOLD, OLIVE, ROSE], 60) +
    balloon(120, 150, ROSE, 12) +
    balloon(190, 118, GOLD, -10) +
    balloon(660, 130, OLIVE, 10) +
    // a round pedestal table with a two-tier cake
    ell(400, FLOOR_Y + 2, 70, 8, darken("#EFD2B8", 0.12)) +
    rr(388, 262, 24, 68, 4, "#7A4E2D") +
    ell(400, 262, 118, 14, "#8E5C36") +
    rr(304, 188, 192, 72, 14, CREAM) +
    path("M304 204q12 16 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0V196H304Z", ROSE) +
    rr(304, 188, 192, 16, 8, ROSE) +
    rr(338, 134, 124, 58, 12, TERRACOTTA) +
    rr(338, 134, 124, 12, 6, lighten(TERRACOTTA, 0.25)) +
    [368, 400, 432]
      .map(
        (x) =>
          rr(x - 4, 100, 8, 34, 3, CREAM) +
          rr(x - 4, 108, 8, 5, 0, ROSE) +
          rr(x - 4, 120, 8, 5, 0, ROSE) +
          ell(x, 88, 7, 12, GOLD) +
          ell(x, 91, 3, 6, "#FFF3D6"),
      )
      .join(""),
  boy: () =>
    cloud(140, 120, 1.1) +
    cloud(660, 90, 0.9) +
    cloud(590, 230, 0.6) +
    confetti(23, [NAVY, GOLD, "#FFFFFF"], 26) +
    // hot-air balloon with stripes
    path(
      "M400 40C470 40 510 90 505 150C500 205 440 232 428 262H372C360 232 300 205 295 150C290 90 330 40 400 40Z",
      NAVY,
    ) +
    path(
      "M400 40C430 40 448 90 448 150C448 205 420 232 416 262H384C380 232 352 205 352 150C352 90 370 40 400 40Z",
      CREAM,
    ) +
    path(
      "M400 40C412 40 418 90 418 150C418 205 406 232 404 262H396C394 232 382 205 382 150C382 90 388 40 400 40Z",
      TERRACOTTA,
    ) +
    line(376, 262, 380, 292, darken(NAVY, 0.2), 2) +
    line(424, 262, 420, 292, darken(NAVY, 0.2), 2) +
    rr(374, 288, 52, 32, 5, "#8E5C36") +
    rr(374, 288, 52, 7, 3, "#A8744A") +
    // a toy sailboat on the floor
    path("M590 300H680L664 326H606Z", TERRACOTTA) +
    line(634, 300, 634, 230, "#7A4E2D", 4) +
    path("M638 236L676 292H638Z", CREAM) +
    path("M630 244L600 292H630Z", GOLD) +
    path(
      "M160 200l10 -5 10 5M196 184l8 -4 8 4",
      "none",
      `stroke="${NAVY}" stroke-width="3" stroke-linecap="round"`,
    ),
  celebration: () =>
    path("M-10 30Q200 110 400 40T810 40", "none", `stroke="#6B5A4E" stroke-width="2"`) +
    [60, 140, 220, 300, 380, 460, 540, 620, 700, 770]
      .map((x, i) => {
        const y = round(x < 400 ? 30 + (80 * x) / 400 - (x * x) / 4000 + 8 : 48 + (x - 600) ** 2 / 4000);
        const c = [GOLD, "#E07A52", CREAM][i % 3]!;
        return circ(x, y + 12, 14, c, 'opacity="0.22"') + circ(x, y + 12, 7, c);
      })
      .join("") +
    firework(230, 150, 78, GOLD) +
    firework(575, 130, 92, "#E07A52") +
    firework(410, 235, 56, CREAM) +
    confetti(37, [GOLD, "#E07A52", CREAM, "#8FAA8A"], 70) +
    [150, 660].map((x) => giftBox(x - 40, 256, 80, 74, x < 400 ? TERRACOTTA : "#8FAA8A", GOLD)).join(""),
  christmas: () =>
    confetti(41, [CREAM, "#D7E3C8"], 50) +
    [90, 170, 640, 720, 560, 250].map((x, i) => star(x, 60 + ((i * 47) % 140), 5, CREAM)).join("") +
    // the tree
    rr(388, 286, 24, 44, 4, "#7A4E2D") +
    path("M400 150L500 290H300Z", "#4E7A3C") +
    path("M400 104L480 226H320Z", "#5E8A4A") +
    path("M400 62L458 164H342Z", "#6F9A58") +
    path(
      "M322 220Q400 250 478 214M340 270Q410 296 492 262",
      "none",
      `stroke="${CREAM}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"`,
    ) +
    [
      [372, 150, GOLD],
      [430, 178, TERRACOTTA],
      [356, 236, CREAM],
      [448, 250, GOLD],
      [400, 206, TERRACOTTA],
      [324, 276, TERRACOTTA],
      [470, 282, CREAM],
    ]
      .map(([x, y, c]) => circ(x as number, y as number, 8, c as string))
      .join("") +
    star(400, 58, 20, GOLD) +
    giftBox(246, 282, 60, 48, TERRACOTTA, GOLD) +
    giftBox(500, 290, 56, 40, CREAM, TERRACOTTA) +
    plant(furnitureInk(OLIVE, "#556B3A", GOLD), 700, FLOOR_Y, 0.55, 1),
  general: () =>
    path("M290 330V170A110 110 0 0 1 510 170V330Z", lighten("#F1E9DD", 0.55)) +
    confetti(53, [TERRACOTTA, GOLD, OLIVE], 30) +
    sparkle(270, 120, 16, GOLD) +
    sparkle(540, 96, 12, TERRACOTTA) +
    sparkle(560, 200, 9, OLIVE) +
    ell(400, FLOOR_Y + 2, 130, 9, darken("#E5D7C3", 0.1)) +
    giftBox(318, 196, 164, 134, TERRACOTTA, GOLD) +
    giftBox(470, 268, 70, 62, OLIVE, CREAM) +
    plant(furnitureInk(OLIVE, "#556B3A", GOLD), 160, FLOOR_Y, 0.7, 0) +
    plant(furnitureInk(OLIVE, "#556B3A", GOLD), 660, FLOOR_Y, 0.5, 1),
  girl: () =>
    confetti(67, [ROSE, GOLD, "#E9A3A0"], 34) +
    heart(150, 110, 0.38, ROSE) +
    heart(660, 210, 0.3, "#E9A3A0") +
    heart(700, 90, 0.22, TERRACOTTA) +
    // a butterfly
    group(
      ell(-16, -10, 18, 24, "#E9A3A0", 'transform="rotate(-25 -16 -10)"') +
        ell(16, -10, 18, 24, "#E9A3A0", 'transform="rotate(25 16 -10)"') +
        ell(-12, 14, 12, 14, GOLD) +
        ell(12, 14, 12, 14, GOLD) +
        rr(-3, -20, 6, 40, 3, "#5A3B2A"),
      "translate(600 120) rotate(12)",
    ) +
    // a bouquet in a vase
    [
      [330, 140, -30],
      [372, 108, -10],
      [430, 104, 12],
      [470, 146, 28],
      [400, 150, 0],
    ]
      .map(([x, y]) =>
        path(`M400 250Q${(400 + x!) / 2} ${y! + 60} ${x} ${y}`, "none", `stroke="${OLIVE}" stroke-width="4"`),
      )
      .join("") +
    ell(350, 200, 12, 26, OLIVE, 'transform="rotate(-40 350 200)"') +
    ell(452, 196, 12, 26, OLIVE, 'transform="rotate(40 452 196)"') +
    flower(330, 140, 16, ROSE, GOLD) +
    flower(372, 108, 18, "#E9A3A0", TERRACOTTA) +
    flower(430, 104, 17, GOLD, TERRACOTTA) +
    flower(470, 146, 15, ROSE, CREAM) +
    flower(400, 150, 14, CREAM, GOLD) +
    path(
      "M372 236H428L434 256Q470 284 452 316Q444 330 426 330H374Q356 330 348 316Q330 284 366 256Z",
      TERRACOTTA,
    ) +
    path(
      "M366 262Q346 284 352 308",
      "none",
      'stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"',
    ) +
    rr(366, 230, 68, 12, 5, darken(TERRACOTTA, 0.15)),
  couples: () => {
    const hers = furnitureInk(ROSE, darken(ROSE, 0.22), GOLD);
    const his = furnitureInk("#8FAA8A", "#6C8868", TERRACOTTA);
    return (
      confetti(71, [ROSE, GOLD], 18) +
      heart(400, 110, 0.9, TERRACOTTA) +
      heart(330, 70, 0.32, ROSE) +
      heart(470, 64, 0.26, GOLD) +
      ell(400, FLOOR_Y + 2, 300, 9, darken("#E7C8B7", 0.08)) +
      place(armchairItem(hers), 240, FLOOR_Y, 0.42) +
      group(place(armchairItem(his), 240, FLOOR_Y, 0.42), "translate(800 0) scale(-1 1)") +
      // a small round table with two cups
      rr(394, 268, 12, 62, 3, "#7A4E2D") +
      ell(400, 268, 44, 8, "#8E5C36") +
      rr(376, 246, 16, 20, 4, CREAM) +
      rr(408, 246, 16, 20, 4, CREAM) +
      path("M392 250q8 0 8 6t-8 6M424 250q8 0 8 6t-8 6", "none", `stroke="${CREAM}" stroke-width="3"`)
    );
  },
  "new-baby": () => {
    const crescent = "M0 -26A26 26 0 1 0 0 26A20 26 0 1 1 0 -26Z";
    return (
      confetti(83, [GOLD, "#FFFFFF", "#9DB8A0"], 30) +
      // the mobile
      line(400, 0, 400, 40, "#7A4E2D", 3) +
      path("M300 58Q400 26 500 58", "none", 'stroke="#7A4E2D" stroke-width="5" stroke-linecap="round"') +
      line(310, 56, 310, 96, "#7A4E2D", 1.5) +
      line(365, 44, 365, 120, "#7A4E2D", 1.5) +
      line(435, 44, 435, 104, "#7A4E2D", 1.5) +
      line(490, 56, 490, 90, "#7A4E2D", 1.5) +
      group(path(crescent, GOLD), "translate(310 118) rotate(-20)") +
      star(365, 136, 16, ROSE) +
      cloud(435, 120, 0.42) +
      star(490, 104, 12, "#9DB8A0") +
      // the crib
      rr(262, 190, 16, 140, 6, "#A8744A") +
      rr(522, 190, 16, 140, 6, "#A8744A") +
      rr(270, 198, 260, 12, 6, "#A8744A") +
      rr(276, 262, 248, 30, 8, CREAM) +
      path("M300 262Q340 236 400 250T500 262V292H300Z", "#E9A3A0") +
      Array.from({ length: 11 }, (_, i) => rr(290 + i * 21, 210, 6, 52, 3, "#C49A6C")).join("") +
      rr(270, 292, 260, 12, 6, "#A8744A") +
      // a teddy bear
      group(
        ell(0, 0, 30, 34, "#C49A6C") +
          circ(0, -46, 24, "#C49A6C") +
          circ(-18, -64, 9, "#A8744A") +
          circ(18, -64, 9, "#A8744A") +
          ell(0, -40, 10, 8, "#E8D2B4") +
          circ(-8, -50, 3, "#3A2A20") +
          circ(8, -50, 3, "#3A2A20") +
          ell(-26, 28, 12, 9, "#A8744A") +
          ell(26, 28, 12, 9, "#A8744A"),
        `translate(640 ${FLOOR_Y - 36})`,
      )
    );
  },
};

/** The motif of a theme, without the backdrop. */
export const giftCardMotif = (theme: GiftCardTheme): string => MOTIFS[theme]();
