import { describe, expect, it } from "vitest";
import { compactCode, ibanCountry, ibanProblem, isSwift, printIban } from "./iban.rules.ts";

describe("ibanProblem (ISO 13616)", () => {
  it("accepts valid IBANs of Egypt, Saudi Arabia, the Emirates and Europe, typed with spaces", () => {
    for (const typed of [
      "EG38 0019 0005 0000 0000 2631 8000 2",
      "SA03 8000 0000 6080 1016 7519",
      "ae07 0331 2345 6789 0123 456",
      "GB82 WEST 1234 5698 7654 32",
      "DE89370400440532013000",
    ])
      expect(ibanProblem(compactCode(typed)), typed).toBeNull();
  });

  it("refuses a mistyped character (mod 97), a wrong length and an unknown country", () => {
    expect(ibanProblem("EG380019000500000000263180003")).toBe("IBAN_CHECKSUM");
    expect(ibanProblem("SA0380000000608010167518")).toBe("IBAN_CHECKSUM");
    expect(ibanProblem("EG38001900050000000026318000")).toBe("IBAN_LENGTH");
    expect(ibanProblem("SA038000000060801016751900")).toBe("IBAN_LENGTH");
    expect(ibanProblem("ZZ0380000000608010167519")).toBe("IBAN_COUNTRY_UNKNOWN");
    for (const bad of ["", "1234", "EGXX0019", "EG38-0019!"])
      expect(ibanProblem(bad), bad).toBe("IBAN_INVALID");
  });

  it("reads the country and prints in groups of four", () => {
    expect(ibanCountry("SA0380000000608010167519")).toBe("sa");
    expect(printIban("SA0380000000608010167519")).toBe("SA03 8000 0000 6080 1016 7519");
  });
});

describe("isSwift (ISO 9362)", () => {
  it("takes 8 or 11 characters: bank, country, location, optional branch", () => {
    expect(isSwift("NBEGEGCX")).toBe(true);
    expect(isSwift("NCBKSAJE")).toBe(true);
    expect(isSwift("NBEGEGCX001")).toBe(true);
    for (const bad of ["NBEGEGC", "NBEGEGCX0", "NBEGEGCX0011", "1BEGEGCX", "NBEG12CX"])
      expect(isSwift(bad), bad).toBe(false);
  });
});
