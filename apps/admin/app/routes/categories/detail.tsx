/** One category's page (decision 0119): names in both languages, slug, parent, main flag, hidden. */
import { Link, useFetcher } from "react-router";
import { dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/detail";
import { CategoryForm, categoryInputOf } from "./category-form.tsx";
import { TREE, UPDATE } from "./documents.ts";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const tree = dataOf((await request(TREE)).adminCategories);
  const category = tree.flatMap((c) => [c, ...c.subCategories]).find((c) => c._id === params.id);
  if (!category) throw new Response("Not found", { status: 404 });
  return { category, parents: tree.filter((c) => !c.parentId) };
}

export async function clientAction({ request: req, params }: Route.ClientActionArgs) {
  const form = await req.formData();
  const r = (await request(UPDATE, { id: params.id, input: categoryInputOf(form, true) })).updateCategory;
  return r.status_code === 200 ? { ok: true as const } : failed(r);
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, parents } = loaderData;
  const { t, lang } = useT();
  const save = useFetcher<typeof clientAction>();
  const name = lang === "ar" ? category.arName : category.name;
  return (
    <>
      <Link to="/categories" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToCategories")}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">{t("category.edit", { name })}</h1>
      <section className="mt-6 max-w-3xl rounded-lg border border-line bg-white p-5">
        <CategoryForm
          fetcher={save}
          category={category}
          parents={parents}
          submitLabel={t("category.save")}
          busyLabel={t("category.saving")}
          doneLabel={t("category.saved")}
        />
      </section>
    </>
  );
}
