/**
 * profile/payment (designers and manufacturers, decision 0061): the bank accounts profits are
 * transferred to; add, edit and a confirmed removal, all through the route's action (no
 * JavaScript needed). A refused form keeps what was typed, with each field's message beside it.
 */
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../components/account/form.tsx";
import { PaymentAccounts } from "../../../components/earnings/payment-accounts.tsx";
import { type PaymentAccount, PaymentForm } from "../../../components/earnings/payment-form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { type CodedEnvelope, type Envelope, gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { formErrors, formValues, refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/payment";

const FIELDS = "_id bank branch name accountNo iban swiftCode email country";
const LIST = `query Payments { getPayments { status_code data { ${FIELDS} } } }`;
const ARGS = `$bank: String, $branch: String, $name: String, $accountNo: String, $iban: String,
  $swiftCode: String, $email: String, $country: String`;
const PASS = `bank: $bank, branch: $branch, name: $name, accountNo: $accountNo, iban: $iban,
  swiftCode: $swiftCode, email: $email, country: $country`;
const ANSWER = "status_code code message errors fieldErrors { field code message } data { _id }";
const ADD = `mutation AddPayment(${ARGS}) { addPayment(${PASS}) { ${ANSWER} } }`;
const UPDATE = `mutation UpdatePayment($payment: ID!, ${ARGS}) { updatePayment(payment: $payment, ${PASS}) { ${ANSWER} } }`;
const REMOVE = `mutation RemovePayment($payment: ID!) { removePayment(payment: $payment) { ${ANSWER} } }`;
const TEXT_FIELDS = ["bank", "branch", "name", "accountNo", "iban", "swiftCode", "email", "country"];

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  return [{ title: pageTitle(lang === "en" ? "Payment details" : "بيانات الدفع", lang) }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete", "seller");
  const r = await gql<{ getPayments: Envelope<PaymentAccount[]> }>(args.context, locale, LIST);
  return {
    lang: locale.lang,
    accounts: r.getPayments.data ?? [],
    messages: pageMessages(locale.lang, ["earnings"]),
  };
}

type Done = "added" | "updated" | "removed" | "";

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "add");
  const payment = String(form.get("payment") ?? "");
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const [query, name, variables] =
    intent === "remove"
      ? [REMOVE, "removePayment", { payment }]
      : intent === "update"
        ? [UPDATE, "updatePayment", { payment, ...fields }]
        : [ADD, "addPayment", fields];
  const r = await gql<Record<string, CodedEnvelope<{ _id: string }>>>(context, locale, query, variables);
  const answer = r[name]!;
  const done = { add: "added", update: "updated", remove: "removed" }[intent] as Done;
  if (answer.status_code === 200) return { done, intent, message: "", fields: {}, values: {} };
  return refused({ done: "" as Done, intent, ...formErrors(answer), values: formValues(form) });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("earnings");
  const { locale } = useRootData();
  const [params] = useSearchParams();
  const editing = loaderData.accounts.find((a) => a._id === params.get("edit"));
  const failed = actionData && !actionData.done && actionData.intent !== "remove";
  const fields: Record<string, string> = failed ? actionData.fields : {};
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("payment.title")}</h1>
      <p className="mt-1 text-muted">{t("payment.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.done && <FormAlert tone="success">{t(`payment.${actionData.done}`)}</FormAlert>}
        {actionData?.intent === "remove" && !actionData.done && <FormAlert>{actionData.message}</FormAlert>}
      </div>
      <PaymentAccounts accounts={loaderData.accounts} />
      <PaymentForm
        key={`${editing?._id ?? "new"}-${actionData?.done ?? ""}`}
        editing={editing}
        values={failed ? (actionData.values as Record<string, string>) : undefined}
        fields={fields}
        message={failed && !Object.keys(fields).length ? actionData.message : undefined}
        country={locale.country}
      />
    </section>
  );
}
