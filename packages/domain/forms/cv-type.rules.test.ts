import { describe, expect, it } from "vitest";
import { cvTypeOf } from "./cv-type.rules.ts";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A ZIP local file header whose first entry is `name`. */
const zip = (name: string) => {
  const header = new Uint8Array(30 + name.length);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = name.length;
  header.set(bytes(name), 30);
  return header;
};

describe("CVs are typed by their bytes", () => {
  it("takes PDF, DOCX and legacy Word", () => {
    expect(cvTypeOf(bytes("%PDF-1.7"))?.ext).toBe("pdf");
    expect(cvTypeOf(zip("[Content_Types].xml"))?.ext).toBe("docx");
    expect(cvTypeOf(zip("word/document.xml"))?.ext).toBe("docx");
    expect(cvTypeOf(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))?.ext).toBe("doc");
  });

  it("refuses pictures, other archives and programs", () => {
    expect(cvTypeOf(bytes([0xff, 0xd8, 0xff]))).toBeNull();
    expect(cvTypeOf(zip("malware.exe"))).toBeNull();
    expect(cvTypeOf(bytes("MZ"))).toBeNull();
    expect(cvTypeOf(bytes("<html>"))).toBeNull();
    expect(cvTypeOf(new Uint8Array())).toBeNull();
  });
});
