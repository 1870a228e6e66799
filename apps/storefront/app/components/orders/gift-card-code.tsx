/** A gift card line's code on the buyer's order (decision 0059): shown once the order is paid. */
import { useTranslation } from "../../lib/i18n.tsx";

export interface GiftCardOnLine {
  code: string | null;
  isPaid: boolean;
}

export function GiftCardCode({ giftCard }: { giftCard: GiftCardOnLine }) {
  const { t } = useTranslation("orders");
  if (!giftCard.code)
    return giftCard.isPaid ? null : <p className="mt-1 text-sm text-muted">{t("giftCardCodeLater")}</p>;
  return (
    <div className="mt-2 rounded-xl bg-accent/5 px-3 py-2 text-sm ring-1 ring-accent/20">
      <p>
        <span className="font-semibold">{t("giftCardCode")}: </span>
        <code dir="ltr" className="font-semibold tracking-wide select-all" data-testid="gift-card-code">
          {giftCard.code}
        </code>
      </p>
      <p className="mt-1 text-muted">{t("giftCardCodeHint")}</p>
    </div>
  );
}
