import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { convert } from "fontverter";
import { Blob, Font, Face as HarfbuzzFace, Buffer as ShapingBuffer, shape } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import {
  BROWSER_FEATURES,
  CUT_FONTS,
  codePointsOf,
  cut,
  FONTS_DIR,
  fontsourceFiles,
  fontsourcePackage,
  LANGUAGE_NAME_WORDS,
} from "../../../scripts/subset-fonts.ts";
import { messagesFor } from "./lib/messages.server.ts";

/**
 * Decision 0094: every face the storefront declares says which characters it draws. Decision 0095:
 * the Arabic faces are cut to the Arabic block, the English pages' language link has its own face.
 */

interface Face {
  family: string;
  weight: string;
  files: string[];
  range: string | undefined;
}

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1] ?? "",
    weight: /font-weight:\s*([\d ]+);/.exec(body)?.[1] ?? "",
    files: [...body.matchAll(/url\("(?:@fontsource\/|\.\/fonts\/)([^"]+)"\)/g)].map((m) => m[1]!),
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim(),
  }));
}

/** The range @fontsource's whole-weight CSS gives the face `name` (e.g. ibm-plex-sans-latin-400-normal). */
function fontsourceRange(pkg: string, weight: string, name: string): string | undefined {
  const css = readFileSync(join(fontsourcePackage(pkg), `${weight}.css`), "utf8");
  const at = css.indexOf(`/* ${name} */`);
  return at < 0 ? undefined : /unicode-range:\s*([^;]+);/.exec(css.slice(at))?.[1]?.trim();
}

/** Whether a code point falls in a CSS unicode-range list (U+0600-06FF,U+200C,…). */
const covers = (range: string, codePoint: number) => codePointsOf(range).includes(codePoint);

const declared = faces(readFileSync(new URL("./fonts.css", import.meta.url), "utf8"));

describe("the storefront's font faces (decision 0094)", () => {
  it("declares every face with a cut file and the range it was cut to, IBM Plex Sans's with @fontsource's", () => {
    expect(declared.map((f) => `${f.family} ${f.weight}`).sort()).toEqual(
      [
        "IBM Plex Sans 400",
        "IBM Plex Sans 600",
        "IBM Plex Sans Arabic 400",
        "IBM Plex Sans Arabic 400",
        "IBM Plex Sans Arabic 600",
        "IBM Plex Sans Arabic 600",
        "Manzil Language Name 400 600",
      ].sort(),
    );
    for (const face of declared) {
      const cutFont = CUT_FONTS.find((c) => c.file === face.files[0]);
      expect(cutFont, `${face.family} ${face.weight}`).toBeDefined();
      expect(face.files).toEqual([cutFont!.file]);
      expect(face.range).toBe(cutFont!.range);
      if (face.family === "IBM Plex Sans")
        expect(face.range).toBe(
          fontsourceRange("ibm-plex-sans", face.weight, cutFont!.from.replace(/\.woff2$/, "")),
        );
    }
    expect(new Set(declared.map((f) => f.files[0])).size).toBe(CUT_FONTS.length);
  });

  it("draws Arabic with the Arabic family's Arabic face, and Latin with a Latin face of each family", () => {
    const arabicFace = (family: string, text: string) =>
      [...text.replaceAll(" ", "")].every((ch) =>
        declared.some(
          (f) =>
            f.family === family &&
            f.files[0]!.startsWith("ibm-plex-sans-arabic-arabic-4") &&
            covers(f.range!, ch.codePointAt(0)!),
        ),
      );
    expect(arabicFace("IBM Plex Sans Arabic", "منزل أثاث ومستلزمات منزلية")).toBe(true);
    for (const family of ["IBM Plex Sans", "IBM Plex Sans Arabic"]) {
      const latin = declared.filter((f) => f.family === family && f.files[0]!.includes("-latin-"));
      for (const ch of "EGP 1,234.50 Fri — “Manzil”…")
        expect(latin.every((f) => covers(f.range!, ch.codePointAt(0)!))).toBe(true);
      // The rating star is in no face: the system's font draws it without a download.
      expect(declared.some((f) => covers(f.range!, "★".codePointAt(0)!))).toBe(false);
    }
  });
});

/** The code points a woff2 file's character map holds (harfbuzz reads the sfnt inside). */
async function mappedCodePoints(woff2: Buffer): Promise<Set<number>> {
  return new Set((await harfbuzzFont(woff2)).face.collectUnicodes());
}

/**
 * Every character of the Arabic strings in the .ts files under `dir` (messages, the demo
 * catalogue): the string literals with an Arabic letter, without escapes and interpolations.
 */
function arabicStringCharactersIn(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const literal of text.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'/g) ?? []) {
      if (!/[\u0600-\u06FF]/.test(literal)) continue;
      const bare = literal
        .slice(1, -1)
        .replace(/\\[nt"'`\\]/g, " ")
        .replace(/\$\{[^}]*\}/g, " ");
      for (const ch of bare) if (ch !== "\n") found.add(ch);
    }
  }
  return found;
}

