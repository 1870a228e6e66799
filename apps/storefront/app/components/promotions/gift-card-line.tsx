import { Form, useNavigation } from "react-router";
import { dateFormat } from "#i18n/format.ts";
import { intlLocale, type Locale } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { CartLine } from "../../routes/account/lib/cart.server.ts";
import { giftCardArtPath } from "./art.ts";

/** A gift card in the cart; its `startDate` is YYYY-MM-DD in the country of the card's currency. */
type CartGiftCard = NonNullable<CartLine["giftCard"]>;

/** A calendar date (YYYY-MM-DD) in the page's language, Western digits (decision 0003). */
function calendarDate(date: string, locale: Locale): string {
  return dateFormat(intlLocale(locale), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A gift card in the cart: its design, for whom, when it starts, its amount; it is removed as a
 * whole (one card per line, no quantity).
 */
export function GiftCardLine({
  line,
  card,
  price,
}: {
  line: string;
  card: CartGiftCard;
  /** The amount, formatted. */
  price: string;
}) {
  const { t } = useTranslation("promotions");
  const { t: ta } = useTranslation("account");
  const { locale } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("line") === line;
  const title = t("gift.cartFor", { name: card.recipientName });
  return (
    <li className={`flex gap-4 py-5 ${busy ? "opacity-60" : ""}`}>
      <img
        src={giftCardArtPath(card.theme)}
        alt=""
        width={160}
        height={100}
        className="h-[4.375rem] w-28 shrink-0 rounded-xl object-cover ring-1 ring-line nav:h-20 nav:w-32"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm text-muted">
          {t("gift.cartStarts", { date: calendarDate(card.startDate, locale) })}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-4">
          <span className="font-semibold tabular-nums">{price}</span>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="line" value={line} />
            <input type="hidden" name="giftCard" value={card._id} />
            <input type="hidden" name="name" value={title} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="-mx-2 inline-flex min-h-11 items-center px-2 text-sm font-semibold text-danger hover:underline"
            >
              {ta("cart.remove")}
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}
