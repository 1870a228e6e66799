/**
 * Colour options as swatches (decision 0069): which option property is a colour, and the colour
 * a name stands for. The catalogue stores colour names only (features.value / ar_value); a name
 * this table does not know gets no swatch (the storefront shows a neutral chip with the name).
 */

/** English and Arabic names (lower case) → hex. The demo palettes first (seed/art/kinds.ts). */
const SWATCHES: Array<[hex: string, names: string[]]> = [
  ["#C4673F", ["terracotta", "تيراكوتا"]],
  ["#8FAA8A", ["sage green", "sage", "أخضر مريمية"]],
  ["#2F4A6D", ["navy blue", "navy", "أزرق كحلي", "كحلي"]],
  ["#D8A33A", ["mustard", "خردلي"]],
  ["#E2B1A7", ["blush pink", "blush", "وردي فاتح"]],
  ["#4B4B4E", ["charcoal", "رمادي فحمي", "فحمي"]],
  ["#EFE6D6", ["cream", "كريمي"]],
  ["#6E7B3A", ["olive", "زيتوني"]],
  ["#2F7A78", ["teal", "أزرق مخضر"]],
  ["#A8502E", ["rust", "بني محمر"]],
  ["#FFFFFF", ["white", "أبيض"]],
  ["#1F1B16", ["black", "أسود"]],
  ["#9A9690", ["grey", "gray", "رمادي"]],
  ["#D9C7A8", ["beige", "بيج"]],
  ["#7A5230", ["brown", "بني"]],
  ["#C49A6C", ["natural", "natural wood", "طبيعي", "خشبي"]],
  ["#F3EEE2", ["ivory", "off-white", "عاجي", "أوف وايت"]],
  ["#4F7A45", ["green", "أخضر"]],
  ["#2E5C9A", ["blue", "أزرق"]],
  ["#B42318", ["red", "أحمر"]],
  ["#E3B23C", ["yellow", "أصفر"]],
  ["#E59AA8", ["pink", "وردي"]],
  ["#D9772B", ["orange", "برتقالي"]],
  ["#6B4C8A", ["purple", "بنفسجي"]],
  ["#C9A54C", ["gold", "ذهبي"]],
  ["#BFC3C7", ["silver", "فضي"]],
];

const BY_NAME = new Map(SWATCHES.flatMap(([hex, names]) => names.map((n) => [n, hex] as const)));

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The hex colour of a colour name in either language, or null when unknown. */
export function swatchOf(name: string, arName = ""): string | null {
  return BY_NAME.get(key(name)) ?? BY_NAME.get(key(arName)) ?? null;
}

/** Whether an option property is the product's colour ("Color", "Colour", "اللون"). */
export function isColourProperty(property: string, arProperty = ""): boolean {
  return /^colou?rs?$/i.test(property.trim()) || arProperty.trim() === "اللون";
}
