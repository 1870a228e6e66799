import { describe, expect, it } from "vitest";
import { pathsWithControlCharacters, withoutControlCharacters } from "./text-guard.ts";

describe("control characters in an input", () => {
  it("names every field that holds one, nested or in a list; tabs and line breaks are text", () => {
    const input = {
      fName: "No\u0000ur",
      bio: "line one\r\n\tline two",
      address: { street: "Tahrir\u0007", city: "Giza" },
      features: ["ok", "bad\u001B"],
      count: 3,
    };
    expect(pathsWithControlCharacters(input)).toEqual(["fName", "address.street", "features.1"]);
    expect(pathsWithControlCharacters("a\u007Fb")).toEqual(["input"]);
    expect(pathsWithControlCharacters({ ok: "نص عربي 😀", n: null })).toEqual([]);
  });

  it("removes them where text is never refused (search)", () => {
    expect(withoutControlCharacters({ q: "so\u0000fa", list: ["a\u0001"] })).toEqual({
      q: "sofa",
      list: ["a"],
    });
  });
});
