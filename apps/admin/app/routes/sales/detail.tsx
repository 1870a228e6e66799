/**
 * One collection's or offer's page (decision 0134): its form, its products (search by name to add,
 * remove one), and delete after a confirmation.
 */
import { Form, Link, redirect, useFetcher, useLocation } from "react-router";
import { Badge, Button, ConfirmDialog, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/detail";
import {
  ADD_COLLECTION_PRODUCTS,
  ADD_OFFER_PRODUCTS,
  basePath,
  COLLECTION,
  DELETE_COLLECTION,
  DELETE_OFFER,
  FIND_PRODUCTS,
  kindOf,
  OFFER,
  REMOVE_COLLECTION_PRODUCTS,
  REMOVE_OFFER_PRODUCTS,
  type Sale,
  UPDATE_COLLECTION,
  UPDATE_OFFER,
} from "./documents.ts";
import { SaleForm, saleInputOf } from "./sale-form.tsx";

export async function clientLoader({ request: req, params }: Route.ClientLoaderArgs) {
  const url = new URL(req.url);
  const kind = kindOf(url.pathname);
  const find = url.searchParams.get("find")?.trim() || null;
  const sale: Sale =
    kind === "offer"
      ? dataOf((await request(OFFER, { id: params.id })).adminOffer)
      : dataOf((await request(COLLECTION, { id: params.id })).adminCollection);
  const found = find
    ? dataOf(
        (
          await request(FIND_PRODUCTS, {
            options: { search: find, pageSize: 10, sort: "name", direction: "asc" },
          })
        ).adminProducts,
      ).items
    : null;
  return { kind, sale, find, found };
}

type Result = ActionResult & { intent: string };

export async function clientAction({ request: req, params }: Route.ClientActionArgs): Promise<Result> {
  const kind = kindOf(new URL(req.url).pathname);
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const id = params.id;
  const outcome = (r: Parameters<typeof failed>[0]): Result => ({
    intent,
    ...(r.status_code === 200 ? { ok: true } : failed(r)),
  });
  const offer = kind === "offer";
  if (intent === "delete") {
    const r = offer
      ? (await request(DELETE_OFFER, { id })).deleteOffer
      : (await request(DELETE_COLLECTION, { id })).deleteCollection;
    if (r.status_code === 200) throw redirect(basePath(kind));
    return outcome(r);
  }
  if (intent === "add" || intent === "remove") {
    const products = [String(form.get("product"))];
    const vars = { id, products };
    const r =
      intent === "add"
        ? offer
          ? (await request(ADD_OFFER_PRODUCTS, vars)).addOfferProducts
          : (await request(ADD_COLLECTION_PRODUCTS, vars)).addCollectionProducts
        : offer
          ? (await request(REMOVE_OFFER_PRODUCTS, vars)).removeOfferProducts
          : (await request(REMOVE_COLLECTION_PRODUCTS, vars)).removeCollectionProducts;
    return outcome(r);
  }
  const input = saleInputOf(form, kind) as never;
  const r = offer
    ? (await request(UPDATE_OFFER, { id, input })).updateOffer
    : (await request(UPDATE_COLLECTION, { id, input })).updateCollection;
  return outcome(r);
}

const TONE = { running: "success", scheduled: "accent", ended: "neutral", paused: "danger" } as const;

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { kind, sale, find, found } = loaderData;
  const { t, lang, locale } = useT();
  const save = useFetcher<typeof clientAction>();
  const act = useFetcher<typeof clientAction>();
  const { pathname } = useLocation();
  const name = lang === "ar" ? sale.arTitle : sale.title;
  const busy = (intent: string, product?: string) =>
    act.state !== "idle" &&
    act.formData?.get("intent") === intent &&
    (!product || act.formData?.get("product") === product);
  const done = act.data;
  const here = new Set(sale.products.map((p) => p._id));
  const small = "min-h-9 px-3";
  return (
    <>
      <Link to={basePath(kind)} className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t(`${kind}.back`)}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <bdi>{t(`${kind}.edit`, { name })}</bdi>
        </h1>
        <Badge tone={TONE[sale.state]}>{t(`sale.state.${sale.state}`)}</Badge>
        {kind === "offer" && (
          <span className="text-sm text-muted">
            {t("sale.salesNumber", { count: new Intl.NumberFormat(locale).format(sale.salesNumber ?? 0) })}
          </span>
        )}
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="details">
          <h2 id="details" className="mb-4 text-lg font-semibold">
            {t("sale.details")}
          </h2>
          <SaleForm
            kind={kind}
            fetcher={save}
            sale={sale}
            submitLabel={t("sale.save")}
            busyLabel={t("sale.saving")}
          />
        </section>
        <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="products">
          <h2 id="products" className="text-lg font-semibold">
            {t("sale.products", { count: new Intl.NumberFormat(locale).format(sale.products.length) })}
          </h2>
          <p className="mt-1 text-xs text-muted">{t(`${kind}.moveNote`)}</p>
          {done && (done.intent === "add" || done.intent === "remove") && (
            <div className="mt-3">
              {done.ok ? (
                <Notice tone="success">{t(done.intent === "add" ? "sale.added" : "sale.removed")}</Notice>
              ) : (
                <Notice tone="danger">{done.message}</Notice>
              )}
            </div>
          )}
          <Form method="get" action={pathname} className="mt-4 flex flex-wrap items-end gap-2" role="search">
            <label className="min-w-0 flex-1">
              <span className="text-sm font-semibold">{t("sale.find")}</span>
              <input
                type="search"
                name="find"
                defaultValue={find ?? ""}
                dir="auto"
                className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
              />
            </label>
            <Button type="submit" tone="secondary">
              {t("sale.findButton")}
            </Button>
          </Form>
          {found && (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-muted">{t("sale.found")}</h3>
              {found.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t("sale.notFound")}</p>
              ) : (
                <ul className="mt-2 divide-y divide-line">
                  {found.map((p) => (
                    <ProductLine key={p._id} product={p}>
                      {here.has(p._id) ? (
                        <span className="text-xs text-muted">{t("sale.alreadyIn")}</span>
                      ) : (
                        <act.Form method="post">
                          <input type="hidden" name="intent" value="add" />
                          <input type="hidden" name="product" value={p._id} />
                          <Button
                            type="submit"
                            tone="secondary"
                            className={small}
                            busy={busy("add", p._id)}
                            busyLabel={t("sale.adding")}
                            aria-label={`${t("sale.add")} ${lang === "ar" ? p.arName : p.name}`}
                          >
                            {t("sale.add")}
                          </Button>
                        </act.Form>
                      )}
                    </ProductLine>
                  ))}
                </ul>
              )}
            </div>
          )}
          {sale.products.length === 0 ? (
            <p className="mt-4 text-sm text-muted">{t("sale.noProducts")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-line border-t border-line">
              {sale.products.map((p) => (
                <ProductLine key={p._id} product={p}>
                  <act.Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="product" value={p._id} />
                    <Button
                      type="submit"
                      tone="secondary"
                      className={small}
                      busy={busy("remove", p._id)}
                      busyLabel={t("sale.removing")}
                      aria-label={`${t("sale.remove")} ${lang === "ar" ? p.arName : p.name}`}
                    >
                      {t("sale.remove")}
                    </Button>
                  </act.Form>
                </ProductLine>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="mt-6 flex flex-wrap items-center gap-3">
        {done?.intent === "delete" && !done.ok && <Notice tone="danger">{done.message}</Notice>}
        <ConfirmDialog
          trigger={<Button tone="danger">{t("sale.delete")}</Button>}
          title={t(`${kind}.deleteTitle`, { name })}
          body={t(`${kind}.deleteBody`)}
          confirmLabel={t("sale.delete")}
          busyLabel={t("sale.deleting")}
          busy={busy("delete")}
          onConfirm={() => {
            const data = new FormData();
            data.set("intent", "delete");
            act.submit(data, { method: "post" });
          }}
        />
      </section>
    </>
  );
}

function ProductLine({
  product: p,
  children,
}: {
  product: { _id: string; name: string; arName: string; sku: string; thumbnail?: string | null };
  children: React.ReactNode;
}) {
  const { lang } = useT();
  return (
    <li className="flex items-center gap-3 py-2">
      {p.thumbnail ? (
        <img src={p.thumbnail} alt="" loading="lazy" className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <span className="block size-10 shrink-0 rounded bg-canvas" aria-hidden />
      )}
      <span className="min-w-0 flex-1">
        <Link
          to={`/products/${p._id}`}
          className="block truncate font-semibold text-accent-dark hover:underline"
        >
          <bdi>{lang === "ar" ? p.arName : p.name}</bdi>
        </Link>
        <span className="block text-xs text-muted" dir="ltr">
          {p.sku}
        </span>
      </span>
      {children}
    </li>
  );
}
