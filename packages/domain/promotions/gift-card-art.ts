/**
 * The gift card designs, made by the project like the demo art: one flat SVG per theme, no text
 * (the amount and the names are laid over in HTML), deterministic, no fonts, no network. The mail
 * carries a PNG of it (every mail client shows PNG; few show SVG or WebP).
 */
import { GIFT_CARD_LOOKS, GIFT_CARD_SIZE, type GiftCardTheme } from "./gift-card-looks.ts";
import { giftCardMotif } from "./gift-card-motifs.ts";

const { width: W, height: H, band: BAND } = GIFT_CARD_SIZE;

/** The brand's house mark (the storefront's HouseMark), top-left: a logo is never mirrored. */
const HOUSE_MARK = `<g transform="translate(28 26) scale(0.66)"><rect width="64" height="64" rx="16" fill="#B4532A"/><path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#FAF7F2"/><circle cx="32" cy="30" r="2.6" fill="#B4532A"/></g>`;

/** A theme's card as an SVG document (800 x 500 units). */
export function giftCardSvg(theme: GiftCardTheme, size: { width: number; height: number } = GIFT_CARD_SIZE) {
  const look = GIFT_CARD_LOOKS[theme];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${look.wall}"/>` +
    `<rect y="${BAND}" width="${W}" height="${H - BAND}" fill="${look.floor}"/>` +
    `<rect y="${BAND - 1}" width="${W}" height="2" fill="#000000" opacity="0.06"/>` +
    giftCardMotif(theme) +
    HOUSE_MARK +
    `</svg>`
  );
}

const pngs = new Map<GiftCardTheme, Promise<Buffer>>();

/**
 * A theme's card as a PNG at twice the mail's display width (600 px shown), rendered once per
 * process (about 100 ms each) and kept: the designs never change while the process runs.
 */
export function giftCardPng(theme: GiftCardTheme): Promise<Buffer> {
  let png = pngs.get(theme);
  if (!png) {
    // sharp is loaded when first used (decision 0089).
    png = import("sharp").then(({ default: sharp }) =>
      sharp(Buffer.from(giftCardSvg(theme, { width: 1200, height: 750 })))
        .png({ palette: true, quality: 90, effort: 7 })
        .toBuffer(),
    );
    png.catch(() => pngs.delete(theme));
    pngs.set(theme, png);
  }
  return png;
}
