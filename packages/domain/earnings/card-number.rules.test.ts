import { describe, expect, it } from "vitest";
import { holdsCardNumber, passesLuhn } from "./card-number.rules.ts";

describe("card numbers (decision 0108)", () => {
  it("checks the Luhn sum", () => {
    expect(
      ["4111111111111111", "5555555555554444", "378282246310005", "79927398713"].map(passesLuhn),
    ).toEqual([true, true, true, true]);
    expect(passesLuhn("4111111111111112")).toBe(false);
  });

  it("finds 13-19 Luhn-valid digits anywhere, typed with spaces, dashes or Arabic digits", () => {
    for (const text of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "card: 5555-5555-5555-4444 thanks",
      "٤١١١ ١١١١ ١١١١ ١١١١",
      "4222222222222",
      "6011000990139424",
    ])
      expect(holdsCardNumber(text), text).toBe(true);
  });

  it("leaves other numbers: too short, too long, failing Luhn, an IBAN", () => {
    for (const text of [
      "",
      "National Bank of Egypt",
      "123456789012",
      "4111111111111112",
      "41111111111111111111",
      "EG380019000500000000263180002",
      "4111  1111 1111 1111",
    ])
      expect(holdsCardNumber(text), text).toBe(false);
  });
});
