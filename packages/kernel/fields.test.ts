import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  intBetween,
  MAX_INT32,
  normalizePhone,
  optionalIntBetween,
  optionalPhoneField,
  phoneField,
  phoneOfCountry,
  phoneText,
  publicText,
  withoutInvisibles,
} from "./fields.ts";

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

describe("phone numbers (decision 0133)", () => {
  it("keeps real numbers however they are typed, in E.164", () => {
    for (const typed of [
      "01012345678",
      "1012345678",
      "010 1234 5678",
      "(010) 1234-5678",
      "٠١٠١٢٣٤٥٦٧٨",
      "۰۱۰۱۲۳۴۵۶۷۸",
      "+20 101 234 5678",
      "00201012345678",
      "201012345678",
      "\u200f01012345678",
    ])
      expect(phoneField.parse(typed), typed).toBe("+201012345678");
    expect(phoneField.parse("0501234567")).toBe("+966501234567");
    expect(phoneField.parse("+966 50 123 4567")).toBe("+966501234567");
    expect(phoneField.parse("0223456789")).toBe("+20223456789");
  });

  it("refuses what is no number: too short, too long, letters", () => {
    for (const typed of ["0123", "12", "0101234567", "012345678901", "01x", "+20 123"]) {
      const r = phoneField.safeParse(typed);
      expect(r.success, typed).toBe(false);
      expect(r.error!.issues[0]!.message).toBe("PHONE_INVALID");
    }
    expect(phoneField.safeParse("  ").error!.issues[0]!.message).toBe("FIELD_REQUIRED");
    expect(optionalPhoneField.parse("")).toBeNull();
    expect(optionalPhoneField.parse(null)).toBeNull();
  });

  it("reads a number without its code as the form's country's first", () => {
    // 050 is a Saudi mobile and a Mansoura line: an address in Egypt means Mansoura
    expect(normalizePhone("0501234567", "eg")).toBe("+20501234567");
    expect(normalizePhone("501234567", "sa")).toBe("+966501234567");
    const schema = z.object({ phone: phoneText, country: z.string() }).transform(phoneOfCountry);
    expect(schema.parse({ phone: "0501234567", country: "saudi" }).phone).toBe("+966501234567");
    expect(schema.parse({ phone: "01012345678", country: "sa" }).phone).toBe("+201012345678");
    const bad = schema.safeParse({ phone: "12", country: "sa" });
    expect(bad.error!.issues[0]).toMatchObject({ path: ["phone"], message: "PHONE_INVALID" });
  });
});
