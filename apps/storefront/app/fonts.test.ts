import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/** Decision 0094: every face the storefront declares says which characters it draws. */
const require = createRequire(import.meta.url);
const fontsource = (pkg: string) => dirname(require.resolve(`@fontsource/${pkg}/package.json`));

interface Face {
  family: string;
  weight: string;
  files: string[];
  range: string | undefined;
}

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1] ?? "",
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? "",
    files: [...body.matchAll(/url\("@fontsource\/([^"]+)"\)/g)].map((m) => m[1]!),
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim(),
  }));
}

/** The range @fontsource's whole-weight CSS gives the face `name` (e.g. ibm-plex-sans-latin-400-normal). */
function fontsourceRange(pkg: string, weight: string, name: string): string | undefined {
  const css = readFileSync(join(fontsource(pkg), `${weight}.css`), "utf8");
  const at = css.indexOf(`/* ${name} */`);
  return at < 0 ? undefined : /unicode-range:\s*([^;]+);/.exec(css.slice(at))?.[1]?.trim();
}

/** Whether a code point falls in a CSS unicode-range list (U+0600-06FF,U+200C,…). */
function covers(range: string, codePoint: number): boolean {
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return codePoint >= Number.parseInt(from!, 16) && codePoint <= Number.parseInt(to!, 16);
  });
}

const declared = faces(readFileSync(new URL("./fonts.css", import.meta.url), "utf8"));

describe("the storefront's font faces (decision 0094)", () => {
  it("declares the six faces, each with its files and @fontsource's range for it", () => {
    expect(declared.map((f) => `${f.family} ${f.weight}`).sort()).toEqual(
      [
        "IBM Plex Sans 400",
        "IBM Plex Sans 600",
        "IBM Plex Sans Arabic 400",
        "IBM Plex Sans Arabic 400",
        "IBM Plex Sans Arabic 600",
        "IBM Plex Sans Arabic 600",
      ].sort(),
    );
    for (const face of declared) {
      expect(face.range, `${face.family} ${face.weight}`).toBeTruthy();
      for (const file of face.files) {
        const [pkg = "", ...rest] = file.split("/");
        expect(existsSync(join(fontsource(pkg), ...rest)), file).toBe(true);
        const name = rest.at(-1)!.replace(/\.woff2?$/, "");
        expect(face.range).toBe(fontsourceRange(pkg, face.weight, name));
      }
    }
  });

  it("draws Arabic with the Arabic family's Arabic face, and Latin with a Latin face of each family", () => {
    const arabicFace = (family: string, text: string) =>
      [...text.replaceAll(" ", "")].every((ch) =>
        declared.some(
          (f) =>
            f.family === family && f.files[0]!.includes("-arabic-4") && covers(f.range!, ch.codePointAt(0)!),
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
