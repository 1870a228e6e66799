/** subset-font 2 (decision 0095): harfbuzz's subsetter for a font file's bytes. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      noLayoutClosure?: boolean;
      /** Only these layout features (by default every one the font has). */
      keepFeatures?: string[];
      /** Drop TrueType hinting (fpgm, prep, cvt and the glyphs' instructions). */
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}

/** fontverter 2: converts between font containers (woff2 to sfnt for harfbuzz's reader). */
declare module "fontverter" {
  export function convert(font: Buffer | Uint8Array, to: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
