import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Language } from "#i18n/locales.ts";
import { fieldErrorMessage } from "#i18n/messages/field-errors.ts";
import { EditProfileInput, LoginInput, normalizeDigits, RegisterInput } from "./account.schema.ts";
import { designerSlug, displayName, newReferralCode } from "./accounts.rules.ts";

/** The message each field's error code reads as, first issue per field. */
function fieldMessages(issues: readonly z.core.$ZodIssue[], lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "input";
    out[field] ??= fieldErrorMessage(field, issue.message, lang);
  }
  return out;
}

describe("account rules", () => {
  it("referral codes and slugs", () => {
    expect(newReferralCode()).toMatch(/^[A-Z2-9]{8}$/);
    expect(designerSlug("Nour Hassan")).toMatch(/^nour-hassan-[0-9a-f]{6}$/);
    expect(designerSlug("نور")).toMatch(/^designer-/);
    expect(displayName(" Nour ", "")).toBe("Nour");
  });

  it("numeric fields: Arabic digits converted, formatting dropped", () => {
    expect(normalizeDigits("٠١٠ ١٢٣-٤٥ ٦٧")).toBe("0101234567");
    const bad = EditProfileInput.safeParse({ phone: "01x" });
    expect(bad.success).toBe(false);
    expect(fieldMessages(bad.error!.issues, "en").phone).toBe("This field must contain only numbers");
    const long = EditProfileInput.safeParse({ phone: "٠١٢٣٤٥٦٧٨٩٠" });
    expect(fieldMessages(long.error!.issues, "en").phone).toBe(
      "The phone number may not be greater than 10 numbers",
    );
  });

  it("the specs' messages, in both languages", () => {
    const r = LoginInput.safeParse({ email: "", password: "abc" });
    const en = fieldMessages(r.error!.issues, "en");
    expect(en.email).toBe("This field is required");
    expect(en.password).toBe("The password must be at least 4 characters long");
    const ar = fieldMessages(r.error!.issues, "ar");
    expect(ar.email).toBe("هذا الحقل مطلوب");
    expect(ar.password).toContain("كلمة المرور");
  });

  it("a designer needs an image and the terms", () => {
    const r = RegisterInput.safeParse({
      role: "designer",
      fName: "A",
      lName: "B",
      email: "a@b.co",
      password: "abcd",
      country: "Egypt",
      city: "Cairo",
    });
    const m = fieldMessages(r.error!.issues, "en");
    expect(m.image).toBe("Please upload a profile image");
    expect(m.termsAccepted).toBe("You must accept the terms and conditions");
  });
});
