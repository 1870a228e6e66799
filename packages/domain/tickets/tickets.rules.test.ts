import { describe, expect, it } from "vitest";
import { canAnswer, canRemove, missingProfileParts, ticketSlug } from "./tickets.rules.ts";

describe("ticket rules", () => {
  it("lists what the profile still lacks", () => {
    const full = { image: "/uploads/a.webp", bio: "Furniture designer", email: "a@b.c", country: "Egypt" };
    expect(missingProfileParts(full)).toEqual([]);
    expect(missingProfileParts({ image: null, bio: "  ", email: "a@b.c", country: null })).toEqual([
      "image",
      "description",
      "country",
    ]);
  });

  it("makes a slug from Latin names and a fallback for Arabic ones", () => {
    expect(ticketSlug("Nile Linen Sofa!", "ab12")).toBe("nile-linen-sofa-ab12");
    expect(ticketSlug("كرسي من الخيزران", "ab12")).toBe("design-ab12");
    expect(ticketSlug("Café table", "x")).toBe("cafe-table-x");
  });

  it("answers only waiting tickets and removes only rejected ones", () => {
    expect([canAnswer("waiting"), canAnswer("accepted"), canAnswer("rejected")]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canRemove("waiting"), canRemove("accepted"), canRemove("rejected")]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
