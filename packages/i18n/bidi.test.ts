import { describe, expect, it } from "vitest";
import { safeForDisplay } from "./bidi.ts";

describe("safeForDisplay", () => {
  it("drops overrides, isolates and invisible characters that stored text may hold", () => {
    expect(safeForDisplay("\u202Egnp.exe")).toBe("gnp.exe");
    expect(safeForDisplay("\u2067نور\u2069 \u200BNour\uFEFF")).toBe("نور Nour");
  });

  it("keeps what Arabic-script names need", () => {
    expect(safeForDisplay("نرگس\u200Cها")).toBe("نرگس\u200Cها");
  });
});
