import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { ArrowEnd } from "../layout/icons.tsx";
import { giftCardArtPath } from "./art.ts";

/** The home page's gift card section: three designs fanned out beside the offer. */
export function GiftCardPromo() {
  const { t } = useTranslation("promotions");
  const { locale } = useRootData();
  const fan = [
    ["celebration", "-rotate-6 -translate-x-[18%] rtl:translate-x-[18%] rtl:rotate-6", "z-0"],
    ["birthday", "rotate-3 translate-y-[6%]", "z-20"],
    [
      "couples",
      "rotate-12 translate-x-[18%] rtl:-translate-x-[18%] rtl:-rotate-12 translate-y-[10%]",
      "z-10",
    ],
  ] as const;
  return (
    <section aria-labelledby="gift-cards-promo" className="mx-auto w-full max-w-screen-2xl px-4">
      <Link
        to={localePath(locale, "/gift-cards")}
        className="group grid items-center gap-8 overflow-hidden rounded-3xl bg-sand px-6 py-10 sm:grid-cols-[1fr_1.1fr] nav:px-12"
      >
        <div className="max-w-md">
          <h2 id="gift-cards-promo" className="text-2xl font-semibold nav:text-3xl">
            {t("promo.title")}
          </h2>
          <p className="mt-3 text-muted">{t("promo.lead")}</p>
          <span className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-white group-hover:bg-accent-dark">
            {t("promo.cta")}
            <ArrowEnd size={16} className="rtl:-scale-x-100" />
          </span>
        </div>
        <div aria-hidden="true" className="relative mx-auto grid w-full max-w-md place-items-center py-6">
          {fan.map(([theme, turn, layer]) => (
            <img
              key={theme}
              src={giftCardArtPath(theme)}
              alt=""
              width={400}
              height={250}
              loading="lazy"
              className={`col-start-1 row-start-1 w-[78%] rounded-2xl shadow-[0_18px_40px_-18px_rgb(31_27_22/0.5)] transition-transform duration-300 ${turn} ${layer} group-hover:scale-[1.02]`}
            />
          ))}
        </div>
      </Link>
    </section>
  );
}
