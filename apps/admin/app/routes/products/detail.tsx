/**
 * One product (decisions 0117, 0118): its form (names, slug, category, prices and availability
 * per country, stock, flags, badges, tags, highlights), its pictures and options, and archive or
 * restore after a confirmation. Every write is one admin mutation, audited on the server.
 */
import { useRef } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { Badge, Button, ConfirmDialog, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { currentLanguage, translate, useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/detail";
import {
  ADD_FEATURE,
  ADD_IMAGE,
  ARCHIVE,
  ORDER_IMAGES,
  PRODUCT,
  REMOVE_FEATURE,
  REMOVE_IMAGE,
  UPDATE,
  UPDATE_IMAGE,
} from "./documents.ts";
import { toMinor } from "./form-data.ts";
import { Features, Pictures } from "./media.tsx";
import { ProductForm, readProductForm } from "./product-form.tsx";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const r = await request(PRODUCT, { id: params.id });
  return { product: dataOf(r.adminProduct), choices: dataOf(r.catalogChoices) };
}

type Result = ActionResult & { intent: string };
const outcome = (intent: string, r: Parameters<typeof failed>[0]): Result => ({
  intent,
  ...(r.status_code === 200 ? { ok: true } : failed(r)),
});

/** Sends pictures, one at a time, to the public uploads; answers their paths. */
async function upload(
  files: File[],
): Promise<{ ok: true; paths: string[] } | { ok: false; message: string }> {
  const paths: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("file", file, file.name);
    const response = await fetch("/api/user/upload-one", {
      method: "POST",
      credentials: "same-origin",
      headers: { "accept-language": currentLanguage() },
      body,
    });
    const json = (await response.json()) as { file?: { path: string }; message?: string };
    if (!response.ok || !json.file)
      return { ok: false, message: `${file.name}: ${json.message ?? response.status}` };
    paths.push(json.file.path);
  }
  return { ok: true, paths };
}

export async function clientAction({ request: req, params }: Route.ClientActionArgs): Promise<Result> {
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const id = params.id;
  const value = (name: string) => String(form.get(name) ?? "");
  switch (intent) {
    case "save": {
      const { input, refused } = readProductForm(form, currentLanguage());
      if (refused) return { intent, ...refused };
      return outcome(intent, (await request(UPDATE, { id, input })).updateProduct);
    }
    case "archive":
    case "restore":
      return outcome(intent, (await request(ARCHIVE, { id, archived: intent === "archive" })).archiveProduct);
    case "upload": {
      const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
      const sent = await upload(files);
      if (!sent.ok) return { intent, ok: false, message: sent.message, fields: { files: sent.message } };
      for (const path of sent.paths) {
        const r = (await request(ADD_IMAGE, { product: id, input: { path } })).addProductImage;
        if (r.status_code !== 200) return outcome(intent, r);
      }
      return { intent, ok: true };
    }
    case "primary":
      return outcome(
        intent,
        (await request(UPDATE_IMAGE, { image: value("image"), input: { primaryImage: true } }))
          .updateProductImage,
      );
    case "remove-image":
      return outcome(intent, (await request(REMOVE_IMAGE, { image: value("image") })).removeProductImage);
    case "order":
      return outcome(
        intent,
        (await request(ORDER_IMAGES, { product: id, images: value("images").split(",") })).orderProductImages,
      );
    case "add-feature": {
      const extra = (name: string) => toMinor(value(name));
      const eg = extra("egExtraPrice");
      const sa = extra("suExtraPrice");
      if (Number.isNaN(eg) || Number.isNaN(sa)) {
        const lang = currentLanguage();
        const message = translate(lang, "product.numbersOnly");
        const fields = Object.fromEntries(
          [
            ["egExtraPrice", eg],
            ["suExtraPrice", sa],
          ]
            .filter(([, v]) => Number.isNaN(v))
            .map(([k]) => [k as string, message]),
        );
        return { intent, ok: false, message: translate(lang, "product.fixFields"), fields };
      }
      const input = {
        property: value("property"),
        arProperty: value("arProperty"),
        value: value("value"),
        arValue: value("arValue"),
        egExtraPrice: eg ?? 0,
        suExtraPrice: sa ?? 0,
      };
      return outcome(intent, (await request(ADD_FEATURE, { product: id, input })).addProductFeature);
    }
    default:
      return outcome(
        intent,
        (await request(REMOVE_FEATURE, { feature: value("feature") })).removeProductFeature,
      );
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, choices } = loaderData;
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const save = useFetcher<typeof clientAction>();
  const archive = useFetcher<typeof clientAction>();
  const archiveForm = useRef<HTMLFormElement>(null);
  const active = product.status === "active";
  const archiveError = archive.data && !archive.data.ok ? archive.data.message : null;
  return (
    <>
      <Link to="/products" className="text-sm text-accent-dark underline">
        <span aria-hidden className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("backToProducts")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <bdi>{lang === "ar" ? product.arName : product.name}</bdi>
        </h1>
        <Badge tone={active ? "success" : "neutral"}>{t(`status.${product.status}`)}</Badge>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
        <span dir="ltr">{t("product.sku", { sku: product.sku })}</span>
        {product.designerName && (
          <span>
            {t("product.designer", { name: "" })}
            <bdi>{product.designerName}</bdi>
          </span>
        )}
        {active && (
          <a className="text-accent-dark underline" href={`/${lang}-eg/products/${product.slug}`}>
            {t("product.viewInStore")}
          </a>
        )}
      </p>
      {params.get("added") && (
        <div className="mt-4">
          <Notice tone="success">{t("product.added")}</Notice>
        </div>
      )}
      {!active && (
        <div className="mt-4">
          <Notice tone="danger">{t("product.archived")}</Notice>
        </div>
      )}
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <ProductForm
          key={product.updatedAt}
          fetcher={save}
          product={product}
          choices={choices}
          submitLabel={t("product.save")}
          busyLabel={t("product.saving")}
        />
        <div className="space-y-6">
          <Pictures product={product} />
          <Features product={product} />
          <archive.Form
            method="post"
            ref={archiveForm}
            className="rounded-lg border border-line bg-white p-5"
          >
            <input type="hidden" name="intent" value={active ? "archive" : "restore"} />
            {archiveError && <Notice tone="danger">{archiveError}</Notice>}
            {active ? (
              <ConfirmDialog
                trigger={<Button tone="danger">{t("product.archive")}</Button>}
                title={t("product.archiveTitle")}
                body={t("product.archiveBody")}
                confirmLabel={t("product.archive")}
                busyLabel={t("product.archiving")}
                busy={archive.state !== "idle"}
                onConfirm={() => archive.submit(archiveForm.current)}
              />
            ) : (
              <Button
                type="submit"
                tone="secondary"
                busy={archive.state !== "idle"}
                busyLabel={t("product.restoring")}
              >
                {t("product.restore")}
              </Button>
            )}
          </archive.Form>
        </div>
      </div>
    </>
  );
}
