import { Link, useSearchParams } from "react-router";
import { formatDate } from "#i18n/format.ts";
import { CATALOG_UI } from "#i18n/messages/ui-catalog.ts";
import { DesignerTile } from "../components/catalog/designer-tile.tsx";
import { ProductImage } from "../components/catalog/image.tsx";
import { collectionPath, contentLink } from "../components/catalog/links.ts";
import { ProductRow, ROW_SIZE } from "../components/catalog/product-card.tsx";
import { publicOrigin, seoFor, seoMeta } from "../components/catalog/seo.ts";
import { CategorySlider, HeroSlider } from "../components/catalog/sliders.tsx";
import { CardFields, type CardProduct } from "../components/catalog/types.ts";
import { IdesignPromo } from "../components/idesign/idesign-promo.tsx";
import { ArrowEnd } from "../components/layout/icons.tsx";
import { categoryPath, localName, socialUrl } from "../components/layout/links.ts";
import { BRAND } from "../components/layout/page-title.ts";
import { GiftCardPromo } from "../components/promotions/gift-card-promo.tsx";
import { gql } from "../lib/graphql.ts";
import { useTranslation } from "../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../lib/locale.ts";
import { pageMessages } from "../lib/messages.server.ts";
import { settingText, useRootData } from "../lib/root-data.ts";
import { graphql, type ResultOf } from "../lib/shop-graphql.ts";
import type { Route } from "./+types/home";

const HOME = graphql(
  `
  query Home {
    getSliders { data { _id image link } }
    getBanners { data { _id image link } }
    getAdvert { data { _id image link } }
    s1: homeProductsWithCategorySectionOne { data { category { _id slug name arName } products { ...CardFields } } }
    s2: homeProductsWithCategorySectionTwo { data { category { _id slug name arName } products { ...CardFields } } }
    c1: homeProductsWithCollectionSectionOne {
      data {
        collection { slug title arTitle description arDescription banner discount endDate }
        products { ...CardFields }
      }
    }
    c2: homeProductsWithCollectionSectionTwo {
      data {
        collection { slug title arTitle description arDescription banner discount endDate }
        products { ...CardFields }
      }
    }
    offers: getOfferForHome { data { _id title arTitle discount endDate products { ...CardFields } } }
    designers: getFeaturedDesigners { data { _id slug name arName image city arCity productsCount } }
  }
`,
  [CardFields],
);

type Home = ResultOf<typeof HOME>;
type Section = NonNullable<Home["s1"]["data"]>[number];
type CollectionSection = NonNullable<Home["c1"]["data"]>[number];

/** Sections with the cards their row shows, no more (decision 0083: the page's data is what it draws). */
const rows = <T extends { products: CardProduct[] }>(sections: T[] | null) =>
  (sections ?? []).map((s) => ({ ...s, products: s.products.slice(0, ROW_SIZE) }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, HOME);
  const ui = CATALOG_UI[locale.lang].home;
  const seo = seoFor({ request, context }, locale, {
    title: ui.title,
    description: ui.description,
    path: "/",
  });
  const origin = publicOrigin(context);
  return {
    messages: pageMessages(locale.lang, [
      "catalog.home",
      "catalog.card",
      "idesign.promo",
      "promotions.promo",
    ]),
    sliders: r.getSliders.data ?? [],
    banners: r.getBanners.data ?? [],
    advert: r.getAdvert.data ?? null,
    sectionOne: rows(r.s1.data),
    sectionTwo: rows(r.s2.data),
    collectionOne: rows(r.c1.data),
    collectionTwo: rows(r.c2.data),
    offers: rows(r.offers.data),
    designers: r.designers.data ?? [],
    seo,
    origin,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { settings?: Record<string, unknown>; locale?: { lang: "ar" | "en" } }
    | undefined;
  const settings = root?.settings ?? {};
  const lang = root?.locale?.lang ?? "ar";
  const sameAs = (
    [
      ["facebook", "fcAccount"],
      ["instagram", "instaAccount"],
      ["pinterest", "pintsAccount"],
    ] as const
  )
    .map(([network, key]) => socialUrl(network, settingText(settings, key)))
    .filter(Boolean);
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: BRAND[lang],
    alternateName: BRAND[lang === "ar" ? "en" : "ar"],
    url: `${loaderData.origin}/`,
    logo: `${loaderData.origin}/favicon.svg`,
    sameAs,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: settingText(settings, "adminPhone") || undefined,
      email: settingText(settings, "supportEmail") || undefined,
      areaServed: ["EG", "SA"],
      availableLanguage: ["Arabic", "English"],
    },
  };
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: BRAND[lang],
    url: `${loaderData.origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: `${loaderData.origin}/search?v={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
  return seoMeta({ ...loaderData.seo, jsonLd: [organization, website] });
}

