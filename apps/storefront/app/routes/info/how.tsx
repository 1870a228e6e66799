/** /how: how shopping and selling on Manzil work, from getHowItWorksStages (decision 0063). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { INFO_UI } from "#i18n/messages/ui-info.ts";
import { seoFor, seoMeta } from "../../components/catalog/seo.ts";
import { headerIn } from "../../components/info/content.ts";
import { HeaderFields } from "../../components/info/content-fields.ts";
import { InfoLayout } from "../../components/info/info-layout.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/how";

const StageFields = graphql(`
  fragment StageFields on HowItWorksStage { _id number title arTitle description arDescription image }
`);

const HOW = graphql(
  `
  query How {
    customer: getHowItWorksStages(type: "customer") { data { ...StageFields } }
    designer: getHowItWorksStages(type: "designer") { data { ...StageFields } }
    header: getHeaderDescriptionByPage(page: "how") { status_code data { ...HeaderFields } }
  }
`,
  [StageFields, HeaderFields],
);

type Stage = NonNullable<ResultOf<typeof HOW>["customer"]["data"]>[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const r = await gql(context, locale, HOW);
  const ui = INFO_UI[locale.lang];
  const header = headerIn(locale.lang, r.header.data, { title: ui.nav.how, text: ui.how.description });
  return {
    messages: pageMessages(locale.lang, ["info"]),
    customer: r.customer.data ?? [],
    designer: r.designer.data ?? [],
    header,
    seo: seoFor({ request, context }, locale, {
      title: header.title,
      description: ui.how.description,
      path: "/how",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

function Journey({
  id,
  title,
  stages,
  action,
}: {
  id: string;
  title: string;
  stages: Stage[];
  action: ReactNode;
}) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const ar = locale.lang === "ar";
  if (!stages.length) return null;
  return (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      <ol className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stages.map((s) => (
          <li
            key={s._id}
            className="overflow-hidden rounded-2xl bg-surface ring-1 ring-line"
            data-testid="how-stage"
          >
            {s.image && (
              <img src={s.image} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sand object-cover" />
            )}
            <div className="p-3 sm:p-4">
              <p className="text-sm font-semibold text-accent-dark">{t("how.step", { n: s.number })}</p>
              <h3 className="mt-1 font-semibold">{ar ? s.arTitle : s.title}</h3>
              <p className="mt-1 text-sm text-muted">{ar ? s.arDescription : s.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-5">{action}</div>
    </section>
  );
}

const primary =
  "inline-flex h-11 items-center rounded-full bg-accent px-5 font-semibold text-white hover:bg-accent-dark";
const secondary =
  "inline-flex h-11 items-center rounded-full px-5 font-semibold ring-1 ring-ink/30 hover:bg-sand";

export default function HowPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { locale } = useRootData();
  const { customer, designer, header } = loaderData;
  return (
    <InfoLayout current="how" title={header.title} lead={header.text}>
      <Journey
        id="how-customer"
        title={t("how.customerTitle")}
        stages={customer}
        action={
          <Link to={localePath(locale, "/faq")} className={secondary}>
            {t("how.faqCta")}
          </Link>
        }
      />
      <Journey
        id="how-designer"
        title={t("how.designerTitle")}
        stages={designer}
        action={
          <Link to={`${localePath(locale, "/register")}?type=designer`} className={secondary}>
            {t("how.sellCta")}
          </Link>
        }
      />
      <section aria-labelledby="how-idesign" className="rounded-2xl bg-sand p-6">
        <h2 id="how-idesign" className="text-xl font-semibold">
          {t("how.idesignTitle")}
        </h2>
        <p className="mt-1 text-ink/80">{t("how.idesignText")}</p>
        <Link to={localePath(locale, "/idesign")} className={`${primary} mt-4`}>
          {t("how.idesignCta")}
        </Link>
      </section>
    </InfoLayout>
  );
}
