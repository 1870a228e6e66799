/** /contact: addContactMessage → /thankYouContact (decision 0065). Works without JavaScript. */
import { Form } from "react-router";
import { FormAlert, SelectField, SubmitButton } from "../../components/account/form.tsx";
import { FormPage, SenderFields, TextAreaField, VisitorCheck } from "../../components/forms/form-parts.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { settingText, useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/contact";
import { field, sendForm } from "./lib/send.server.ts";

const SEND = graphql(`
  mutation Contact($name: String, $email: String, $phone: String, $comment: String, $feedbackType: String, $robot: String) {
    addContactMessage(name: $name, email: $email, phone: $phone, comment: $comment, feedbackType: $feedbackType, robot: $robot) {
      status_code code message errors fieldErrors { field code message } data { _id } } }
`);
const TYPES = ["question", "suggestion", "complaint", "order", "other"] as const;

export function meta({ loaderData }: Route.MetaArgs) {
  const en = loaderData?.lang === "en";
  return [
    { title: pageTitle(en ? "Write to us" : "راسلنا", loaderData?.lang ?? "ar") },
    { name: "description", content: en ? "Write to Manzil's customer service." : "راسل خدمة عملاء منزل." },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = localeOfRequest(request);
  return { lang, messages: pageMessages(lang, ["forms"]) };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const names = ["name", "email", "phone", "comment", "feedbackType", "robot"];
  return sendForm(
    args,
    form,
    SEND,
    Object.fromEntries(names.map((n) => [n, field(form, n)])),
    "/thankYouContact",
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const { settings } = useRootData();
  const values = actionData?.values;
  const errors = actionData?.fields ?? {};
  const email = settingText(settings, "supportEmail");
  const phone = settingText(settings, "adminPhone");
  return (
    <FormPage
      title={t("contact.title")}
      lead={t("contact.lead")}
      aside={
        <div className="rounded-2xl bg-sand/60 p-5">
          <h2 className="font-semibold">{t("contact.reach")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {email && (
              <li>
                <a href={`mailto:${email}`} className="underline underline-offset-4" dir="ltr">
                  {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <a
                  href={`tel:${phone.replace(/\s/g, "")}`}
                  className="underline underline-offset-4"
                  dir="ltr"
                >
                  {phone}
                </a>
              </li>
            )}
            <li className="text-muted">{t("contact.hours")}</li>
          </ul>
        </div>
      }
    >
      <Form method="post" noValidate className="space-y-5">
        <div aria-live="polite">
          <FormAlert>{actionData?.message}</FormAlert>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SenderFields values={values} errors={errors} phoneOptional />
          <SelectField
            name="feedbackType"
            label={t("contact.type")}
            defaultValue={values?.feedbackType ?? "question"}
            error={errors.feedbackType}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`contact.types.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          name="comment"
          label={t("common.message")}
          hint={t("common.messageHint")}
          values={values}
          error={errors.comment}
          maxLength={2000}
          required
        />
        <VisitorCheck error={errors.robot} attempt={actionData?.attempt} />
        <SubmitButton>{t("common.send")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
