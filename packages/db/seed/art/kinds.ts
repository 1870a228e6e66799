/** Furniture kinds and colour palettes for the generated demo imagery (no text, no fonts, no network). */

/**
 * Every kind of picture, with the products it shows (lower-case English "<adj> <noun>" of the
 * product templates it stands for). A template's kind must show that template: the tests check it.
 */
export const KIND_SHOWS = {
  sofa: ["three-seater sofa"],
  "two-seater-sofa": ["two-seater sofa"],
  "corner-sofa": ["corner sofa"],
  armchair: ["lounge armchair"],
  wingback: ["wingback armchair"],
  "coffee-table": ["round coffee table"],
  "nesting-tables": ["nesting coffee tables"],
  "side-table": ["side table"],
  "tv-unit": ["tv unit"],
  bed: ["king-size bed", "queen-size bed"],
  wardrobe: ["three-door wardrobe"],
  nightstand: ["nightstand"],
  "dressing-table": ["dressing table"],
  bench: ["upholstered bench"],
  "dining-table": ["six-seater dining table", "extendable dining table"],
  "dining-chair": ["dining chair"],
  sideboard: ["sideboard"],
  "bar-stool": ["counter stool"],
  desk: ["writing desk"],
  "office-chair": ["office chair"],
  bookcase: ["five-shelf bookcase"],
  "drawer-unit": ["drawer unit"],
  "lounge-set": ["garden lounge set"],
  "outdoor-chair": ["balcony chair"],
  "outdoor-table": ["outdoor dining table"],
  "sun-lounger": ["sun lounger"],
  planter: ["planter"],
  "floor-lamp": ["floor lamp"],
  "table-lamp": ["table lamp"],
  "pendant-lamp": ["pendant light"],
  "wall-lamp": ["wall light"],
  rug: ["hand-knotted rug"],
  runner: ["runner"],
  kilim: ["kilim"],
  "outdoor-rug": ["outdoor rug"],
  "wall-shelf": ["wall-mounted shelf"],
  "glass-cabinet": ["glass-door cabinet"],
  "shoe-cabinet": ["shoe cabinet"],
  basket: ["storage basket"],
  "kids-bed": ["kids bed"],
  "kids-desk": ["kids desk"],
  "toy-storage": ["toy storage shelf"],
  "kids-chair": ["mini armchair"],
  mirror: ["arched wall mirror"],
  vase: ["vase"],
  lantern: ["lantern"],
  tray: ["serving tray"],
  dinnerware: ["dinner set"],
  serveware: ["serving bowl set"],
  cookware: ["cooking pot set"],
  mugs: ["mugs"],
  curtain: ["curtains"],
  cushion: ["embroidered cushion"],
  throw: ["woven throw"],
  bedding: ["duvet cover set"],
  vanity: ["vanity unit"],
  "round-mirror": ["round bathroom mirror"],
  towels: ["towels"],
  "bath-set": ["bathroom set"],
} as const satisfies Record<string, readonly string[]>;

export type FurnitureKind = keyof typeof KIND_SHOWS;

export const FURNITURE_KINDS = Object.keys(KIND_SHOWS) as FurnitureKind[];

export interface Palette {
  /** Stable slug, handy for alt texts / debugging. */
  name: string;
  /** Soft pastel wall / background colour. */
  bg: string;
  /** Main fabric / paint colour. */
  main: string;
  /** Darker shade of the main colour (sides, piping, folds). */
  shade: string;
  /** Wood / leg / metal colour. */
  wood: string;
  /** Accent colour (throw pillows, handles, small objects). */
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: "terracotta-walnut",
    bg: "#F6E6DA",
    main: "#C4673F",
    shade: "#9E4C2C",
    wood: "#6B4226",
    accent: "#E9C46A",
  },
  { name: "sage-oak", bg: "#E6ECE1", main: "#8FAA8A", shade: "#6C8868", wood: "#C49A6C", accent: "#E3A68C" },
  {
    name: "navy-brass",
    bg: "#E4E9F0",
    main: "#2F4A6D",
    shade: "#1F3450",
    wood: "#C29A45",
    accent: "#E07A5F",
  },
  {
    name: "mustard-beech",
    bg: "#F5EEDB",
    main: "#D8A33A",
    shade: "#B0822A",
    wood: "#D5B084",
    accent: "#3F6E6A",
  },
  {
    name: "blush-whiteoak",
    bg: "#F7E8E4",
    main: "#E2B1A7",
    shade: "#C48F85",
    wood: "#D6BB90",
    accent: "#5F8069",
  },
  {
    name: "charcoal-blackmetal",
    bg: "#ECE9E4",
    main: "#4B4B4E",
    shade: "#333336",
    wood: "#232324",
    accent: "#C9A165",
  },
  {
    name: "cream-boucle-walnut",
    bg: "#DCE3E0",
    main: "#EFE6D6",
    shade: "#D2C4AC",
    wood: "#5E3B24",
    accent: "#B4532A",
  },
  {
    name: "olive-teak",
    bg: "#EFEDE1",
    main: "#6E7B3A",
    shade: "#545F29",
    wood: "#A0642E",
    accent: "#E8B04B",
  },
  {
    name: "teal-rattan",
    bg: "#F3EDE3",
    main: "#2F7A78",
    shade: "#1F5D5B",
    wood: "#C89B5E",
    accent: "#E9A23B",
  },
  { name: "rust-ash", bg: "#F1E9E1", main: "#A8502E", shade: "#823B20", wood: "#D9C7A8", accent: "#2F4A6D" },
];

export function paletteAt(index: number): Palette {
  const n = PALETTES.length;
  return PALETTES[((Math.trunc(index) % n) + n) % n]!;
}
