import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { settingText, useRootData } from "../../lib/root-data.ts";
import { ProductImage } from "../catalog/image.tsx";
import { ArrowEnd } from "../layout/icons.tsx";

/** The home page's way to the 'I design' page: the settings' banner beside a short invitation. */
export function IdesignPromo() {
  const { t } = useTranslation("idesign");
  const { locale, settings } = useRootData();
  const banner = settingText(settings, "idesignBanner");
  return (
    <section aria-labelledby="idesign-promo" className="mx-auto w-full max-w-screen-2xl px-4">
      <Link
        to={localePath(locale, "/idesign")}
        className="group grid items-center gap-6 overflow-hidden rounded-3xl bg-surface p-6 sm:grid-cols-[1fr_1.2fr] nav:p-10"
        data-testid="idesign-promo"
      >
        <div className="max-w-md">
          <h2 id="idesign-promo" className="text-2xl font-semibold nav:text-3xl">
            {t("promo.title")}
          </h2>
          <p className="mt-3 text-muted">{t("promo.lead")}</p>
          <span className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-white group-hover:bg-accent-dark">
            {t("promo.cta")}
            <ArrowEnd size={16} className="rtl:-scale-x-100" />
          </span>
        </div>
        {banner ? (
          <ProductImage
            path={banner}
            alt=""
            width={1600}
            height={600}
            sizes="(min-width: 640px) 55vw, 100vw"
            className="aspect-[8/3] w-full rounded-2xl bg-sand object-cover transition group-hover:scale-[1.02]"
          />
        ) : null}
      </Link>
    </section>
  );
}
