/**
 * profile/payment (designers and manufacturers, decision 0061): the bank accounts profits are
 * transferred to; add, edit and a confirmed removal, all through the route's action (no
 * JavaScript needed). A refused form keeps what was typed, with each field's message beside it.
 */
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../components/account/form.tsx";
import { PaymentAccounts } from "../../../components/earnings/payment-accounts.tsx";
import { PaymentForm } from "../../../components/earnings/payment-form.tsx";
import { PaymentAccountFields } from "../../../components/earnings/wallet-types.ts";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, refused, requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/payment";

const LIST = graphql(
  `
  query Payments { getPayments { status_code data { ...PaymentAccountFields } } }
`,
  [PaymentAccountFields],
);
/** Each change answers as `answer`. */
const ADD = graphql(`
  mutation AddPayment($bank: String, $branch: String, $name: String, $accountNo: String, $iban: String,
    $swiftCode: String, $email: String, $country: String) {
    answer: addPayment(bank: $bank, branch: $branch, name: $name, accountNo: $accountNo, iban: $iban,
      swiftCode: $swiftCode, email: $email, country: $country) {
      status_code code message errors fieldErrors { field code message } data { _id }
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdatePayment($payment: ID!, $bank: String, $branch: String, $name: String, $accountNo: String,
    $iban: String, $swiftCode: String, $email: String, $country: String) {
    answer: updatePayment(payment: $payment, bank: $bank, branch: $branch, name: $name, accountNo: $accountNo,
      iban: $iban, swiftCode: $swiftCode, email: $email, country: $country) {
      status_code code message errors fieldErrors { field code message } data { _id }
    }
  }
`);
const REMOVE = graphql(`
  mutation RemovePayment($payment: ID!) {
    answer: removePayment(payment: $payment) {
      status_code code message errors fieldErrors { field code message } data { _id }
    }
  }
`);
const TEXT_FIELDS = ["bank", "branch", "name", "accountNo", "iban", "swiftCode", "email", "country"];

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "ar";
  return [{ title: pageTitle(lang === "en" ? "Payment details" : "بيانات الدفع", lang) }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete", "seller");
  const r = await gql(args.context, locale, LIST);
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
  const { answer } =
    intent === "remove"
      ? await gql(context, locale, REMOVE, { payment })
      : intent === "update"
        ? await gql(context, locale, UPDATE, { payment, ...fields })
        : await gql(context, locale, ADD, fields);
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