describe("the cut faces (decision 0095)", () => {
  it("are committed as scripts/subset-fonts.ts makes them from the installed @fontsource files", async () => {
    for (const font of CUT_FONTS) {
      const committed = readFileSync(join(FONTS_DIR, font.file));
      expect(Buffer.compare(committed, await cut(font)), `${font.file}: run scripts/subset-fonts.ts`).toBe(0);
    }
  });

  it("map exactly their ranges, and are much smaller than @fontsource's", async () => {
    for (const font of CUT_FONTS) {
      const committed = readFileSync(join(FONTS_DIR, font.file));
      const original = readFileSync(join(fontsourceFiles(font.pkg), font.from));
      const mapped = await mappedCodePoints(committed);
      const source = await mappedCodePoints(original);
      const wanted = codePointsOf(font.range).filter((p) => source.has(p));
      expect(
        [...mapped].sort((a, b) => a - b),
        font.file,
      ).toEqual(wanted);
      expect(committed.length).toBeLessThan(original.length * 0.75);
    }
  });

  it("draw every character of the Arabic messages and demo catalogue, and the language link's words", () => {
    const arabicFamily = declared.filter((f) => f.family === "IBM Plex Sans Arabic");
    const written = new Set([
      ...arabicStringCharactersIn(join(import.meta.dirname, "../../../packages/i18n/messages")),
      ...arabicStringCharactersIn(join(import.meta.dirname, "../../../packages/db/seed")),
    ]);
    expect(written.size).toBeGreaterThan(40);
    const undrawn = [...written].filter(
      (ch) => !arabicFamily.some((f) => covers(f.range!, ch.codePointAt(0)!)),
    );
    // The rating star is drawn by the system's font on purpose (decision 0094).
    expect(undrawn.filter((ch) => ch !== "★")).toEqual([]);
    const languageFace = declared.find((f) => f.family === "Manzil Language Name")!;
    for (const ch of LANGUAGE_NAME_WORDS.join(""))
      expect(covers(languageFace.range!, ch.codePointAt(0)!)).toBe(true);
  });
});

/** A woff2 file as harfbuzz's face and font. */
async function harfbuzzFont(woff2: Buffer): Promise<{ face: HarfbuzzFace; font: Font }> {
  const face = new HarfbuzzFace(new Blob(await convert(woff2, "sfnt")));
  return { face, font: new Font(face) };
}

/** Every string of a language's message catalogues. */
function messageStrings(lang: "ar" | "en"): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap(leaves);
  return leaves(messagesFor(lang));
}

/** The runs of `text` whose characters all fall in `range` (a browser shapes each face's run apart). */
function runsIn(range: string, text: string): string[] {
  const kept = new Set(codePointsOf(range));
  const runs: string[] = [];
  let run = "";
  for (const ch of text) {
    if (kept.has(ch.codePointAt(0)!)) run += ch;
    else if (run) {
      runs.push(run);
      run = "";
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** What a shaped run draws: each glyph's outline, advance and offsets. */
function drawn(font: Font, text: string): string[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map((g) => `${font.glyphToPath(g.codepoint)} ${g.xAdvance} ${g.xOffset} ${g.yOffset}`);
}

describe("the cut faces keep what a browser draws and nothing else (decision 0102)", () => {
  it("hold no TrueType hinting and no layout feature a browser applies only when asked", async () => {
    for (const font of CUT_FONTS) {
      const { face } = await harfbuzzFont(readFileSync(join(FONTS_DIR, font.file)));
      for (const table of ["fpgm", "prep", "cvt "])
        expect(face.referenceTable(table)?.length ?? 0, `${font.file} ${table}`).toBe(0);
      const features = [...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")];
      expect(features.length, font.file).toBeGreaterThan(0);
      expect(
        features.filter((tag) => !BROWSER_FEATURES.includes(tag)),
        font.file,
      ).toEqual([]);
    }
  });

  it("shape the store's Arabic and English text exactly as @fontsource's files do", async () => {
    const arabic = messageStrings("ar");
    const english = messageStrings("en");
    const sample = "EGP 12,345.50 SAR 1,234 FREESHIP «MANZIL» 2026-11-29 ×3 — Café";
    for (const font of CUT_FONTS) {
      const cutFont = (await harfbuzzFont(readFileSync(join(FONTS_DIR, font.file)))).font;
      const original = (await harfbuzzFont(readFileSync(join(fontsourceFiles(font.pkg), font.from)))).font;
      const texts = font.file.startsWith("language-name")
        ? LANGUAGE_NAME_WORDS
        : font.file.includes("-arabic-arabic-")
          ? arabic
          : [...english, ...arabic, sample];
      const runs = [...new Set(texts.flatMap((text) => runsIn(font.range, text)))];
      expect(runs.length, font.file).toBeGreaterThan(font.file.startsWith("language-name") ? 1 : 500);
      for (const run of runs)
        expect(drawn(cutFont, run), `${font.file}: ${run}`).toEqual(drawn(original, run));
    }
  });
});
