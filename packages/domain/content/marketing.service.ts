/** Home-page marketing content: sliders per country and language, banners, the advert. */
import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import { adverts, banners, sliders } from "#db/schema/index.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";

export type SliderRow = typeof sliders.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type AdvertRow = typeof adverts.$inferSelect;

type Where = { country: CountryCode; lang: Language };

export async function listSliders(ctx: Pick<RequestContext, "db">, where: Where): Promise<SliderRow[]> {
  return ctx.db
    .select()
    .from(sliders)
    .where(and(eq(sliders.country, where.country), eq(sliders.lang, where.lang)))
    .orderBy(asc(sliders.displayOrder));
}

/** Banners for the country and language, plus those meant for everyone (null country/lang). */
export async function listBanners(ctx: Pick<RequestContext, "db">, where: Where): Promise<BannerRow[]> {
  return ctx.db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.country), eq(banners.country, where.country)),
        or(isNull(banners.lang), eq(banners.lang, where.lang)),
      ),
    )
    .orderBy(asc(banners.displayOrder));
}

/** The newest active advert, or null. */
export async function currentAdvert(ctx: Pick<RequestContext, "db">): Promise<AdvertRow | null> {
  const [row] = await ctx.db
    .select()
    .from(adverts)
    .where(eq(adverts.status, "active"))
    .orderBy(desc(adverts.createdAt))
    .limit(1);
  return row ?? null;
}
