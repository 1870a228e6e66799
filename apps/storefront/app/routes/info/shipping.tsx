/** /shipping: shipping and returns (15 days, same address, original condition), from getPolicies (decision 0063). */
import { data, Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn, pageIn } from "../../components/info/content.ts";
import { ContentPageFields, HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout, PageSection } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/shipping";

const POLICIES = graphql(
  `
  query Policies {
    getPolicies { status_code data { ...ContentPageFields } }
    header: getHeaderDescriptionByPage(page: "shipping") { status_code data { ...HeaderFields } }
  }
`,
  [ContentPageFields, HeaderFields],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, POLICIES);
  const policies = (r.getPolicies.data ?? []).filter((p) => p.slug === "shipping" || p.slug === "returns");
  if (!policies.length) throw data(null, { status: 404 });
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, {
    title: ui.nav.shipping,
    text: ui.shipping.description,
  });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    policies,
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.shipping.description,
      path: "/shipping",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function ReturnsFacts() {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  return (
    <div className="mb-6 rounded-xl bg-sand p-5">
      <h3 className="mb-3 font-semibold">{t("shipping.returnsFacts")}</h3>
      <ul className="grid gap-2 sm:grid-cols-3">
        {(["factDays", "factAddress", "factCondition"] as const).map((k) => (
          <li key={k} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-0.5 font-bold text-success">
              ✓
            </span>
            <span>{t(`shipping.${k}`)}</span>
          </li>
        ))}
      </ul>
      <Link
        to={localePath(locale, "/profile/orders")}
        className="mt-4 inline-block font-semibold text-accent-dark underline underline-offset-4"
      >
        {t("shipping.ordersCta")}
      </Link>
    </div>
  );
}

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const { policies, header } = loaderData;
  return (
    <InfoLayout current="shipping" title={header.title} lead={header.text}>
      <div className="space-y-8">
        {policies.map((policy) => {
          const page = pageIn(locale.lang, policy);
          return (
            <PageSection
              key={policy.slug}
              id={policy.slug}
              title={page.title}
              body={page.body}
              updatedAt={policy.updatedAt}
            >
              {policy.slug === "returns" && <ReturnsFacts />}
            </PageSection>
          );
        })}
      </div>
    </InfoLayout>
  );
}
