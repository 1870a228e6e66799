/**
 * The storefront's cut font files (decision 0095): IBM Plex Sans Arabic's faces kept to the Arabic
 * and the Latin an Arabic page writes, the Arabic words of the English pages' language link in a
 * face of their own, and IBM Plex Sans's Latin faces; every one without hinting and without the
 * glyphs only optional features reach (decision 0102).
 * Made from the installed @fontsource files with harfbuzz; the output is committed in
 * apps/storefront/app/fonts/ and a test checks it is what this script makes.
 * Usage: npx node scripts/subset-fonts.ts (after upgrading @fontsource or changing the words).
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
/** Where @fontsource's package of a family is (`ibm-plex-sans-arabic`, `ibm-plex-sans`). */
export const fontsourcePackage = (pkg: string) => dirname(require.resolve(`@fontsource/${pkg}/package.json`));
/** Its font files. */
export const fontsourceFiles = (pkg: string) => join(fontsourcePackage(pkg), "files");
export const FONTS_DIR = join(import.meta.dirname, "../apps/storefront/app/fonts");

/** The code points of a CSS unicode-range list (U+0600-06FF,U+200C,…). */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

/**
 * Arabic as the store writes it (decision 0100): the Arabic alphabet's punctuation, letters,
 * harakat (with maddah and hamza above and below), superscript alef, Arabic-Indic digits and their
 * signs; the loan letters of Egyptian and Gulf writing (پ چ ژ ڤ ک گ ی); and the joiners,
 * direction marks and punctuation @fontsource's Arabic file draws outside the block.
 */
const ARABIC_RANGE =
  "U+060C,U+061B-061C,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+200C-200F,U+2010-2011,U+204F,U+2E41";

/**
 * The Latin an Arabic page writes: ASCII (digits, the currency codes, codes like FREESHIP) and the
 * punctuation the messages and the layout use (©, ›, −). Any other Latin character falls to IBM
 * Plex Sans's face.
 */
const ARABIC_PAGES_LATIN_RANGE =
  "U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+2212";

/** The language link's Arabic words on English pages (locale-switchers.tsx, header.switchToArabic). */
export const LANGUAGE_NAME_WORDS = ["عربي", "العربية"];

/** A unicode-range of the distinct characters of `words`. */
function rangeOf(words: string[]): string {
  const points = [...new Set([...words.join("")].map((ch) => ch.codePointAt(0)!))].sort((a, b) => a - b);
  return points.map((p) => `U+${p.toString(16).toUpperCase().padStart(4, "0")}`).join(",");
}

const LANGUAGE_NAME_RANGE = rangeOf(LANGUAGE_NAME_WORDS);

/**
 * IBM Plex Sans's Latin range as @fontsource declares it (Latin-1, general punctuation, € ™ …):
 * English pages write names and reviews with accents.
 */
const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The layout features a browser applies to Arabic and Latin text without CSS asking (decision
 * 0102): composition, local forms, Arabic's joining forms and required ligatures, contextual
 * alternates, standard ligatures, kerning, mark and cursive positioning. The glyphs only other
 * features reach (fractions, numerators, denominators) are left out.
 */
export const BROWSER_FEATURES = [
  "ccmp",
  "locl",
  "rlig",
  "calt",
  "liga",
  "clig",
  "isol",
  "init",
  "medi",
  "fina",
  "kern",
  "mark",
  "mkmk",
  "curs",
  "rvrn",
];

interface CutFont {
  file: string;
  /** The @fontsource package and file it is cut from. */
  pkg: "ibm-plex-sans-arabic" | "ibm-plex-sans";
  from: string;
  range: string;
}

export const CUT_FONTS: CutFont[] = [
  {
    file: "ibm-plex-sans-arabic-arabic-400.woff2",
    pkg: "ibm-plex-sans-arabic",
    from: "ibm-plex-sans-arabic-arabic-400-normal.woff2",
    range: ARABIC_RANGE,
  },
  {
    file: "ibm-plex-sans-arabic-arabic-600.woff2",
    pkg: "ibm-plex-sans-arabic",
    from: "ibm-plex-sans-arabic-arabic-600-normal.woff2",
    range: ARABIC_RANGE,
  },
  {
    file: "ibm-plex-sans-arabic-latin-400.woff2",
    pkg: "ibm-plex-sans-arabic",
    from: "ibm-plex-sans-arabic-latin-400-normal.woff2",
    range: ARABIC_PAGES_LATIN_RANGE,
  },
  {
    file: "ibm-plex-sans-arabic-latin-600.woff2",
    pkg: "ibm-plex-sans-arabic",
    from: "ibm-plex-sans-arabic-latin-600-normal.woff2",
    range: ARABIC_PAGES_LATIN_RANGE,
  },
  {
    file: "language-name-ar.woff2",
    pkg: "ibm-plex-sans-arabic",
    from: "ibm-plex-sans-arabic-arabic-600-normal.woff2",
    range: LANGUAGE_NAME_RANGE,
  },
  {
    file: "ibm-plex-sans-latin-400.woff2",
    pkg: "ibm-plex-sans",
    from: "ibm-plex-sans-latin-400-normal.woff2",
    range: LATIN_RANGE,
  },
  {
    file: "ibm-plex-sans-latin-600.woff2",
    pkg: "ibm-plex-sans",
    from: "ibm-plex-sans-latin-600-normal.woff2",
    range: LATIN_RANGE,
  },
];

/** The bytes of one cut file, as harfbuzz makes them (the same every time for the same input). */
export async function cut(font: CutFont): Promise<Buffer> {
  const source = await readFile(join(fontsourceFiles(font.pkg), font.from));
  const text = String.fromCodePoint(...codePointsOf(font.range));
  return subsetFont(source, text, { targetFormat: "woff2", keepFeatures: BROWSER_FEATURES, noHinting: true });
}

if (import.meta.main) {
  for (const font of CUT_FONTS) {
    const bytes = await cut(font);
    await writeFile(join(FONTS_DIR, font.file), bytes);
    console.log(`${font.file}: ${bytes.length} bytes (${font.from})`);
  }
}
