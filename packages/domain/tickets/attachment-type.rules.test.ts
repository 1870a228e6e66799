import { describe, expect, it } from "vitest";
import { attachmentTypeOf, cleanFileName } from "./attachment-type.rules.ts";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("attachment types come from the bytes", () => {
  it("knows pictures, PDF, ZIP and AutoCAD drawings", () => {
    expect(attachmentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(attachmentTypeOf(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe("image/png");
    expect(attachmentTypeOf(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.mime).toBe("image/webp");
    expect(attachmentTypeOf(bytes("GIF89a"))?.image).toBe(true);
    expect(attachmentTypeOf(bytes("%PDF-1.7"))).toEqual({
      mime: "application/pdf",
      ext: "pdf",
      image: false,
    });
    expect(attachmentTypeOf(bytes("PK", [3, 4, 20, 0]))?.ext).toBe("zip");
    expect(attachmentTypeOf(bytes("AC1032"))?.ext).toBe("dwg");
  });

  it("refuses everything else, whatever its name would say", () => {
    expect(attachmentTypeOf(bytes("MZ", [0x90, 0]))).toBeNull(); // a Windows program
    expect(attachmentTypeOf(bytes("#!/bin/sh\n"))).toBeNull();
    expect(attachmentTypeOf(bytes("<svg xmlns="))).toBeNull(); // SVG can carry scripts
    expect(attachmentTypeOf(bytes("<html>"))).toBeNull();
    expect(attachmentTypeOf(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeNull();
    expect(attachmentTypeOf(bytes("AC10xx"))).toBeNull();
    expect(attachmentTypeOf(new Uint8Array())).toBeNull();
  });

  it("keeps a file name without its path or control characters", () => {
    expect(cleanFileName("C:\\Users\\amira\\sofa.pdf", "pdf")).toBe("sofa.pdf");
    expect(cleanFileName("../../etc/passwd", "pdf")).toBe("passwd");
    expect(cleanFileName('a"b<c>\u0007.png', "png")).toBe("abc.png");
    expect(cleanFileName("   ", "png")).toBe("attachment.png");
    expect(cleanFileName("رسم الكنبة.pdf", "pdf")).toBe("رسم الكنبة.pdf");
  });
});
