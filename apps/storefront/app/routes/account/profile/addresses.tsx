import { Link, useSearchParams } from "react-router";
import { phoneForDisplay } from "#i18n/format.ts";
import { AddressForm } from "../../../components/account/address-form.tsx";
import { ConfirmPopover } from "../../../components/account/confirm.tsx";
import { FormAlert } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { addressBook, REMOVE_ADDRESS, saveAddress } from "../lib/address.server.ts";
import { formErrors, formValues, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/addresses";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.lang === "en" ? "Addresses" : "العناوين", loaderData?.lang ?? "ar") },
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  return { lang: locale.lang, ...(await addressBook(args.context, locale)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  const id = String(form.get("address") ?? "");
  if (intent === "remove") {
    const r = await gql(context, locale, REMOVE_ADDRESS, {
      address: id,
    });
    return {
      done: r.removeAddress.status_code === 200 ? "removed" : "",
      ...formErrors(r.removeAddress),
      values: {},
      intent,
    };
  }
  const r = await saveAddress(context, locale, form, intent === "update" ? id : null);
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
                <span dir="ltr">{phoneForDisplay(a.phone, a.code)}</span>
              </p>
              <div className="mt-4 flex items-center gap-2">
                <Link
                  to={`?edit=${a._id}#address-form`}
                  className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold hover:border-ink"
                >
                  {t("addresses.edit")}
                </Link>
                <ConfirmPopover
                  action={t("addresses.remove")}
                  question={t("addresses.confirmRemove")}
                  yes={t("addresses.remove")}
                  name="address"
                  value={a._id}
                  intent="remove"
                />
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
