import { Link, useOutletContext } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localePath } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/index";
import type { ProfileOutlet } from "./layout.tsx";

const Q = graphql(
  `query ProfileOverview { getUserById { data { address { _id } } } getUserWishlist { data { _id } } }`,
);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.lang === "en" ? "My account" : "حسابي", loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql(args.context, locale, Q);
  return {
    lang: locale.lang,
    addresses: r.getUserById.data?.address.length ?? 0,
    wishlist: r.getUserWishlist.data?.length ?? 0,
  };
}

export default function ProfileIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const { user } = useOutletContext<ProfileOutlet>();
  const card = "block rounded-2xl bg-surface p-5 ring-1 ring-line hover:ring-ink/30";
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("profile.hello", { name: user.fName })}</h1>
      <p className="mt-1 text-muted">
        {t("profile.memberSince", { date: formatDate(user.createdAt, locale.lang, locale.country) })}
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Link to={localePath(locale, "/profile/addresses")} className={card}>
          <p className="text-sm text-muted">{t("profile.cards.addresses")}</p>
          <p className="mt-1 text-lg font-semibold">
            {t("profile.cards.addressesCount", { count: loaderData.addresses })}
          </p>
        </Link>
        <Link to={localePath(locale, "/profile/wishlist")} className={card}>
          <p className="text-sm text-muted">{t("profile.cards.wishlist")}</p>
          <p className="mt-1 text-lg font-semibold tabular-nums">{loaderData.wishlist}</p>
        </Link>
        <Link to={localePath(locale, "/profile/referral-code")} className={card}>
          <p className="text-sm text-muted">{t("profile.cards.referral")}</p>
          <p className="mt-1 text-lg font-semibold tracking-wider" dir="ltr">
            {user.discountCode ?? "—"}
          </p>
        </Link>
        <div className={card}>
          <p className="text-sm text-muted">{t("profile.cards.wallet")}</p>
          <p className="mt-1 text-lg font-semibold">{formatMoney(user.wallet, "eg", locale.lang)}</p>
        </div>
      </div>
    </section>
  );
}
