import { data, Form, useSearchParams } from "react-router";
import { sessionCookie } from "#domain/accounts/cookies.ts";
import { AvatarUpload } from "../../../components/account/avatar-upload.tsx";
import { BirthDateField, birthDateOf } from "../../../components/account/birth-date-field.tsx";
import {
  Checkbox,
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, requireUser, secureCookies } from "../lib/session.server.ts";
import type { Route } from "./+types/edit";

const Q = graphql(`
  query EditProfile {
    getUserById {
      data { fName lName email phone gender birthDate image favLang mailLang role description city country hasPassword }
    }
  }
`);
const EDIT = graphql(`
  mutation EditProfile($fName: String, $lName: String, $email: String, $phone: String, $gender: String, $birthDate: String,
    $image: String, $deleteImage: Boolean, $description: String, $city: String, $country: String, $favLang: String, $mailLang: String,
    $password: String, $newPassword: String, $confirmPassword: String) {
    editProfile(fName: $fName, lName: $lName, email: $email, phone: $phone, gender: $gender, birthDate: $birthDate, image: $image,
      deleteImage: $deleteImage, description: $description, city: $city, country: $country, favLang: $favLang, mailLang: $mailLang,
      password: $password, newPassword: $newPassword, confirmPassword: $confirmPassword) {
      status_code message errors data { jwt } } }
`);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(loaderData?.lang === "en" ? "Edit account" : "تعديل الحساب", loaderData?.lang ?? "ar"),
    },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args);
  const r = await gql(args.context, locale, Q);
  return { lang: locale.lang, profile: r.getUserById.data! };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const current = (await gql(context, locale, Q)).getUserById.data;
  const text = (k: string) => (typeof form.get(k) === "string" ? String(form.get(k)) : undefined);
  const image = text("image") || null;
  const deleteImage = form.get("deleteImage") === "true";
  const r = await gql(context, locale, EDIT, {
    fName: text("fName"),
    lName: text("lName"),
    email: text("email"),
    phone: text("phone"),
    gender: text("gender") || null,
    birthDate: birthDateOf(form),
    image: !deleteImage && image && image !== current?.image ? image : null,
    deleteImage,
    description: text("description"),
    city: text("city"),
    country: text("country"),
    favLang: text("favLang"),
    mailLang: text("mailLang"),
    password: text("password") || null,
    newPassword: text("newPassword") || null,
    confirmPassword: text("confirmPassword") || null,
  });
  const e = r.editProfile;
  if (e.status_code === 200) {
    const headers = new Headers();
    if (e.data?.jwt) headers.append("set-cookie", sessionCookie(e.data.jwt, secureCookies(context)));
    return data(
      { saved: true, message: "", fields: {} as Record<string, string>, values: undefined },
      { headers },
    );
  }
  return { saved: false, ...formErrors(e), values: { ...formValues(form), birthDate: birthDateOf(form) } };
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const p = loaderData.profile;
  const fields = actionData?.fields ?? {};
  const values: Record<string, string> = actionData?.values ?? {
    fName: p.fName,
    lName: p.lName,
    email: p.email ?? "",
    phone: p.phone ?? "",
    birthDate: p.birthDate ?? "",
    description: p.description ?? "",
    city: p.city ?? "",
    country: p.country ?? "",
  };
  const section = "rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6";
  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold nav:text-3xl">{t("profile.editTitle")}</h1>
      {params.get("email") === "error" && !p.email && <FormAlert>{t("profile.emailMissing")}</FormAlert>}
      {actionData?.saved && <FormAlert tone="success">{t("common.saved")}</FormAlert>}
      {actionData && !actionData.saved && !Object.keys(fields).length && (
        <FormAlert>{actionData.message}</FormAlert>
      )}
      <Form method="post" noValidate className="space-y-6">
        <fieldset className={section}>
          <legend className="sr-only">{t("profile.personal")}</legend>
          <h2 className="mb-4 text-lg font-semibold">{t("profile.personal")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="fName"
              label={t("auth.fName")}
              autoComplete="given-name"
              error={fields.fName}
              values={values}
            />
            <TextField
              name="lName"
              label={t("auth.lName")}
              autoComplete="family-name"
              error={fields.lName}
              values={values}
            />
            <TextField
              name="email"
              type="email"
              dir="ltr"
              label={t("auth.email")}
              autoComplete="email"
              error={fields.email}
              values={values}
              className="sm:col-span-2"
            />
            <TextField
              name="phone"
              type="tel"
              dir="ltr"
              inputMode="tel"
              maxLength={24}
              label={t("profile.phone")}
              hint={t("profile.phoneHint")}
              autoComplete="tel"
              error={fields.phone}
              values={values}
              onInput={(e) => {
                const input = e.currentTarget;
                input.value = input.value
                  .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
                  .replace(/\D/g, "")
                  .slice(0, 10);
              }}
            />
            <BirthDateField value={values.birthDate ?? ""} error={fields.birthDate} />
            <SelectField
              name="gender"
              label={t("profile.gender")}
              defaultValue={values.gender ?? p.gender ?? ""}
              error={fields.gender}
            >
              <option value="">{t("profile.unspecified")}</option>
              <option value="female">{t("profile.female")}</option>
              <option value="male">{t("profile.male")}</option>
            </SelectField>
          </div>
          <div className="mt-5 grid gap-3">
            <AvatarUpload
              name="image"
              label={t("profile.photo")}
              defaultValue={values.image ?? p.image ?? undefined}
              error={fields.image}
            />
            {p.image && <Checkbox name="deleteImage" label={t("profile.removeImage")} />}
          </div>
        </fieldset>
        {p.role === "designer" && (
          <fieldset className={section}>
            <h2 className="mb-4 text-lg font-semibold">{t("profile.designerInfo")}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="country" label={t("auth.country")} error={fields.country} values={values} />
              <TextField name="city" label={t("auth.city")} error={fields.city} values={values} />
              <div className="sm:col-span-2">
                <label htmlFor="description" className="mb-1.5 block text-sm font-semibold">
                  {t("auth.description")}
                </label>
                <textarea
                  id="description"
                  name="description"
                  rows={4}
                  defaultValue={values.description}
                  className="block w-full rounded-xl border border-line bg-surface px-4 py-3"
                />
              </div>
            </div>
          </fieldset>
        )}
        <fieldset className={section}>
          <h2 className="mb-4 text-lg font-semibold">{t("profile.languages")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="favLang"
              label={t("profile.favLang")}
              defaultValue={values.favLang ?? p.favLang}
            >
              <option value="ar">{t("profile.arabic")}</option>
              <option value="en">{t("profile.english")}</option>
            </SelectField>
            <SelectField
              name="mailLang"
              label={t("profile.mailLang")}
              defaultValue={values.mailLang ?? p.mailLang}
            >
              <option value="ar">{t("profile.arabic")}</option>
              <option value="en">{t("profile.english")}</option>
            </SelectField>
          </div>
        </fieldset>
        <fieldset className={section}>
          <h2 className="text-lg font-semibold">{t("profile.changePassword")}</h2>
          <p className="mb-4 text-sm text-muted">{t("profile.changePasswordHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {p.hasPassword && (
              <PasswordField
                name="password"
                label={t("profile.currentPassword")}
                autoComplete="current-password"
                error={fields.password}
                className="sm:col-span-2"
              />
            )}
            <PasswordField
              name="newPassword"
              label={t("profile.newPassword")}
              autoComplete="new-password"
              error={fields.newPassword}
            />
            <PasswordField
              name="confirmPassword"
              label={t("profile.confirmPassword")}
              autoComplete="new-password"
              error={fields.confirmPassword}
            />
          </div>
        </fieldset>
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>
    </section>
  );
}
