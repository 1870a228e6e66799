import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Language } from "#i18n/locales.ts";
import { fieldErrorMessage } from "#i18n/messages/field-errors.ts";
import type { PrivilegeType } from "#kernel/context.ts";
import type { DomainError } from "#kernel/errors.ts";
import type { Action, Entity } from "#kernel/permissions.ts";
import { EditProfileInput, LoginInput, normalizeDigits, RegisterInput } from "./account.schema.ts";
import { targetUserId } from "./accounts.api.ts";
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
    expect(fieldMessages(bad.error!.issues, "en").phone).toBe(
      "Enter a valid mobile or phone number, for example 01012345678 or 0501234567",
    );
    // a real Egyptian mobile in Arabic digits is kept in E.164 (decision 0133)
    expect(EditProfileInput.parse({ phone: "٠١٠١٢٣٤٥٦٧٨" }).phone).toBe("+201012345678");
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

describe("targetUserId (decision 0052)", () => {
  // No database: the permission and the id's shape are decided before any query.
  const user = (privilageType: PrivilegeType | null) => ({
    db: undefined as never,
    user: { id: "me", role: "customer" as const, privilageType, status: "active" as const },
  });
  /** FORBIDDEN, or null when the permission allowed it (then "someone" is refused as no id). */
  const refused = async (ctx: ReturnType<typeof user>, action: Action, entity: Entity) => {
    try {
      await targetUserId(ctx, "someone", action, entity);
      return null;
    } catch (error) {
      const { code, fields } = error as DomainError;
      if (code === "FORBIDDEN") return code;
      expect({ code, fields }).toEqual({ code: "INVALID_INPUT", fields: { user: "INVALID_VALUE" } });
      return null;
    }
  };

  it("acts on the caller's own records, or another user's with the permission for any", async () => {
    expect(await targetUserId(user(null), null, "read", "cart")).toBe("me");
    expect(await targetUserId(user(null), "me", "update", "user")).toBe("me");
    expect(await refused(user(null), "read", "cart")).toBe("FORBIDDEN");
    expect(await refused(user("support"), "read", "cart")).toBeNull();
    expect(await refused(user("support"), "read", "wishlist")).toBeNull();
    expect(await refused(user("support"), "update", "cart")).toBe("FORBIDDEN");
    expect(await refused(user("catalog"), "read", "cart")).toBe("FORBIDDEN");
    expect(await refused(user("admin"), "update", "cart")).toBeNull();
    expect(await refused(user("admin"), "delete", "address")).toBeNull();
  });
});
