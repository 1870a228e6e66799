import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intBetween, MAX_INT32, optionalIntBetween, publicText, withoutInvisibles } from "./fields.ts";

const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("intBetween", () => {
  const floor = intBetween(0, 500);
  it.each([
    [3, 3],
    ["12", 12],
    [" ١٢ ", 12],
    ["0", 0],
  ])("reads %j as %j", (value, expected) => {
    expect(floor.parse(value)).toBe(expected);
  });

  it.each([
    ["abc", "NUMBERS_ONLY"],
    ["1.5", "NUMBERS_ONLY"],
    ["", "NUMBERS_ONLY"],
    [true, "NUMBERS_ONLY"],
    [1.5, "NUMBER_OUT_OF_RANGE"],
    [501, "NUMBER_OUT_OF_RANGE"],
    [-1, "NUMBER_OUT_OF_RANGE"],
    ["99999999999", "NUMBER_OUT_OF_RANGE"],
    [1e300, "NUMBER_OUT_OF_RANGE"],
    [Number.NaN, "NUMBERS_ONLY"],
  ])("refuses %j with %s", (value, code) => {
    expect(issue(floor, value)).toBe(code);
  });

  it("never goes past a 32-bit integer, whatever the range asked", () => {
    expect(issue(intBetween(0, Number.MAX_SAFE_INTEGER), MAX_INT32 + 1)).toBe("NUMBER_OUT_OF_RANGE");
    expect(intBetween(0, Number.MAX_SAFE_INTEGER).parse(MAX_INT32)).toBe(MAX_INT32);
  });
});

describe("optionalIntBetween", () => {
  const zip = z.object({ zip: optionalIntBetween(0, 99_999, "NUMBERS_ONLY") });
  it("reads a missing, null or empty field as null and checks the rest", () => {
    expect(zip.parse({}).zip).toBeNull();
    expect(zip.parse({ zip: null }).zip).toBeNull();
    expect(zip.parse({ zip: " " }).zip).toBeNull();
    expect(zip.parse({ zip: "12345" }).zip).toBe(12345);
    expect(issue(zip, { zip: "12a" })).toBe("NUMBERS_ONLY");
    expect(issue(zip, { zip: "99999999999" })).toBe("NUMBERS_ONLY");
  });
});

describe("publicText", () => {
  const name = publicText(20);
  it("refuses bidirectional overrides and isolates", () => {
    for (const c of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ])
      expect(issue(name, `ab${c}cd`)).toBe("UNSAFE_CHARACTERS");
  });

  it("removes zero-width spaces, LRM/RLM and the BOM, then trims", () => {
    expect(name.parse("\uFEFF Nour\u200B \u200E")).toBe("Nour");
    expect(name.parse("\u200Fمنى")).toBe("منى");
  });

  it("keeps ZWNJ and ZWJ between letters (Persian names, emoji), one at a time, and drops stray ones", () => {
    expect(withoutInvisibles("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(withoutInvisibles("می\u200C\u200C\u200Dخواهم")).toBe("می\u200Cخواهم");
    expect(withoutInvisibles("👩\u200D💻")).toBe("👩\u200D💻");
    expect(withoutInvisibles("\u200Cadmin\u200D")).toBe("admin");
    expect(withoutInvisibles("ad \u200C min")).toBe("ad  min");
  });

  it("counts the length after cleaning", () => {
    expect(issue(name, "x".repeat(21))).toBe("INVALID_VALUE");
    expect(name.parse(`${"x".repeat(20)}\u200B\u200B`)).toHaveLength(20);
  });
});
