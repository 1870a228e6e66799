/** A new product (decision 0117): the product form; once added, its page takes pictures and options. */
import { Link, redirect, useFetcher } from "react-router";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { currentLanguage, useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/new";
import { CHOICES, CREATE } from "./documents.ts";
import { ProductForm, readProductForm } from "./product-form.tsx";

export async function clientLoader() {
  const { catalogChoices } = await request(CHOICES);
  return { choices: dataOf(catalogChoices) };
}

export async function clientAction({ request: req }: Route.ClientActionArgs): Promise<ActionResult> {
  const { input, refused } = readProductForm(await req.formData(), currentLanguage());
  if (refused) return refused;
  const { createProduct: r } = await request(CREATE, { input });
  if (r.status_code !== 200 || !r.data) return failed(r);
  throw redirect(`/products/${r.data._id}?added=1`);
}

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <>
      <Link to="/products" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToProducts")}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">{t("product.newTitle")}</h1>
      <p className="mt-1 text-muted">{t("product.newLead")}</p>
      <div className="mt-6 max-w-4xl">
        <ProductForm
          fetcher={fetcher}
          product={null}
          choices={loaderData.choices}
          submitLabel={t("product.create")}
          busyLabel={t("product.creating")}
        />
      </div>
    </>
  );
}
