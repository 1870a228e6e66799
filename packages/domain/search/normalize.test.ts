import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "#db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import {
  MAX_QUERY_LENGTH,
  NORMALIZE_FROM,
  NORMALIZE_TO,
  normalizeForSearch as n,
  queryTokens,
  tsqueryText,
} from "./normalize.rules.ts";

describe("normalizeForSearch", () => {
  it("has a one-to-one character table", () => {
    expect([...NORMALIZE_FROM].length).toBe([...NORMALIZE_TO].length);
  });

  it("unifies the alef forms", () => {
    for (const form of ["أريكة", "إريكة", "آريكة", "ٱريكة", "اريكة"]) expect(n(form)).toBe("اريكه");
  });

  it("reads ى as ي, ة as ه, ؤ as و and ئ as ي", () => {
    expect(n("كرسى")).toBe(n("كرسي"));
    expect(n("طاولة")).toBe("طاوله");
    expect(n("مؤتمر")).toBe("موتمر");
    expect(n("مائدة")).toBe("مايده");
  });

  it("ignores tashkeel and tatweel", () => {
    expect(n("كَنَبَةٌ")).toBe("كنبه");
    expect(n("كنـــبة")).toBe("كنبه");
    expect(n("رَحْمٰن")).toBe("رحمن");
  });

  it("reads Arabic-Indic and Persian digits as Western ones", () => {
    expect(n("كنبة ٣ مقاعد")).toBe("كنبه 3 مقاعد");
    expect(n("۱۲۰ سم")).toBe("120 سم");
  });

  it("drops the definite article and its prefixes at word starts", () => {
    expect(n("الكنبة")).toBe("كنبه");
    expect(n("والكنبة")).toBe("كنبه");
    expect(n("بالكنبة")).toBe("كنبه");
    expect(n("للأطفال")).toBe("اطفال");
    expect(n("غرفة النوم")).toBe("غرفه نوم");
    // too short to be a prefix
    expect(n("ال")).toBe("ال");
    expect(n("والد")).toBe("والد");
  });

  it("lower-cases, removes Latin accents and collapses punctuation and spaces", () => {
    expect(n("  Canapé   BOUCLÉ ")).toBe("canape boucle");
    expect(n(`sofa's "oak" & | ! :* (x) <-> 'a'`)).toBe("sofa s oak x a");
  });

  it("turns text without letters or digits into nothing", () => {
    expect(n("😀🛋️ ... ---")).toBe("");
  });
});

describe("queryTokens and tsqueryText", () => {
  it("caps the length and the number of words and removes duplicates", () => {
    expect(queryTokens("كنبة كنبة sofa")).toEqual(["كنبه", "sofa"]);
    expect(queryTokens("a ".repeat(500)).length).toBe(1);
    expect(queryTokens("x".repeat(5000))[0]!.length).toBe(MAX_QUERY_LENGTH);
    expect(queryTokens("a b c d e f g h i j k l").length).toBe(8);
  });

  it("builds a tsquery only from tokens", () => {
    expect(tsqueryText(["oslo", "كنبه"])).toBe("oslo:* & كنبه:*");
    expect(tsqueryText(["sofe"], { alternatives: new Map([["sofe", ["sofa"]]]), weights: "A" })).toBe(
      "(sofe:*A | sofa:A)",
    );
  });
});

describe("manzil_normalize (SQL) agrees with normalizeForSearch", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("on every mapped character and on mixed texts", async () => {
    const samples = [
      NORMALIZE_FROM,
      "أريكة إضاءة آلة ٱلكنبه مستشفى كنبـــة كَنَبَةٌ",
      "الكنبة والكنبة بالكنبة فالكرسي كالقمر للأطفال ال والد ألوان",
      "Canapé   BOUCLÉ  sofa's \"oak\" & | ! :* (x) <-> 'a' ٣ مقاعد ۱۲۰ سم",
      "😀🛋️ ... ---",
      "Oslo three-seater linen sofa كنبة أوسلو ثلاثية من الكتان",
      "ß Ωmega ÆØÅ 中文 پچڤگ",
    ];
    for (let i = 0; i < 50; i++) {
      let s = "";
      for (let j = 0; j < 20; j++) s += String.fromCodePoint(0x20 + Math.floor(Math.random() * 0x700));
      samples.push(s);
    }
    for (const text of samples) {
      const [row] = await queryRows<{ v: string }>(database.db, sql`select manzil_normalize(${text}) as v`);
      expect(row!.v, JSON.stringify(text)).toBe(n(text));
    }
  });
});
