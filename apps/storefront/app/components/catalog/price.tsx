import { formatMoney } from "#i18n/format.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";
import { useTranslation } from "../../lib/i18n.tsx";

/** Price after discount in ink, the old price struck through beside it, and the discount. */
export function PriceTag({
  before,
  after,
  discount,
  country,
  lang,
  size = "md",
}: {
  before: number;
  after: number;
  discount: number;
  country: CountryCode;
  lang: Language;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("catalog");
  const big = size === "lg";
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${big ? "text-2xl" : "text-[0.95rem]"}`}>
      <span className="font-semibold text-ink" data-testid="price-after">
        {formatMoney(after, country, lang)}
      </span>
      {discount > 0 && before > after ? (
        <>
          <s className={`text-muted ${big ? "text-base" : "text-sm"}`}>
            <span className="sr-only">{t("card.was")} </span>
            {formatMoney(before, country, lang)}
          </s>
          <span
            className={`rounded-full bg-danger/10 px-2 font-semibold text-danger ${big ? "text-sm" : "text-xs"}`}
          >
            {t("card.off", { n: discount })}
          </span>
        </>
      ) : null}
    </p>
  );
}
