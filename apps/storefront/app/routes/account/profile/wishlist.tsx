import { Link, useFetcher } from "react-router";
import { formatMoney } from "#i18n/format.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localePath } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/wishlist";

interface Item {
  _id: string;
  image: { _id: string; path: string } | null;
  product: {
    _id: string;
    slug: string;
    name: string;
    arName: string;
    designerName: string | null;
    price: { before: number; after: number; discountPercent: number } | null;
  };
}
const Q = graphql(`
  query Wishlist($u: ID, $c: String) { getUserWishlist(user: $u, currentCountry: $c) { status_code data {
    _id image { _id path } product { _id slug name arName designerName price { before after discountPercent } } } } }
`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Wishlist" : "قائمة الأمنيات", loaderData?.lang ?? "ar") },
  ];
}

/** profile/wishlist, and profile/wishlists/:id (a user's list: only their own, or any for administrators). */
export async function loader(args: Route.LoaderArgs) {
  const { locale, user } = await requireUser(args, "complete");
  const id = (args.params as { id?: string }).id;
  const r = await gql(args.context, locale, Q, {
    u: id && id !== user._id ? id : null,
    c: locale.country,
  });
  if (r.getUserWishlist.status_code !== 200) throw new Response(null, { status: 404 });
  return { lang: locale.lang, items: r.getUserWishlist.data ?? [] };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("wishlist.title")}</h1>
      {loaderData.items.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-muted">{t("wishlist.empty")}</p>
          <Link
            to={localePath(locale, "/categories")}
            className="mt-4 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            {t("wishlist.browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
          {loaderData.items.map((item) => (
            <WishlistCard key={item._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WishlistCard({ item }: { item: Item }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const fetcher = useFetcher();
  const name = locale.lang === "ar" ? item.product.arName : item.product.name;
  const href = localePath(locale, `/products/${item.product._id}`);
  if (fetcher.state !== "idle" || (fetcher.data as { ok?: boolean } | undefined)?.ok) return null;
  return (
    <li className="group relative overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
      <Link to={href} className="block">
        <div className="aspect-square bg-sand">
          {item.image && (
            <img
              src={item.image.path}
              alt=""
              loading="lazy"
              width={400}
              height={400}
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="p-3">
          {item.product.designerName && (
            <p className="truncate text-xs text-muted">{item.product.designerName}</p>
          )}
          <p className="line-clamp-2 text-sm font-semibold">{name}</p>
          {item.product.price ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold">
                {formatMoney(item.product.price.after, locale.country, locale.lang)}
              </span>
              {item.product.price.discountPercent > 0 && (
                <s className="ms-2 text-muted">
                  {formatMoney(item.product.price.before, locale.country, locale.lang)}
                </s>
              )}
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">{t("wishlist.notSold")}</p>
          )}
        </div>
      </Link>
      <fetcher.Form
        method="post"
        action={localePath(locale, "/wishlist/toggle")}
        className="absolute top-2 end-2"
      >
        <input
          type="hidden"
          name={item.image ? "image" : "product"}
          value={item.image?._id ?? item.product._id}
        />
        <button
          type="submit"
          className="grid size-10 place-items-center rounded-full bg-surface/90 text-accent shadow hover:bg-surface"
          aria-label={`${t("wishlist.remove")}: ${name}`}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3 1.7-1.8 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      </fetcher.Form>
    </li>
  );
}
