import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress.ts";

describe("the build's assets compressed once (decision 0086)", () => {
  it("writes brotli and gzip copies of text files of 1 KB or more, which decompress to the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `كلمة ${i}`))};\n`;
    writeFileSync(join(dir, "assets/entry.js"), script);
    writeFileSync(join(dir, "assets/style.css"), "body{color:red}".repeat(100));
    writeFileSync(join(dir, "assets/tiny.js"), "export{}");
    writeFileSync(join(dir, "assets/font.woff2"), Buffer.alloc(4096, 7));

    const done = await precompressAssets(dir);

    expect(done).toEqual([join(dir, "assets/entry.js"), join(dir, "assets/style.css")]);
    expect(readdirSync(join(dir, "assets")).sort()).toEqual([
      "entry.js",
      "entry.js.br",
      "entry.js.gz",
      "font.woff2",
      "style.css",
      "style.css.br",
      "style.css.gz",
      "tiny.js",
    ]);
    const read = (name: string) => readFileSync(join(dir, "assets", name));
    expect(brotliDecompressSync(read("entry.js.br")).toString()).toBe(script);
    expect(gunzipSync(read("entry.js.gz")).toString()).toBe(script);
    expect(read("entry.js.br").length).toBeLessThan(read("entry.js.gz").length);
  });
});
