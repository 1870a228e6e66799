import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextField } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { type Envelope, gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { formErrors, formValues, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/addresses";

interface Address {
  _id: string;
  country: string;
  fName: string;
  lName: string;
  phone: string;
  code: string;
  city: string;
  governorateId: string | null;
  area: string;
  areaId: string | null;
  streetName: string;
  building: string;
  floorNo: number | null;
  apartment: string;
}
interface Gov {
  _id: string;
  name: { ar: string; en: string };
  areas: Array<{ _id: string; name: { ar: string; en: string } }>;
}
const Q = `query Addresses($c: String) {
  getUserById { data { address { _id country fName lName phone code city governorateId area areaId streetName building floorNo apartment } } }
  getGovernorates(countryId: $c) { data { _id name { ar en } areas { _id name { ar en } } } } }`;
const FIELDS = `$governorateId: ID, $areaId: ID, $fName: String, $lName: String, $phone: String, $streetName: String, $building: String, $floorNo: String, $apartment: String, $country: String`;
const ARGS = `governorateId: $governorateId, areaId: $areaId, fName: $fName, lName: $lName, phone: $phone, streetName: $streetName, building: $building, floorNo: $floorNo, apartment: $apartment, country: $country`;
const ADD = `mutation AddAddress(${FIELDS}) { addAddress(${ARGS}) { status_code message errors } }`;
const UPDATE = `mutation UpdateAddress($address: ID!, ${FIELDS}) { updateAddress(address: $address, ${ARGS}) { status_code message errors } }`;
const REMOVE = `mutation RemoveAddress($address: ID!) { removeAddress(address: $address) { status_code message errors } }`;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Addresses" : "العناوين", loaderData?.lang ?? "ar") },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql<{ getUserById: Envelope<{ address: Address[] }>; getGovernorates: Envelope<Gov[]> }>(
    args.context,
    locale,
    Q,
    { c: locale.country },
  );
  return {
    lang: locale.lang,
    addresses: r.getUserById.data?.address ?? [],
    governorates: r.getGovernorates.data ?? [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  const id = String(form.get("address") ?? "");
  if (intent === "remove") {
    const r = await gql<{ removeAddress: Envelope<unknown> }>(context, locale, REMOVE, { address: id });
    return {
      done: r.removeAddress.status_code === 200 ? "removed" : "",
      ...formErrors(r.removeAddress),
      values: {},
      intent,
    };
  }
  const text = (k: string) => (form.get(k) ? String(form.get(k)) : null);
  const vars = {
    governorateId: text("governorateId"),
    areaId: text("areaId"),
    fName: text("fName") ?? "",
    lName: text("lName"),
    phone: text("phone") ?? "",
    streetName: text("streetName") ?? "",
    building: text("building") ?? "",
    floorNo: text("floorNo"),
    apartment: text("apartment"),
    country: locale.country,
  };
  const r =
    intent === "update"
      ? (await gql<{ updateAddress: Envelope<unknown> }>(context, locale, UPDATE, { ...vars, address: id }))
          .updateAddress
      : (await gql<{ addAddress: Envelope<unknown> }>(context, locale, ADD, vars)).addAddress;
  if (r.status_code === 200)
    return { done: intent === "update" ? "updated" : "added", message: "", fields: {}, values: {}, intent };
  return { done: "", ...formErrors(r), values: formValues(form), intent };
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const editing = loaderData.addresses.find((a) => a._id === params.get("edit"));
  const failed = actionData && !actionData.done && actionData.intent !== "remove";
  const name = (n: { ar: string; en: string }) => (locale.lang === "ar" ? n.ar : n.en);
  const sep = locale.lang === "ar" ? "، " : ", ";
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("addresses.title")}</h1>
      <p className="mt-1 text-muted">{t("addresses.lead")}</p>
      <div className="mt-4">
        {actionData?.done && (
          <FormAlert tone="success">{t(`addresses.${actionData.done}` as "addresses.added")}</FormAlert>
        )}
        {actionData?.intent === "remove" && !actionData.done && <FormAlert>{actionData.message}</FormAlert>}
      </div>
      {loaderData.addresses.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-surface p-6 text-muted ring-1 ring-line">{t("addresses.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {loaderData.addresses.map((a, i) => (
            <li key={a._id} className="rounded-2xl bg-surface p-5 ring-1 ring-line">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold">
                  {a.fName} {a.lName}
                </p>
                {i === 0 && (
                  <span className="rounded-full bg-success/10 px-3 py-0.5 text-xs font-semibold text-success">
                    {t("addresses.primary")}
                  </span>
                )}
              </div>
              <p className="mt-2 text-sm leading-6 text-muted">
                {[
                  a.streetName,
                  a.building && `${t("addresses.building")} ${a.building}`,
                  a.floorNo != null && `${t("addresses.floorNo")} ${a.floorNo}`,
                  a.apartment && `${t("addresses.apartment")} ${a.apartment}`,
                ]
                  .filter(Boolean)
                  .join(sep)}
                <br />
                {[a.area, a.city].filter(Boolean).join(sep)}
                <br />
                <span dir="ltr">
                  {a.code} {a.phone}
                </span>
              </p>
              <div className="mt-4 flex items-center gap-2">
                <Link
                  to={`?edit=${a._id}#address-form`}
                  className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold hover:border-ink"
                >
                  {t("addresses.edit")}
                </Link>
                <details className="relative">
                  <summary className="cursor-pointer list-none rounded-full px-4 py-1.5 text-sm font-semibold text-danger hover:bg-danger/10">
                    {t("addresses.remove")}
                  </summary>
                  <Form
                    method="post"
                    className="absolute start-0 top-10 z-10 w-60 rounded-xl bg-surface p-4 shadow-lg ring-1 ring-line"
                  >
                    <p className="mb-3 text-sm">{t("addresses.confirmRemove")}</p>
                    <input type="hidden" name="address" value={a._id} />
                    <SubmitButton intent="remove" variant="danger" className="h-10 w-full text-sm">
                      {t("addresses.remove")}
                    </SubmitButton>
                  </Form>
                </details>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        key={editing?._id ?? "new"}
        editing={editing}
        governorates={loaderData.governorates}
        name={name}
        fields={failed ? (actionData?.fields ?? {}) : {}}
        values={failed ? (actionData?.values as Record<string, string>) : undefined}
        message={failed && !Object.keys(actionData?.fields ?? {}).length ? actionData?.message : undefined}
        saudi={locale.country === "sa"}
      />
    </section>
  );
}

function AddressForm({
  editing,
  governorates,
  name,
  fields,
  values: typed,
  message,
  saudi,
}: {
  editing?: Address;
  governorates: Gov[];
  name: (n: { ar: string; en: string }) => string;
  fields: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
  saudi: boolean;
}) {
  const { t } = useTranslation("account");
  const values: Record<string, string> = typed ?? {
    fName: editing?.fName ?? "",
    lName: editing?.lName ?? "",
    phone: editing?.phone ?? "",
    streetName: editing?.streetName ?? "",
    building: editing?.building ?? "",
    floorNo: editing?.floorNo != null ? String(editing.floorNo) : "",
    apartment: editing?.apartment ?? "",
    governorateId: editing?.governorateId ?? "",
    areaId: editing?.areaId ?? "",
  };
  const [gov, setGov] = useState(values.governorateId ?? "");
  const areasOf = governorates.filter((g) => !gov || g._id === gov);
  return (
    <Form
      method="post"
      noValidate
      id="address-form"
      className="mt-8 rounded-2xl bg-surface p-5 ring-1 ring-line nav:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold">
        {editing ? t("addresses.editTitle") : t("addresses.add")}
      </h2>
      <FormAlert>{message}</FormAlert>
      {editing && <input type="hidden" name="address" value={editing._id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="fName"
          label={t("addresses.fName")}
          autoComplete="given-name"
          error={fields.fName}
          values={values}
        />
        <TextField
          name="lName"
          label={t("addresses.lName")}
          autoComplete="family-name"
          optional
          error={fields.lName}
          values={values}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          inputMode="numeric"
          label={t("addresses.phone")}
          autoComplete="tel-national"
          error={fields.phone}
          values={values}
        />
        <SelectField
          name="governorateId"
          label={saudi ? t("addresses.saudiCity") : t("addresses.governorate")}
          defaultValue={values.governorateId}
          onChange={(e) => setGov(e.currentTarget.value)}
          error={fields.governorateId}
        >
          <option value="">{t("addresses.chooseGovernorate")}</option>
          {governorates.map((g) => (
            <option key={g._id} value={g._id}>
              {name(g.name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="areaId"
          label={t("addresses.area")}
          defaultValue={values.areaId}
          optional
          error={fields.areaId}
        >
          <option value="">{t("addresses.chooseArea")}</option>
          {areasOf.map((g) => (
            <optgroup key={g._id} label={name(g.name)}>
              {g.areas.map((a) => (
                <option key={a._id} value={a._id}>
                  {name(a.name)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          name="streetName"
          label={t("addresses.streetName")}
          autoComplete="address-line1"
          error={fields.streetName}
          values={values}
        />
        <TextField name="building" label={t("addresses.building")} error={fields.building} values={values} />
        <TextField
          name="floorNo"
          label={t("addresses.floorNo")}
          inputMode="numeric"
          optional
          error={fields.floorNo}
          values={values}
        />
        <TextField
          name="apartment"
          label={t("addresses.apartment")}
          optional
          error={fields.apartment}
          values={values}
        />
      </div>
      <div className="mt-6 flex gap-3">
        <SubmitButton intent={editing ? "update" : "add"}>{t("common.save")}</SubmitButton>
        {editing && (
          <Link
            to="?"
            className="inline-flex h-12 items-center rounded-full px-5 font-semibold hover:bg-sand"
          >
            {t("common.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
