/**
 * /careers/apply?career=<slug>: addCareerRequest with 1 to 3 CVs uploaded first (PDF or Word, by
 * their bytes) → /thankYouContact?sent=career (decision 0065). The fields keep what was typed.
 */
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { FormAlert, SubmitButton } from "../../components/account/form.tsx";
import { CareerFields } from "../../components/forms/career.ts";
import { FormPage, SenderFields, TextAreaField, VisitorCheck } from "../../components/forms/form-parts.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { FileUploader } from "../../components/uploads/file-uploader.tsx";
import { gql } from "../../lib/graphql.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/career-apply";
import { field, sendForm } from "./lib/send.server.ts";

const Q = graphql(
  `
  query Career($career: String!) { getCareer(career: $career) { status_code data { ...CareerFields } } }
`,
  [CareerFields],
);
const APPLY = graphql(`
  mutation Apply($career: String!, $name: String, $email: String, $phone: String, $comment: String, $cvs: [ID!], $robot: String) {
    addCareerRequest(career: $career, name: $name, email: $email, phone: $phone, comment: $comment, cvs: $cvs, robot: $robot) {
      status_code code message errors fieldErrors { field code message } data { _id } } }
`);
const CV_TYPES =
  "application/pdf,.pdf,application/msword,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx";

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  const title = loaderData ? (lang === "ar" ? loaderData.career.arTitle : loaderData.career.title) : "";
  return [{ title: pageTitle(title, lang) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const career = new URL(request.url).searchParams.get("career") ?? "";
  const r = await gql(context, locale, Q, { career });
  if (!r.getCareer.data) throw data(null, { status: 404 });
  return {
    lang: locale.lang,
    career: r.getCareer.data,
    messages: pageMessages(locale.lang, ["forms", "tickets"]),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const career = new URL(args.request.url).searchParams.get("career") ?? "";
  const variables = {
    career,
    ...Object.fromEntries(["name", "email", "phone", "comment", "robot"].map((n) => [n, field(form, n)])),
    cvs: form.getAll("cvs").map(String),
  };
  return sendForm(args, form, APPLY, variables, "/thankYouContact?sent=career");
}

export default function CareerApply({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const { locale } = useRootData();
  const { career } = loaderData;
  const [busy, setBusy] = useState(false);
  const values = actionData?.values;
  const errors = actionData?.fields ?? {};
  const title = locale.lang === "ar" ? career.arTitle : career.title;
  return (
    <FormPage
      title={t("careers.applyTitle")}
      lead={title}
      aside={
        <div className="rounded-2xl bg-sand/60 p-5 text-sm">
          <h2 className="font-semibold">{title}</h2>
          <p className="mt-2 whitespace-pre-line text-muted">
            {locale.lang === "ar" ? career.arDescription : career.description}
          </p>
          <Link
            to={localePath(locale, "/careers")}
            className="mt-4 inline-block font-semibold underline underline-offset-4"
          >
            {t("careers.back")}
          </Link>
        </div>
      }
    >
      <Form method="post" noValidate className="space-y-5" onSubmit={(e) => busy && e.preventDefault()}>
        <div aria-live="polite">
          <FormAlert>{actionData?.message}</FormAlert>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SenderFields values={values} errors={errors} />
        </div>
        <TextAreaField
          name="comment"
          label={t("careers.note")}
          hint={t("careers.noteHint")}
          values={values}
          error={errors.comment}
          maxLength={2000}
          optional
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t("careers.cv")}</legend>
          <p className="mb-3 text-sm text-muted">{t("careers.cvHint")}</p>
          <noscript>
            <p className="mb-2 text-sm text-danger">{t("careers.noScript")}</p>
          </noscript>
          <FileUploader
            endpoint="/api/careers/cv"
            accept={CV_TYPES}
            name="cvs"
            max={3}
            error={errors.cvs}
            onChange={(_f, uploading) => setBusy(uploading)}
          />
        </fieldset>
        <VisitorCheck error={errors.robot} attempt={actionData?.attempt} />
        <SubmitButton className={busy ? "pointer-events-none opacity-60" : ""}>
          {t("common.send")}
        </SubmitButton>
      </Form>
    </FormPage>
  );
}
