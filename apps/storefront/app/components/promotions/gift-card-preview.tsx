import { GIFT_CARD_LOOKS, isGiftCardTheme } from "#domain/promotions/gift-card-looks.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { giftCardArtPath } from "./art.ts";

/**
 * A card as the recipient will see it: the design, with the amount and the names laid over its
 * lower band (ink on light designs, off-white on dark ones). `compact` is the cart's thumbnail.
 */
export function GiftCardPreview({
  theme,
  amount,
  recipient,
  sender,
  className = "",
}: {
  theme: string;
  amount: string;
  recipient: string;
  sender: string;
  className?: string;
}) {
  const { t } = useTranslation("promotions");
  const known = isGiftCardTheme(theme) ? theme : "general";
  const light = GIFT_CARD_LOOKS[known].tone === "light";
  return (
    <figure
      className={`relative aspect-[8/5] overflow-hidden rounded-2xl shadow-[0_18px_40px_-20px_rgb(31_27_22/0.45)] ring-1 ring-black/5 ${className}`}
    >
      <img src={giftCardArtPath(known)} alt="" width={800} height={500} className="size-full object-cover" />
      <figcaption
        className={`absolute inset-x-0 bottom-0 flex h-[34%] flex-col justify-center px-[6%] ${light ? "text-canvas" : "text-ink"}`}
      >
        <span className="text-[clamp(1.25rem,5.5cqi,2.25rem)] font-bold leading-tight tabular-nums">
          {amount}
        </span>
        <span className={`truncate text-sm nav:text-base ${light ? "text-canvas/80" : "text-ink/75"}`}>
          {t("gift.forName", { name: recipient || t("gift.someone") })}
          {sender && (
            <>
              {" "}
              <span aria-hidden="true">·</span> {t("gift.fromName", { name: sender })}
            </>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
