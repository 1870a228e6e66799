import { useState } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import type { Address, Gov } from "../../routes/account/lib/address.server.ts";
import { FormAlert, SelectField, SubmitButton, TextField } from "./form.tsx";

/** An address as the address book and the checkout show it. */
export type { Address, Gov };

/**
 * The add/edit address form (governorate and area for Egypt, city for Saudi Arabia). Shared by
 * profile/addresses and the checkout's shipping step; it posts to the page it is on.
 */
export function AddressForm({
  editing,
  governorates,
  name,
  fields,
  values: typed,
  message,
  saudi,
  title,
  submitLabel,
}: {
  /** The checkout's wording; the address book's by default. */
  title?: string;
  submitLabel?: string;
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
        {title ?? (editing ? t("addresses.editTitle") : t("addresses.add"))}
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
          inputMode="tel"
          label={t("addresses.phone")}
          autoComplete="tel"
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
          <option value="">{saudi ? t("addresses.chooseCity") : t("addresses.chooseGovernorate")}</option>
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
        <SubmitButton intent={editing ? "update" : "add"}>{submitLabel ?? t("common.save")}</SubmitButton>
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
