/**
 * The categories tree (decision 0119): main categories in the shop's order, each with its
 * subcategories; move up or down, hide or show, delete an empty one after a confirmation, and a
 * new category's form. Each button is one admin mutation, audited on the server.
 */
import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Badge, Button, ConfirmDialog, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/list";
import { CategoryForm, categoryInputOf } from "./category-form.tsx";
import { type Category, CREATE, DELETE, MOVE, type SubCategory, TREE, UPDATE } from "./documents.ts";

export async function clientLoader() {
  return { tree: dataOf((await request(TREE)).adminCategories) };
}

type Result = ActionResult & { intent: string };
const outcome = (intent: string, r: Parameters<typeof failed>[0]): Result => ({
  intent,
  ...(r.status_code === 200 ? { ok: true } : failed(r)),
});

export async function clientAction({ request: req }: Route.ClientActionArgs): Promise<Result> {
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "create":
      return outcome(intent, (await request(CREATE, { input: categoryInputOf(form, false) })).createCategory);
    case "up":
    case "down":
      return outcome(intent, (await request(MOVE, { id, direction: intent })).moveCategory);
    case "hide":
    case "show":
      return outcome(
        intent,
        (await request(UPDATE, { id, input: { hidden: intent === "hide" } })).updateCategory,
      );
    default:
      return outcome(intent, (await request(DELETE, { id })).deleteCategory);
  }
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const { t } = useT();
  const create = useFetcher<typeof clientAction>();
  const count = tree.reduce((n, c) => n + 1 + c.subCategories.length, 0);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("area.categories")}</h1>
      <p className="mt-1 text-muted">{t("area.categories.lead")}</p>
      <section className="mt-6 rounded-lg border border-line bg-white p-5">
        <h2 className="font-semibold">{t("category.new")}</h2>
        <p className="mt-1 text-sm text-muted">{t("category.newLead")}</p>
        <div className="mt-4">
          <CategoryForm
            key={count}
            fetcher={create}
            parents={tree.filter((c) => !c.parentId)}
            submitLabel={t("category.create")}
            busyLabel={t("category.creating")}
            doneLabel={t("category.created")}
          />
        </div>
      </section>
      {tree.length ? (
        <ol className="mt-6 space-y-3" aria-label={t("area.categories")}>
          {tree.map((c, i) => (
            <li key={c._id} className="rounded-lg border border-line bg-white">
              <Row category={c} first={i === 0} last={i === tree.length - 1} />
              {c.subCategories.length > 0 && (
                <ol className="border-t border-line ps-6 sm:ps-10">
                  {c.subCategories.map((sub, j) => (
                    <li key={sub._id} className="border-b border-line last:border-b-0">
                      <Row category={sub} first={j === 0} last={j === c.subCategories.length - 1} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-line p-8 text-center text-muted">
          {t("category.empty")}
        </p>
      )}
    </>
  );
}

function Row({
  category: c,
  first,
  last,
}: {
  category: Category | SubCategory;
  first: boolean;
  last: boolean;
}) {
  const { t, lang } = useT();
  const act = useFetcher<typeof clientAction>();
  const deleteForm = useRef<HTMLFormElement>(null);
  const busy = (intent: string) => act.state !== "idle" && act.formData?.get("intent") === intent;
  const name = lang === "ar" ? c.arName : c.name;
  const other = lang === "ar" ? c.name : c.arName;
  const subs = "subCategories" in c ? c.subCategories.length : 0;
  const small = "min-h-9 px-3";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:p-4">
      <div className="min-w-0 grow basis-full sm:basis-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/categories/${c._id}`} className="font-semibold text-accent-dark underline">
            <bdi>{name}</bdi>
          </Link>
          <span className="text-sm text-muted">
            <bdi>{other}</bdi>
          </span>
          {c.hidden && <Badge tone="danger">{t("category.hidden")}</Badge>}
          {c.parentId && c.isMain && <Badge tone="accent">{t("category.main")}</Badge>}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-muted">
          <span dir="ltr" className="font-mono">
            {c.slug}
          </span>
          <span className="tabular-nums">{t("category.products", { count: c.productCount })}</span>
          {subs > 0 && <span className="tabular-nums">{t("category.subCount", { count: subs })}</span>}
        </p>
      </div>
      <act.Form method="post" ref={deleteForm} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="id" value={c._id} />
        <Button
          type="submit"
          name="intent"
          value="up"
          tone="secondary"
          className={small}
          isDisabled={first}
          busy={busy("up")}
          busyLabel={t("category.moving")}
          aria-label={t("category.up", { name })}
        >
          <span aria-hidden>↑</span>
        </Button>
        <Button
          type="submit"
          name="intent"
          value="down"
          tone="secondary"
          className={small}
          isDisabled={last}
          busy={busy("down")}
          busyLabel={t("category.moving")}
          aria-label={t("category.down", { name })}
        >
          <span aria-hidden>↓</span>
        </Button>
        <Button
          type="submit"
          name="intent"
          value={c.hidden ? "show" : "hide"}
          tone="secondary"
          className={small}
          busy={busy("hide") || busy("show")}
          busyLabel={t("category.hiding")}
        >
          {c.hidden ? t("category.show") : t("category.hide")}
        </Button>
        <ConfirmDialog
          trigger={
            <Button tone="danger" className={small}>
              {t("category.delete")}
            </Button>
          }
          title={t("category.deleteTitle", { name })}
          body={t("category.deleteBody")}
          confirmLabel={t("category.delete")}
          busyLabel={t("category.deleting")}
          busy={busy("delete")}
          onConfirm={() => {
            const data = new FormData(deleteForm.current ?? undefined);
            data.set("intent", "delete");
            act.submit(data, { method: "post" });
          }}
        />
      </act.Form>
      {act.data && !act.data.ok && (
        <div className="basis-full">
          <Notice tone="danger">{act.data.message}</Notice>
        </div>
      )}
    </div>
  );
}
