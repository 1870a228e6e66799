/** Shared drawing kit: colour maths, primitives, accents (plant, frame, window) and scene composition. */
import type { FurnitureKind, Palette } from "./kinds.ts";

/** Item drawings use an 800x800 space with the floor at y = FLOOR, centred on x = 400. */
export const FLOOR = 620;

function parse(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function hex2(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");
}

/** Linear mix of two colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return `#${hex2(x[0] + (y[0] - x[0]) * t)}${hex2(x[1] + (y[1] - x[1]) * t)}${hex2(x[2] + (y[2] - x[2]) * t)}`.toUpperCase();
}
export const lighten = (c: string, t: number) => mix(c, "#FFFFFF", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

/** Colours derived from a palette for one view. Fabric / wood fills become textures in the close-up view. */
export interface Ink {
  bg: string;
  wall: string;
  floor: string;
  floorLine: string;
  main: string;
  mainLight: string;
  shade: string;
  dark: string;
  wood: string;
  woodLight: string;
  woodDark: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  white: string;
  linen: string;
  metal: string;
  leaf: string;
  leafDark: string;
  pot: string;
  shadow: string;
  /** main colour, or a woven texture in the close-up view */
  fab: string;
  /** shade colour, or a woven texture in the close-up view */
  fabShade: string;
  /** wood colour, or a grain texture in the close-up view */
  grain: string;
}

export function ink(p: Palette, view: number): Ink {
  const close = view === 2;
  return {
    bg: p.bg,
    wall: p.bg,
    floor: mix(p.bg, p.wood, 0.22),
    floorLine: mix(p.bg, p.wood, 0.4),
    main: p.main,
    mainLight: mix(p.main, "#FFFFFF", 0.18),
    shade: p.shade,
    dark: darken(p.shade, 0.25),
    wood: p.wood,
    woodLight: lighten(p.wood, 0.22),
    woodDark: darken(p.wood, 0.28),
    accent: p.accent,
    accentDark: darken(p.accent, 0.2),
    accentLight: lighten(p.accent, 0.35),
    white: "#FBF8F3",
    linen: "#EEE7DC",
    metal: "#2B2A29",
    leaf: "#5F8456",
    leafDark: "#466A41",
    pot: mix("#D9CBB8", p.bg, 0.3),
    shadow: darken(p.bg, 0.14),
    fab: close ? "url(#fab)" : p.main,
    fabShade: close ? "url(#fabS)" : p.shade,
    grain: close ? "url(#grain)" : p.wood,
  };
}

/** Texture tile size: librsvg paints a pattern tile by tile, so big tiles make the close-up ~8x faster. */
const TILE = 256;

function weave(id: string, base: string, across: string, along: string): string {
  let h = "";
  let v = "";
  for (let i = 0; i < TILE; i += 8) {
    h += `M0 ${i + 2}h${TILE}M0 ${i + 6}h${TILE}`;
    v += `M${i + 2} 0v${TILE}M${i + 6} 0v${TILE}`;
  }
  return `<pattern id="${id}" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><rect width="${TILE}" height="${TILE}" fill="${base}"/><path d="${h}" stroke="${across}" stroke-width="1.2"/><path d="${v}" stroke="${along}" stroke-width="1"/></pattern>`;
}

/** Texture patterns used in the close-up view. */
function textureDefs(p: Palette): string {
  const w = p.wood;
  return `<defs>
${weave("fab", p.main, darken(p.main, 0.08), lighten(p.main, 0.1))}
${weave("fabS", p.shade, darken(p.shade, 0.1), lighten(p.shade, 0.08))}
<pattern id="grain" width="60" height="14" patternUnits="userSpaceOnUse"><rect width="60" height="14" fill="${w}"/><path d="M0 4c15-3 30 3 60 0M0 10c20 2 40-3 60 1" fill="none" stroke="${darken(w, 0.12)}" stroke-width="1.4"/></pattern>
</defs>`;
}

/** How one kind is drawn: the bare item, how it sits in the scenes, and its companions in a banner. */
export interface KindArt {
  /** The item alone in the 800 space (floor at FLOOR, centred on x = 400). */
  item: (c: Ink, p: Palette) => string;
  scene: SceneOptions;
  /** Pieces standing left and right of it in a banner room scene. */
  with: readonly [FurnitureKind, FurnitureKind];
}

/** The drawing of one kind in a given palette and view. */
export function drawKind(art: KindArt, p: Palette, view: number): string {
  return scene(p, view, art.item(ink(p, view), p), art.scene);
}

// ---------- primitives ----------

export function rr(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
export function poly(points: Array<[number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
export function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
export function circ(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  extra = "",
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra ? ` ${extra}` : ""}/>`;
}
/** Tapered leg from a top centre point to a bottom centre point. */
export function leg(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  wTop: number,
  wBottom: number,
  fill: string,
): string {
  return poly(
    [
      [x1 - wTop / 2, y1],
      [x1 + wTop / 2, y1],
      [x2 + wBottom / 2, y2],
      [x2 - wBottom / 2, y2],
    ],
    fill,
  );
}
export function group(inner: string, transform: string): string {
  return `<g transform="${transform}">${inner}</g>`;
}
/** Place an item drawn in the 800 space (floor at FLOOR, centre x 400) at (cx, floorY) with scale s. */
export function place(inner: string, cx: number, floorY: number, s: number): string {
  return group(inner, `translate(${r2(cx - 400 * s)} ${r2(floorY - FLOOR * s)}) scale(${s})`);
}
const r2 = (n: number) => Math.round(n * 100) / 100;

export function floorShadow(cx: number, y: number, rx: number, c: Ink, ry = 16): string {
  return ell(cx, y, rx, ry, c.shadow, 'opacity="0.55"');
}

// ---------- accents ----------

/** Potted plant standing on floorY at x, scale s (about 260 px tall at s = 1). */
export function plant(c: Ink, x: number, floorY: number, s = 1, variant = 0): string {
  const leaves =
    variant % 2 === 0
      ? [
          [-8, -150, -35, 34, 80],
          [10, -170, 20, 30, 90],
          [-40, -110, -60, 28, 70],
          [40, -120, 55, 28, 72],
          [0, -200, 0, 26, 70],
          [-28, -185, -25, 24, 62],
          [30, -190, 30, 24, 60],
        ]
      : [
          [-30, -130, -40, 46, 60],
          [30, -140, 40, 46, 62],
          [0, -190, 0, 50, 64],
          [-5, -110, -10, 40, 48],
        ];
  let g = "";
  leaves.forEach(([lx, ly, rot, rx, ry], i) => {
    g += line(0, -70, lx! * 0.6, ly! + (ry! as number) * 0.6, c.leafDark, 4);
    g += ell(
      lx!,
      ly!,
      rx! * 0.55,
      ry! * 0.6,
      i % 2 ? c.leaf : c.leafDark,
      `transform="rotate(${rot} ${lx} ${ly})"`,
    );
  });
  const pot =
    path("M-48 -80 L48 -80 L38 0 L-38 0 Z", c.pot) +
    rr(-54, -92, 108, 16, 6, darken(c.pot, 0.08)) +
    ell(0, 2, 58, 7, c.shadow, 'opacity="0.5"');
  return group(g + pot, `translate(${x} ${floorY}) scale(${s})`);
}

/** Framed abstract print with top-left corner (x, y), size w x h. */
export function frame(c: Ink, x: number, y: number, w: number, h: number, variant = 0): string {
  const inset = Math.round(w * 0.12);
  const ix = x + inset;
  const iy = y + inset;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  let art = rr(ix, iy, iw, ih, 0, lighten(c.bg, 0.5));
  if (variant % 3 === 0) {
    art += circ(ix + iw * 0.65, iy + ih * 0.38, iw * 0.2, c.accent);
    art += path(
      `M${ix} ${iy + ih} L${ix} ${iy + ih * 0.72} Q${ix + iw * 0.35} ${iy + ih * 0.45} ${ix + iw * 0.6} ${iy + ih * 0.7} T${ix + iw} ${iy + ih * 0.62} L${ix + iw} ${iy + ih} Z`,
      c.main,
    );
  } else if (variant % 3 === 1) {
    art += path(
      `M${ix} ${iy + ih} L${ix} ${iy + ih * 0.35} A${iw / 2} ${iw / 2} 0 0 1 ${ix + iw} ${iy + ih * 0.35} L${ix + iw} ${iy + ih} Z`,
      c.accentLight,
    );
    art += rr(ix + iw * 0.2, iy + ih * 0.55, iw * 0.6, ih * 0.45, 0, c.main);
  } else {
    art += line(ix + iw * 0.5, iy + ih * 0.9, ix + iw * 0.5, iy + ih * 0.2, c.leafDark, 3);
    for (let i = 0; i < 4; i++) {
      const yy = iy + ih * (0.3 + i * 0.15);
      art += ell(
        ix + iw * 0.38,
        yy,
        iw * 0.12,
        ih * 0.05,
        c.leaf,
        `transform="rotate(-30 ${ix + iw * 0.38} ${yy})"`,
      );
      art += ell(
        ix + iw * 0.62,
        yy + 8,
        iw * 0.12,
        ih * 0.05,
        c.leaf,
        `transform="rotate(30 ${ix + iw * 0.62} ${yy + 8})"`,
      );
    }
  }
  return (
    rr(x + 6, y + 8, w, h, 2, c.shadow, 'opacity="0.5"') +
    rr(x, y, w, h, 3, c.woodDark) +
    rr(x + 8, y + 8, w - 16, h - 16, 0, c.white) +
    art
  );
}

/** Window with a sky and a soft hill. */
export function windowPane(c: Ink, x: number, y: number, w: number, h: number): string {
  const sky = mix("#CFE3EC", c.bg, 0.25);
  return (
    rr(x - 10, y - 10, w + 20, h + 20, 4, c.white) +
    rr(x, y, w, h, 0, sky) +
    path(
      `M${x} ${y + h} L${x} ${y + h * 0.7} Q${x + w * 0.4} ${y + h * 0.52} ${x + w} ${y + h * 0.72} L${x + w} ${y + h} Z`,
      mix(c.leaf, sky, 0.45),
    ) +
    rr(x + w / 2 - 4, y, 8, h, 0, c.white) +
    rr(x, y + h * 0.45, w, 8, 0, c.white) +
    rr(x - 18, y + h + 8, w + 36, 12, 3, lighten(c.floorLine, 0.3))
  );
}

// ---------- scenes ----------

interface SceneOptions {
  /** Half width of the floor shadow in the hero view (0 = none). */
  shadow: number;
  /** Focus point for the close-up view. */
  focus: [number, number];
  zoom?: number;
  /** Tall items: no wall frame in the accent view. */
  tall?: boolean;
  /** Item hangs on the wall (curtain): sits on the skirting in the room view. */
  wall?: boolean;
  /** Flat on the floor (rug): squashed into perspective in the room view. */
  flat?: boolean;
  /** Side where the accent plant goes in view 3. */
  plantSide?: "left" | "right";
}

function heroBackdrop(c: Ink): string {
  return (
    `<rect width="800" height="800" fill="${c.bg}"/>` +
    `<rect y="${FLOOR}" width="800" height="${800 - FLOOR}" fill="${mix(c.bg, c.floor, 0.45)}"/>` +
    `<rect y="${FLOOR - 1}" width="800" height="2" fill="${c.floorLine}" opacity="0.45"/>`
  );
}

function roomBackdrop(c: Ink, floorY: number, withWindow: boolean): string {
  const side = darken(c.bg, 0.06);
  let g = `<rect width="800" height="800" fill="${c.bg}"/>`;
  g += poly(
    [
      [0, 0],
      [110, 0],
      [110, floorY],
      [0, floorY + 70],
    ],
    side,
  );
  g += poly(
    [
      [0, floorY + 70],
      [110, floorY],
      [800, floorY],
      [800, 800],
      [0, 800],
    ],
    c.floor,
  );
  for (let i = 1; i < 6; i++) {
    const y = floorY + i * i * 7 + i * 10;
    g += `<rect x="0" y="${y}" width="800" height="2" fill="${c.floorLine}" opacity="0.35"/>`;
  }
  g += rr(110, floorY - 14, 690, 14, 0, lighten(c.bg, 0.45));
  if (withWindow) g += windowPane(c, 560, 150, 160, 210);
  return g;
}

/** Compose an item (drawn in the 800 space) into the scene for a given view. */
function scene(p: Palette, view: number, item: string, o: SceneOptions): string {
  const c = ink(p, view);
  const v = ((view % 4) + 4) % 4;
  if (v === 0) {
    return heroBackdrop(c) + (o.shadow ? floorShadow(400, FLOOR + 2, o.shadow, c) : "") + item;
  }
  if (v === 1) {
    const wallBase = 560;
    if (o.flat) {
      const flatItem = group(item, `translate(450 ${wallBase + 125}) scale(1.05 0.3) translate(-400 -410)`);
      return roomBackdrop(c, wallBase, true) + flatItem + plant(c, 150, wallBase + 60, 0.8, 1);
    }
    if (o.wall) {
      return (
        roomBackdrop(c, wallBase, false) +
        place(item, 450, wallBase, 0.78) +
        plant(c, 700, wallBase + 90, 0.8, 0)
      );
    }
    const s = o.tall ? 0.72 : 0.68;
    const cx = 460;
    const fy = wallBase + 90;
    return (
      roomBackdrop(c, wallBase, !o.tall) +
      (o.shadow ? floorShadow(cx, fy + 2, o.shadow * s, c, 12) : "") +
      place(item, cx, fy, s) +
      (o.tall ? plant(c, 720, fy + 30, 0.75, 1) : "")
    );
  }
  if (v === 2) {
    const z = o.zoom ?? 2.4;
    const [fx, fy] = o.focus;
    return (
      textureDefs(p) +
      `<rect width="800" height="800" fill="${c.bg}"/>` +
      group(
        heroBackdrop(c) + (o.shadow ? floorShadow(400, FLOOR + 2, o.shadow, c) : "") + item,
        `translate(400 400) scale(${z}) translate(${-fx} ${-fy})`,
      )
    );
  }
  // v === 3: item with a plant and (for low items) a framed print
  const right = (o.plantSide ?? "right") === "right";
  const s = 0.8;
  const cx = right ? 350 : 450;
  const fy = 660;
  let g =
    `<rect width="800" height="800" fill="${c.bg}"/>` +
    `<rect y="${fy}" width="800" height="${800 - fy}" fill="${mix(c.bg, c.floor, 0.6)}"/>` +
    `<rect y="${fy - 1}" width="800" height="2" fill="${c.floorLine}" opacity="0.45"/>`;
  if (!o.tall) g += frame(c, right ? 270 : 360, 70, 170, 170, p.name.length);
  if (o.flat) {
    g += group(item, `translate(${cx} ${fy + 68}) scale(1 0.22) translate(-400 -410)`);
  } else {
    g += (o.shadow ? floorShadow(cx, fy + 2, o.shadow * s, c, 13) : "") + place(item, cx, fy, s);
  }
  g += plant(c, right ? 680 : 120, fy + 6, 1.05, p.name.length + 1);
  return g;
}

/** A throw pillow of the given size, centred at (x, y) and turned by rot degrees. */
export function throwPillow(
  x: number,
  y: number,
  size: number,
  rot: number,
  fill: string,
  piping: string,
): string {
  const h = size / 2;
  const d = `M${-h} ${-h + 6} Q0 ${-h + 16} ${h} ${-h + 6} Q${h - 10} 0 ${h} ${h - 6} Q0 ${h - 16} ${-h} ${h - 6} Q${-h + 10} 0 ${-h} ${-h + 6} Z`;
  return group(
    path(d, fill, `stroke="${piping}" stroke-width="3" stroke-linejoin="round"`) + circ(0, 0, 4, piping),
    `translate(${x} ${y}) rotate(${rot})`,
  );
}

/** A soft highlight stroke along a curve (top of a cushion, rim of a shade). */
export function gleam(d: string, colour: string, width = 6): string {
  return path(d, "none", `stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`);
}

/** A translucent white highlight along a curve (glaze on ceramics, gloss on metal). */
export function shine(d: string, width: number, opacity = 0.28): string {
  return path(
    d,
    "none",
    `stroke="#FFFFFF" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"`,
  );
}

/** A four-sided shape with horizontal top and bottom edges: top [left, right, y], bottom [left, right, y]. */
export function trap(
  top: [number, number, number],
  bottom: [number, number, number],
  fill: string,
  extra = "",
): string {
  return poly(
    [
      [top[0], top[2]],
      [top[1], top[2]],
      [bottom[1], bottom[2]],
      [bottom[0], bottom[2]],
    ],
    fill,
    extra,
  );
}