function Notice() {
  const { t } = useTranslation("catalog");
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const msg = params.get("msg");
  if (msg !== "blockedUser" && msg !== "failAddress") return null;
  return (
    <div
      role="alert"
      className="mx-auto mb-4 flex max-w-screen-2xl items-start justify-between gap-4 px-4"
      data-testid="home-notice"
    >
      <p className="flex-1 rounded-xl bg-danger/10 px-4 py-3 font-semibold text-danger">
        {msg === "blockedUser" ? t("home.blockedUser") : t("home.failAddress")}
        <Link
          to={localePath(locale, "/")}
          replace
          className="ms-3 text-sm font-normal underline underline-offset-4"
        >
          {t("home.dismiss")}
        </Link>
      </p>
    </div>
  );
}

function SectionHeader({ title, href, more }: { title: string; href: string; more: string }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
      <Link
        to={href}
        className="flex shrink-0 items-center gap-1 text-sm font-semibold text-accent hover:underline"
      >
        {more}
        <ArrowEnd size={16} className="rtl:-scale-x-100" />
      </Link>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { t: tt } = useTranslation();
  // The main categories are the root's menu (the same query): the page does not send them twice.
  const { locale, menu: categories } = useRootData();
  const ar = locale.lang === "ar";
  const d = loaderData;
  /** A banner's name (its image is the link's only content): the category it leads to, if it does. */
  const bannerName = (link: string) => {
    const slug = /\/categories\/([^/?#]+)/.exec(link)?.[1];
    const category = slug && categories.find((c) => c.slug === decodeURIComponent(slug));
    return category ? t("home.shopCategory", { name: localName(locale.lang, category) }) : t("home.featured");
  };
  const collectionBlock = (c: CollectionSection) => (
    <section key={c.collection.slug} className="below-fold mx-auto w-full max-w-screen-2xl px-4">
      <Link
        to={collectionPath(locale, c.collection.slug)}
        className="group mb-5 grid overflow-hidden rounded-2xl bg-sand sm:grid-cols-[2fr_1fr]"
      >
        {c.collection.banner ? (
          <ProductImage
            path={c.collection.banner}
            alt=""
            width={1600}
            height={600}
            sizes="(min-width: 640px) 66vw, 100vw"
            className="aspect-[8/3] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col justify-center gap-2 p-6">
          <span className="w-fit rounded-full bg-danger px-3 py-0.5 text-sm font-semibold text-white">
            {t("card.off", { n: c.collection.discount })}
          </span>
          <h2 className="text-2xl font-semibold">{ar ? c.collection.arTitle : c.collection.title}</h2>
          <p className="text-muted">{ar ? c.collection.arDescription : c.collection.description}</p>
          <span className="flex items-center gap-1 font-semibold text-accent group-hover:underline">
            {t("home.shopCollection")}
            <ArrowEnd size={16} className="rtl:-scale-x-100" />
          </span>
        </div>
      </Link>
      <ProductRow products={c.products} />
    </section>
  );
  const categorySection = (s: Section) => (
    <section key={s.category._id} className="below-fold mx-auto w-full max-w-screen-2xl px-4">
      <SectionHeader
        title={localName(locale.lang, s.category)}
        href={categoryPath(locale, s.category.slug)}
        more={tt("nav.viewAll")}
      />
      <ProductRow products={s.products} />
    </section>
  );
  return (
    <main className="flex flex-col gap-12 pt-4 pb-16">
      <h1 className="sr-only">{`${tt("brand.name")}: ${t("home.title")}`}</h1>
      <div>
        <Notice />
        <HeroSlider
          slides={d.sliders.map((s) => ({
            _id: s._id,
            image: s.image,
            href: contentLink(locale, s.link),
            alt: t("home.title"),
          }))}
        />
      </div>
      <CategorySlider
        title={t("home.categories")}
        categories={categories.map((c) => ({
          _id: c._id,
          href: categoryPath(locale, c.slug),
          name: localName(locale.lang, c),
          image: c.image,
        }))}
      />
      {d.sectionOne.map(categorySection)}
      {d.collectionOne.map(collectionBlock)}
      {d.banners.length ? (
        <section
          className="below-fold mx-auto grid w-full max-w-screen-2xl gap-4 px-4 sm:grid-cols-3"
          aria-label={tt("nav.categories")}
        >
          {d.banners.map((b) => (
            <Link
              key={b._id}
              to={contentLink(locale, b.link)}
              className="overflow-hidden rounded-2xl bg-sand"
            >
              <ProductImage
                path={b.image}
                alt={bannerName(b.link)}
                width={1600}
                height={600}
                sizes="(min-width: 640px) 33vw, 100vw"
                className="aspect-[8/3] w-full object-cover transition hover:scale-105"
              />
            </Link>
          ))}
        </section>
      ) : null}
      {d.offers.length ? (
        <section className="below-fold mx-auto w-full max-w-screen-2xl px-4">
          <SectionHeader
            title={t("home.offers")}
            href={localePath(locale, "/deals")}
            more={tt("nav.viewAll")}
          />
          {d.offers.map((o) => (
            <div key={o._id} className="mb-6">
              <p className="mb-3 flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-danger px-3 py-0.5 text-sm font-semibold text-white">
                  {t("card.off", { n: o.discount })}
                </span>
                <span className="font-semibold">{ar ? o.arTitle : o.title}</span>
                <span className="text-sm text-muted">
                  {t("home.offerEnds", { date: formatDate(o.endDate, locale.lang, locale.country) })}
                </span>
              </p>
              <ProductRow products={o.products} />
            </div>
          ))}
        </section>
      ) : null}
      <GiftCardPromo />
      <IdesignPromo />
      {d.sectionTwo.map(categorySection)}
      {d.advert ? (
        <section className="below-fold mx-auto w-full max-w-screen-2xl px-4">
          <Link to={contentLink(locale, d.advert.link)} className="block overflow-hidden rounded-2xl bg-sand">
            <ProductImage
              path={d.advert.image}
              alt={bannerName(d.advert.link)}
              width={1600}
              height={600}
              sizes="100vw"
              className="aspect-[8/3] w-full object-cover sm:aspect-[16/3]"
            />
          </Link>
        </section>
      ) : null}
      {d.collectionTwo.map(collectionBlock)}
      {d.designers.length ? (
        <section className="below-fold mx-auto w-full max-w-screen-2xl px-4">
          <SectionHeader
            title={t("home.featuredDesigners")}
            href={localePath(locale, "/designers")}
            more={tt("nav.viewAll")}
          />
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {d.designers.slice(0, 6).map((x) => (
              <li key={x._id}>
                <DesignerTile d={x} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="facts" className="below-fold mx-auto w-full max-w-screen-2xl px-4">
        <h2 id="facts" className="sr-only">
          {t("home.facts")}
        </h2>
        <ul className="grid grid-cols-3 gap-3 rounded-2xl bg-ink px-4 py-8 text-center text-canvas">
          {[t("home.factCountries"), t("home.factBrands"), t("home.factProducts")].map((fact) => (
            <li key={fact} className="text-sm font-semibold sm:text-xl">
              {fact}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
