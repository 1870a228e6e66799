/** A product's pictures and options on its page (decision 0118): upload, primary, order, remove; add and remove options. */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Badge, Button, ConfirmDialog, Field, FilePicker, Notice } from "../../components/ui.tsx";
import { useT } from "../../lib/i18n.ts";
import type { clientAction } from "./detail.tsx";
import type { Product } from "./documents.ts";
import { COUNTRIES, currencyOf, toMajor } from "./form-data.ts";

const box = "rounded-lg border border-line bg-white p-5";

export function Pictures({ product }: { product: Product }) {
  const { t } = useT();
  const uploader = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const done = uploader.state === "idle" && uploader.data?.ok;
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done]);
  const ids = product.images.map((i) => i._id);
  return (
    <section className={box} aria-labelledby="pictures">
      <h2 id="pictures" className="font-semibold">
        {t("images.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("images.lead")}</p>
      {product.images.length ? (
        <ol className="mt-3 space-y-3">
          {product.images.map((image, i) => (
            <li key={image._id} className="flex items-start gap-3">
              <img
                src={image.path}
                alt={image.originalName}
                className="size-20 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="truncate text-xs text-muted" dir="ltr">
                  {image.originalName || image.path}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {image.primaryImage ? (
                    <Badge tone="success">{t("images.primary")}</Badge>
                  ) : (
                    <ImageAction intent="primary" image={image._id} label={t("images.makePrimary")} />
                  )}
                  {i > 0 && (
                    <ImageAction
                      intent="order"
                      images={swap(ids, i, i - 1)}
                      label={t("images.up")}
                      arrow="↑"
                    />
                  )}
                  {i < ids.length - 1 && (
                    <ImageAction
                      intent="order"
                      images={swap(ids, i, i + 1)}
                      label={t("images.down")}
                      arrow="↓"
                    />
                  )}
                  <ConfirmedRemoval kind="images" form={{ intent: "remove-image", image: image._id }} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 rounded-md border border-dashed border-line p-4 text-sm text-muted">
          {t("images.empty")}
        </p>
      )}
      <uploader.Form method="post" encType="multipart/form-data" ref={form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="upload" />
        {uploader.data && !uploader.data.ok && <Notice tone="danger">{uploader.data.message}</Notice>}
        <FilePicker label={t("images.upload")} name="files" />
        <Button
          type="submit"
          tone="secondary"
          busy={uploader.state !== "idle"}
          busyLabel={t("images.uploading")}
        >
          {t("images.upload")}
        </Button>
      </uploader.Form>
    </section>
  );
}

const swap = (ids: string[], a: number, b: number) => {
  const next = [...ids];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next.join(",");
};

function ImageAction({
  intent,
  image,
  images,
  label,
  arrow,
}: {
  intent: string;
  image?: string;
  images?: string;
  label: string;
  arrow?: string;
}) {
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {image && <input type="hidden" name="image" value={image} />}
      {images && <input type="hidden" name="images" value={images} />}
      <Button
        type="submit"
        tone="secondary"
        busy={fetcher.state !== "idle"}
        aria-label={label}
        className="min-h-8 px-2"
      >
        {arrow ? <span aria-hidden>{arrow}</span> : label}
      </Button>
      {fetcher.data && !fetcher.data.ok && <p className="text-xs text-danger">{fetcher.data.message}</p>}
    </fetcher.Form>
  );
}

/** A removal (a picture or an option), confirmed first, posted to the page's action. */
function ConfirmedRemoval({ kind, form }: { kind: "images" | "features"; form: Record<string, string> }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof clientAction>();
  return (
    <ConfirmDialog
      trigger={
        <Button tone="secondary" className="min-h-8 px-2 text-danger">
          {t(`${kind}.remove`)}
        </Button>
      }
      title={t(`${kind}.removeTitle`)}
      body={t(`${kind}.removeBody`)}
      confirmLabel={t(`${kind}.remove`)}
      busyLabel={t("images.removing")}
      busy={fetcher.state !== "idle"}
      onConfirm={() => fetcher.submit(form, { method: "post" })}
    />
  );
}

export function Features({ product }: { product: Product }) {
  const { t, lang } = useT();
  const adder = useFetcher<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const done = adder.state === "idle" && adder.data?.ok;
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done]);
  const errors = adder.data && !adder.data.ok ? adder.data.fields : {};
  return (
    <section className={box} aria-labelledby="features">
      <h2 id="features" className="font-semibold">
        {t("features.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("features.lead")}</p>
      {product.features.length ? (
        <ul className="mt-3 divide-y divide-line">
          {product.features.map((f) => (
            <li key={f._id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                <bdi>{lang === "ar" ? f.arProperty : f.property}</bdi>:{" "}
                <bdi>{lang === "ar" ? f.arValue : f.value}</bdi>
                <span className="ms-2 text-muted tabular-nums">
                  +{toMajor(f.egExtraPrice)} {currencyOf("eg", lang)} · +{toMajor(f.suExtraPrice)}{" "}
                  {currencyOf("sa", lang)}
                </span>
              </span>
              <ConfirmedRemoval kind="features" form={{ intent: "remove-feature", feature: f._id }} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t("features.empty")}</p>
      )}
      <adder.Form method="post" ref={form} className="mt-4 space-y-3" noValidate>
        <input type="hidden" name="intent" value="add-feature" />
        {adder.data && !adder.data.ok && <Notice tone="danger">{adder.data.message}</Notice>}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("features.arProperty")} name="arProperty" dir="auto" error={errors.arProperty} />
          <Field label={t("features.property")} name="property" dir="ltr" error={errors.property} />
          <Field label={t("features.arValue")} name="arValue" dir="auto" error={errors.arValue} />
          <Field label={t("features.value")} name="value" dir="ltr" error={errors.value} />
          <Field
            label={`${COUNTRIES.eg.names[lang]}: ${t("features.extra", { currency: currencyOf("eg", lang) })}`}
            name="egExtraPrice"
            inputMode="decimal"
            error={errors.egExtraPrice}
          />
          <Field
            label={`${COUNTRIES.sa.names[lang]}: ${t("features.extra", { currency: currencyOf("sa", lang) })}`}
            name="suExtraPrice"
            inputMode="decimal"
            error={errors.suExtraPrice}
          />
        </div>
        <Button type="submit" tone="secondary" busy={adder.state !== "idle"} busyLabel={t("features.adding")}>
          {t("features.add")}
        </Button>
      </adder.Form>
    </section>
  );
}
