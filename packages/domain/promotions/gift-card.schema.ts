import { z } from "zod";
import { giftCardThemes } from "#db/schema/promotions.ts";
import { publicText } from "#kernel/fields.ts";
import type { GiftCardAmounts } from "./gift-card-purchase.rules.ts";

/** Printed on the card the recipient sees: no overrides, no invisible characters (decision 0073). */
const name = publicText(60, { min: 2, code: "GIFT_CARD_NAME_LENGTH", missing: "GIFT_CARD_NAME_LENGTH" });

/** An optional field left empty (null, "" or spaces) is missing. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && !value.trim()) ? undefined : value;

/** What the limits of one purchase depend on: the country's amounts and today's date there. */
export interface GiftCardLimits {
  amounts: GiftCardAmounts;
  /** YYYY-MM-DD in the shopper's country. */
  today: string;
  /** The latest start date allowed (a year from today). */
  lastDay: string;
}

/**
 * createGiftCard's input (the form, the API and the service): amount in whole major units of the
 * shopper's currency, a theme, who receives it and who sends it, the mail's language, the start
 * date (YYYY-MM-DD, today up to a year ahead) and the nonrefundable agreement.
 */
export const createGiftCardInput = (limits: GiftCardLimits) =>
  z.object({
    amount: z
      .number("GIFT_CARD_AMOUNT_RANGE")
      .int("GIFT_CARD_AMOUNT_RANGE")
      .min(limits.amounts.min, "GIFT_CARD_AMOUNT_RANGE")
      .max(limits.amounts.max, "GIFT_CARD_AMOUNT_RANGE"),
    theme: z.enum(giftCardThemes, "GIFT_CARD_THEME_REQUIRED"),
    recipientName: name,
    recipientEmail: z
      .string("INVALID_EMAIL")
      .trim()
      .toLowerCase()
      .pipe(z.email("INVALID_EMAIL").max(254, "INVALID_EMAIL")),
    /** Empty: the sender's own name. */
    senderName: z.preprocess(blankAsMissing, name.optional()),
    message: z.preprocess(
      blankAsMissing,
      z.string("GIFT_CARD_MESSAGE_LENGTH").trim().max(300, "GIFT_CARD_MESSAGE_LENGTH").optional(),
    ),
    language: z.enum(["ar", "en"], "GIFT_CARD_LANGUAGE_REQUIRED"),
    startAt: z
      .string("GIFT_CARD_START_REQUIRED")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "GIFT_CARD_START_REQUIRED")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "GIFT_CARD_START_REQUIRED")
      .refine((d) => d >= limits.today, "GIFT_CARD_START_PAST")
      .refine((d) => d <= limits.lastDay, "GIFT_CARD_START_TOO_LATE"),
    agree: z.literal(true, "GIFT_CARD_AGREEMENT_REQUIRED"),
  });

export type CreateGiftCardInput = z.output<ReturnType<typeof createGiftCardInput>>;
