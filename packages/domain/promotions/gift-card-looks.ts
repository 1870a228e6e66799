/**
 * How each gift card theme looks: pure data, safe for the storefront's browser bundle (the live
 * preview reads it). The themes themselves are the specs' list in the schema (`giftCardThemes`).
 */
import type { giftCardThemes } from "#db/schema/promotions.ts";

export type GiftCardTheme = (typeof giftCardThemes)[number];

interface GiftCardLook {
  /** The wall behind the motif. */
  wall: string;
  /** The lower band, where the amount and the names are laid over in HTML. */
  floor: string;
  /** Text on the lower band: ink on light cards, off-white on dark ones. */
  tone: "dark" | "light";
}

export const GIFT_CARD_LOOKS: Record<GiftCardTheme, GiftCardLook> = {
  birthday: { wall: "#F7E4D0", floor: "#EFD2B8", tone: "dark" },
  boy: { wall: "#DDE8EE", floor: "#C9DAE3", tone: "dark" },
  celebration: { wall: "#2B2420", floor: "#3A302A", tone: "light" },
  christmas: { wall: "#34482C", floor: "#283922", tone: "light" },
  general: { wall: "#F1E9DD", floor: "#E5D7C3", tone: "dark" },
  girl: { wall: "#F7E1DA", floor: "#EFCDC2", tone: "dark" },
  couples: { wall: "#F3DFD3", floor: "#E7C8B7", tone: "dark" },
  "new-baby": { wall: "#E3ECE4", floor: "#D1DFD2", tone: "dark" },
};

/** The card's proportions (a payment card's, about 1.6 : 1) and where the lower band starts. */
export const GIFT_CARD_SIZE = { width: 800, height: 500, band: 330 } as const;

export const isGiftCardTheme = (value: unknown): value is GiftCardTheme =>
  typeof value === "string" && Object.hasOwn(GIFT_CARD_LOOKS, value);
