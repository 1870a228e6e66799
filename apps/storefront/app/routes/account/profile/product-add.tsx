/**
 * profile/products/add: a designer's product request (decision 0060). Files are uploaded as they
 * are picked (progress bars); the form sends their ids. A refused submit keeps every field and
 * file; the draft also survives a reload (session storage) until the request is sent.
 */

import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { TICKET_ATTACHMENTS_MAX } from "#domain/tickets/attachment-type.rules.ts";
import { FormAlert, SelectField, SubmitButton, TextField } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { readTicketDraft, saveTicketDraft, type TicketDraft } from "../../../components/tickets/draft.ts";
import { FileUploader, type UploadedFile } from "../../../components/uploads/file-uploader.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { amountOf } from "../../../lib/typed-amount.ts";
import { formErrors, formValues, refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/product-add";

interface Category {
  _id: string;
  name: string;
  arName: string;
  parentId: string | null;
}

const Q = graphql(`query AddProduct { getDesignerReadiness { data { ready missing competitionOpen } }
  getCategories { data { _id name arName parentId } } }`);
const ADD = graphql(`mutation Add($category: ID, $name: String, $basePrice: Float, $description: String,
  $attachments: [ID!], $ticketForCompetition: Boolean) {
  addProductForDesigner(category: $category, name: $name, basePrice: $basePrice, description: $description,
    attachments: $attachments, ticketForCompetition: $ticketForCompetition) {
    status_code code message errors fieldErrors { field code message } data { _id } } }`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Add a product" : "أضف منتجًا", loaderData?.lang ?? "ar") },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete", "designer");
  const r = await gql(args.context, locale, Q);
  const competition = new URL(args.request.url).searchParams.get("competition") === "1";
  return {
    messages: pageMessages(locale.lang, ["tickets"]),
    lang: locale.lang,
    readiness: r.getDesignerReadiness.data ?? { ready: false, missing: [], competitionOpen: false },
    categories: r.getCategories.data ?? [],
    competition,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, ADD, {
    category: String(form.get("category") ?? "") || null,
    name: String(form.get("name") ?? ""),
    basePrice: amountOf(String(form.get("basePrice") ?? "")),
    description: String(form.get("description") ?? ""),
    attachments: form.getAll("attachments").map(String),
    ticketForCompetition: form.get("ticketForCompetition") === "on",
  });
  const answer = r.addProductForDesigner;
  if (answer.status_code === 200)
    throw redirect(localePath(locale, `/profile/products/discuss/${answer.data!._id}?sent=1`));
  const { message, fields } = formErrors(answer);
  return refused({ message, fields, values: formValues(form) });
}

export default function ProductAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const { readiness, categories } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const files = useRef<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  const navigation = useNavigation();

  useEffect(() => {
    setDraft(readTicketDraft());
  }, []);

  function save() {
    if (!form.current) return;
    const values: Record<string, string> = {};
    for (const [k, v] of new FormData(form.current))
      if (typeof v === "string" && k !== "attachments") values[k] = v;
    saveTicketDraft({ values, files: files.current });
  }

  if (!readiness.ready) return <Incomplete missing={readiness.missing} />;
  const values = actionData?.values ?? draft?.values;
  const errors = actionData?.fields ?? {};
  const mains = categories.filter((c) => !c.parentId);
  const name = (c: Category) => (locale.lang === "ar" ? c.arName : c.name);
  return (
    <section className="max-w-2xl">
      <Link to={localePath(locale, "/profile/products")} className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t("discuss.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold nav:text-3xl">{t("add.title")}</h1>
      <p className="mt-2 text-muted">{t("add.lead")}</p>
      <div className="mt-4" aria-live="polite">
        <FormAlert>{actionData?.message}</FormAlert>
        {draft && !actionData && <FormAlert tone="success">{t("add.draftRestored")}</FormAlert>}
      </div>
      <Form
        ref={form}
        method="post"
        key={draft ? "draft" : "blank"}
        onInput={save}
        onSubmit={(e) => busy && e.preventDefault()}
        className="mt-6 space-y-5 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6"
        noValidate
      >
        <SelectField
          name="category"
          label={t("add.category")}
          error={errors.category}
          defaultValue={values?.category ?? ""}
          required
        >
          <option value="">{t("add.categoryPick")}</option>
          {mains.map((main) => (
            <optgroup key={main._id} label={name(main)}>
              <option value={main._id}>{name(main)}</option>
              {categories
                .filter((c) => c.parentId === main._id)
                .map((c) => (
                  <option key={c._id} value={c._id}>
                    {name(c)}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          name="name"
          label={t("add.name")}
          placeholder={t("add.namePlaceholder")}
          values={values}
          error={errors.name}
          required
          maxLength={120}
          dir="auto"
        />
        <TextField
          name="basePrice"
          label={t("add.basePrice")}
          hint={t("add.basePriceHint")}
          inputMode="decimal"
          values={values}
          error={errors.basePrice}
          required
          dir="ltr"
          className="max-w-xs"
        />
        <Description value={values?.description} error={errors.description} />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-semibold">{t("add.files")}</legend>
          <p className="mb-3 text-sm text-muted">{t("add.filesHint")}</p>
          <noscript>
            <p className="mb-2 text-sm text-danger">{t("add.noScript")}</p>
          </noscript>
          <FileUploader
            key={draft ? "draft" : "blank"}
            max={TICKET_ATTACHMENTS_MAX}
            initial={draft?.files}
            error={errors.attachments}
            onChange={(list, uploading) => {
              files.current = list;
              setBusy(uploading);
              save();
            }}
          />
        </fieldset>
        {readiness.competitionOpen && (
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              name="ticketForCompetition"
              defaultChecked={values ? values.ticketForCompetition === "on" : loaderData.competition}
              className="size-5 accent-accent"
            />
            <span>{t("add.competition")}</span>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <SubmitButton className={busy ? "pointer-events-none opacity-60" : ""}>
            {navigation.state === "submitting" ? t("add.submitting") : t("add.submit")}
          </SubmitButton>
          {busy && <p className="text-sm text-muted">{t("add.waitUploads")}</p>}
        </div>
      </Form>
    </section>
  );
}

function Description({ value, error }: { value?: string; error?: string }) {
  const { t } = useTranslation("tickets");
  return (
    <div>
      <label htmlFor="ticket-description" className="mb-1.5 block text-sm font-semibold">
        {t("add.description")}
      </label>
      <textarea
        id="ticket-description"
        name="description"
        rows={6}
        maxLength={3000}
        defaultValue={value}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby="ticket-description-hint"
        className={`block w-full rounded-xl border bg-surface px-4 py-3 text-base focus-visible:outline-2 focus-visible:outline-accent ${error ? "border-danger" : "border-line hover:border-ink/30"}`}
      />
      <p id="ticket-description-hint" className="mt-1.5 text-sm text-muted">
        {t("add.descriptionHint")}
      </p>
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </div>
  );
}

function Incomplete({ missing }: { missing: string[] }) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("add.title")}</h1>
      <div className="mt-6 rounded-2xl bg-surface p-6 ring-1 ring-line">
        <p className="font-semibold">{t("add.incomplete")}</p>
        <ul className="mt-3 list-disc space-y-1 ps-6">
          {missing.map((m) => (
            <li key={m}>{t(`add.missing.${m}`)}</li>
          ))}
        </ul>
        <Link
          to={localePath(locale, "/profile/edit")}
          className="mt-5 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
        >
          {t("add.completeProfile")}
        </Link>
      </div>
    </section>
  );
}
