/** Colour names for the art palettes (same order as PALETTES in ../art/kinds.ts). */
const PALETTE_COLOURS: Array<{ en: string; ar: string }> = [
  { en: "Terracotta", ar: "تيراكوتا" },
  { en: "Sage green", ar: "أخضر مريمية" },
  { en: "Navy blue", ar: "أزرق كحلي" },
  { en: "Mustard", ar: "خردلي" },
  { en: "Blush pink", ar: "وردي فاتح" },
  { en: "Charcoal", ar: "رمادي فحمي" },
  { en: "Cream", ar: "كريمي" },
  { en: "Olive", ar: "زيتوني" },
  { en: "Teal", ar: "أزرق مخضر" },
  { en: "Rust", ar: "بني محمر" },
];

export function colourAt(index: number): { en: string; ar: string } {
  const n = PALETTE_COLOURS.length;
  return PALETTE_COLOURS[((index % n) + n) % n]!;
}
