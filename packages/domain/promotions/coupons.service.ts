/** Finding coupons and gift cards by code, and the administrators' counter of a coupon (decision 0059). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import * as s from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import type { CouponRow } from "./coupon.rules.ts";
import type { GiftCardRow } from "./gift-card.rules.ts";

export type FoundCode = { kind: "coupon"; coupon: CouponRow } | { kind: "giftCard"; giftCard: GiftCardRow };

/** What shoppers type, as stored: trimmed, upper-case. */
export const CodeInput = z
  .string({ error: "COUPON_CODE_REQUIRED" })
  .trim()
  .min(1, "COUPON_CODE_REQUIRED")
  .max(40, "COUPON_NOT_FOUND")
  .transform((v) => v.toUpperCase());

/** The coupon or the paid gift card with this code, or COUPON_NOT_FOUND. */
export async function findPromotionCode(ctx: RequestContext, code: string): Promise<FoundCode> {
  const [coupon] = await ctx.db.select().from(s.coupons).where(eq(s.coupons.code, code));
  if (coupon) return { kind: "coupon", coupon };
  const [giftCard] = await ctx.db.select().from(s.giftCards).where(eq(s.giftCards.code, code));
  if (giftCard?.isPaid) return { kind: "giftCard", giftCard };
  throw new DomainError("COUPON_NOT_FOUND", 404, { couponCode: "COUPON_NOT_FOUND" });
}

/** getCouponByCode: a coupon's terms (not a gift card's: its code is its value). */
export async function getCouponByCode(ctx: RequestContext, input: { code: unknown }): Promise<CouponRow> {
  const code = parseInput(z.object({ code: CodeInput }), input).code;
  const [coupon] = await ctx.db.select().from(s.coupons).where(eq(s.coupons.code, code));
  if (!coupon || (coupon.userId && coupon.userId !== ctx.user?.id))
    throw new DomainError("COUPON_NOT_FOUND", 404, { couponCode: "COUPON_NOT_FOUND" });
  return coupon;
}

export const AvailableSalesInput = z.object({
  couponId: z.uuid({ error: "COUPON_NOT_FOUND" }),
  availableSales: z.number().int("INVALID_VALUE").min(0, "INVALID_VALUE").max(1_000_000, "INVALID_VALUE"),
});

/** updateAvailableSales: an administrator sets how many uses a coupon has left (`update:coupon:any`). */
export async function updateAvailableSales(ctx: RequestContext, input: unknown): Promise<CouponRow> {
  requirePermission(ctx, "update:coupon:any");
  const args = parseInput(AvailableSalesInput, input);
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ availableSales: s.coupons.availableSales })
      .from(s.coupons)
      .where(eq(s.coupons.id, args.couponId))
      .for("update");
    if (!before) throw new DomainError("COUPON_NOT_FOUND", 404);
    const [coupon] = await tx.db
      .update(s.coupons)
      .set({ availableSales: args.availableSales })
      .where(eq(s.coupons.id, args.couponId))
      .returning();
    await audit(tx, {
      action: "coupon.available-sales",
      entity: "coupon",
      entityId: args.couponId,
      before,
      after: { availableSales: coupon!.availableSales },
    });
    return coupon!;
  });
}
