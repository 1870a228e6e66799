import { type RouterContextProvider, redirect } from "react-router";
import { type CodedEnvelope, gql } from "../../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { formErrors, formValues, refused } from "../../account/lib/session.server.ts";

/**
 * Sends a form's mutation (decision 0065): on success, redirects to the thank-you page (so a reload
 * never sends twice); on a refusal, answers the messages and what was typed, and a new attempt
 * number (a fresh robot check).
 */
export async function sendForm(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  form: FormData,
  document: string,
  variables: Record<string, unknown>,
  thanks: string,
) {
  const locale = localeOfRequest(args.request);
  const r = await gql<Record<string, CodedEnvelope<{ _id: string }>>>(
    args.context,
    locale,
    document,
    variables,
  );
  const answer = Object.values(r)[0]!;
  if (answer.status_code === 200) throw redirect(localePath(locale, thanks));
  const { message, fields } = formErrors(answer);
  // A message already shown under its field is not repeated above the form.
  const general = Object.values(fields).includes(message) ? "" : message;
  return refused({ message: general, fields, values: formValues(form, ["robot"]), attempt: Date.now() });
}

/** The form's text field, or "" (never null). */
export const field = (form: FormData, name: string) => String(form.get(name) ?? "");
