/** /b2b: a company's enquiry (addB2bEnquiry) → /thankYouContact?sent=b2b (decision 0065). */
import { Form } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextField } from "../../components/account/form.tsx";
import { FormPage, SenderFields, TextAreaField, VisitorCheck } from "../../components/forms/form-parts.tsx";
import { pageTitle } from "../../components/layout/page-title.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { localeOfRequest } from "../../lib/locale.ts";
import { pageMessages } from "../../lib/messages.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/b2b";
import { field, sendForm } from "./lib/send.server.ts";

const SEND = graphql(`
  mutation B2b($companyName: String, $contactName: String, $email: String, $phone: String, $country: String,
    $city: String, $businessType: String, $quantity: String, $message: String, $robot: String) {
    addB2bEnquiry(companyName: $companyName, contactName: $contactName, email: $email, phone: $phone, country: $country,
      city: $city, businessType: $businessType, quantity: $quantity, message: $message, robot: $robot) {
      status_code code message errors fieldErrors { field code message } data { _id } } }
`);
const FIELDS = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "country",
  "city",
  "businessType",
  "quantity",
  "message",
  "robot",
];

export function meta({ loaderData }: Route.MetaArgs) {
  const en = loaderData?.lang === "en";
  return [
    { title: pageTitle(en ? "Business enquiries" : "طلبات الشركات", loaderData?.lang ?? "ar") },
    {
      name: "description",
      content: en
        ? "Volume prices and made-to-order furniture for companies."
        : "أسعار الكميات وأثاث حسب الطلب للشركات.",
    },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = localeOfRequest(request);
  return { lang, messages: pageMessages(lang, ["forms"]) };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  return sendForm(
    args,
    form,
    SEND,
    Object.fromEntries(FIELDS.map((n) => [n, field(form, n)])),
    "/thankYouContact?sent=b2b",
  );
}

export default function B2b({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const { locale } = useRootData();
  const values = actionData?.values;
  const errors = actionData?.fields ?? {};
  return (
    <FormPage
      title={t("b2b.title")}
      lead={t("b2b.lead")}
      aside={
        <ul className="space-y-3 rounded-2xl bg-sand/60 p-5">
          {(["perk1", "perk2", "perk3"] as const).map((perk) => (
            <li key={perk} className="flex gap-3">
              <span aria-hidden="true" className="text-success">
                ✓
              </span>
              {t(`b2b.${perk}`)}
            </li>
          ))}
        </ul>
      }
    >
      <Form method="post" noValidate className="space-y-5">
        <div aria-live="polite">
          <FormAlert>{actionData?.message}</FormAlert>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="companyName"
            label={t("b2b.companyName")}
            values={values}
            error={errors.companyName}
            autoComplete="organization"
            required
          />
          <SenderFields
            values={values}
            errors={errors}
            nameField="contactName"
            nameLabel={t("b2b.contactName")}
          />
          <SelectField
            name="country"
            label={t("b2b.country")}
            defaultValue={values?.country ?? locale.country}
            error={errors.country}
          >
            {(["eg", "sa"] as const).map((c) => (
              <option key={c} value={c}>
                {t(`b2b.countries.${c}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="city"
            label={t("b2b.city")}
            values={values}
            error={errors.city}
            autoComplete="address-level2"
            optional
          />
          <TextField
            name="businessType"
            label={t("b2b.businessType")}
            placeholder={t("b2b.businessPlaceholder")}
            values={values}
            error={errors.businessType}
            optional
          />
          <TextField
            name="quantity"
            label={t("b2b.quantity")}
            values={values}
            error={errors.quantity}
            inputMode="numeric"
            dir="ltr"
            required
          />
        </div>
        <TextAreaField
          name="message"
          label={t("b2b.message")}
          hint={t("common.messageHint")}
          values={values}
          error={errors.message}
          maxLength={2000}
          required
        />
        <VisitorCheck error={errors.robot} attempt={actionData?.attempt} />
        <SubmitButton>{t("common.send")}</SubmitButton>
      </Form>
    </FormPage>
  );
}
