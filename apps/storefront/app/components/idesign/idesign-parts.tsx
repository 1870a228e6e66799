import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { ProductImage } from "../catalog/image.tsx";
import { ProductCard } from "../catalog/product-card.tsx";
import { ArrowEnd } from "../layout/icons.tsx";
import { StepMeter } from "./step-meter.tsx";
import type { HowStage, IdesignProduct } from "./types.ts";

/** The settings' idesignBanner across the top; a plain warm panel with words when it is unset. */
export function IdesignBanner({ image }: { image: string }) {
  const { t } = useTranslation("idesign");
  if (!image)
    return (
      <div className="mb-6 grid aspect-[16/7] place-items-center rounded-3xl bg-sand px-6 text-center sm:aspect-[4/1]">
        <p className="text-2xl font-semibold text-ink sm:text-3xl">{t("bannerFallback")}</p>
      </div>
    );
  return (
    <div className="mb-6 overflow-hidden rounded-3xl bg-sand">
      <ProductImage
        path={image}
        alt=""
        priority
        width={1600}
        height={600}
        sizes="(min-width: 1536px) 1536px, 100vw"
        className="aspect-[16/7] w-full object-cover sm:aspect-[4/1]"
        data-testid="idesign-banner"
      />
    </div>
  );
}

/** The how-it-works stages of type idesign, numbered; a row on wide screens. */
export function HowItWorks({ stages }: { stages: HowStage[] }) {
  const { t } = useTranslation("idesign");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  if (!stages.length) return null;
  return (
    <section aria-labelledby="idesign-how" className="mb-10">
      <h2 id="idesign-how" className="mb-4 text-xl font-semibold">
        {t("howTitle")}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {stages.map((s) => (
          <li
            key={s._id}
            className="flex gap-4 rounded-2xl bg-surface p-4 shadow-xs"
            data-testid="idesign-stage"
          >
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-accent font-semibold text-white"
            >
              {s.number}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">
                <span className="sr-only">{t("step", { n: s.number })}: </span>
                {ar ? s.arTitle : s.title}
              </h3>
              <p className="mt-1 text-sm text-muted">{ar ? s.arDescription : s.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The shop's product cards, each with its customisation steps underneath. */
export function IdesignGrid({ products }: { products: IdesignProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-7 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((p, i) => (
        <li key={p._id} className="flex flex-col gap-1">
          <ProductCard product={p} eager={i < 4} />
          <StepMeter product={p} />
        </li>
      ))}
    </ul>
  );
}

/** No customisable piece in this country: say so and point to the catalogue and the designers. */
export function IdesignEmpty() {
  const { t } = useTranslation("idesign");
  const { locale } = useRootData();
  const button = "inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold";
  return (
    <div className="rounded-2xl bg-sand/60 px-6 py-14 text-center" data-testid="empty-state">
      <p className="text-lg font-semibold">{t("emptyTitle")}</p>
      <p className="mx-auto mt-2 max-w-xl text-muted">{t("emptyText")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(locale, "/products")}
          className={`${button} bg-accent text-white hover:bg-accent-dark`}
        >
          {t("browseAll")}
          <ArrowEnd size={16} className="rtl:-scale-x-100" />
        </Link>
        <Link
          to={localePath(locale, "/designers")}
          className={`${button} border border-line text-ink hover:bg-surface`}
        >
          {t("meetDesigners")}
        </Link>
      </div>
    </div>
  );
}
