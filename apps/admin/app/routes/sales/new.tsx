/** A new collection or offer (decision 0134): the form; once added, its page takes products. */
import { Link, redirect, useFetcher, useLocation } from "react-router";
import { type ActionResult, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/new";
import { basePath, CREATE_COLLECTION, CREATE_OFFER, kindOf } from "./documents.ts";
import { SaleForm, saleInputOf } from "./sale-form.tsx";

export async function clientAction({ request: req }: Route.ClientActionArgs): Promise<ActionResult> {
  const kind = kindOf(new URL(req.url).pathname);
  const input = saleInputOf(await req.formData(), kind);
  const r =
    kind === "offer"
      ? (await request(CREATE_OFFER, { input: input as never })).createOffer
      : (await request(CREATE_COLLECTION, { input: input as never })).createCollection;
  if (r.status_code !== 200 || !r.data) return failed(r);
  throw redirect(`${basePath(kind)}/${r.data._id}`);
}

export default function NewSale() {
  const { t } = useT();
  const kind = kindOf(useLocation().pathname);
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <>
      <Link to={basePath(kind)} className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t(`${kind}.back`)}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">{t(`${kind}.new`)}</h1>
      <p className="mt-1 text-muted">{t(`${kind}.newLead`)}</p>
      <section className="mt-6 max-w-3xl rounded-lg border border-line bg-white p-5">
        <SaleForm
          kind={kind}
          fetcher={fetcher}
          submitLabel={t("sale.create")}
          busyLabel={t("sale.creating")}
        />
      </section>
    </>
  );
}
