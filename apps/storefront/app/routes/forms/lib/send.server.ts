import { type RouterContextProvider, redirect } from "react-router";
import { gql } from "../../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import type { TadaDocumentNode, VariablesOf } from "../../../lib/shop-graphql.ts";
import { formErrors, formValues, refused } from "../../account/lib/session.server.ts";

/** What a form's mutation answers (the fields `formErrors` reads). */
interface FormAnswer {
  status_code: number;
  message: string;
  errors: string[];
  fieldErrors: Array<{ field: string; message: string }>;
}

/**
 * Sends a form's mutation (decision 0065): on success, redirects to the thank-you page (so a reload
 * never sends twice); on a refusal, answers the messages and what was typed, and a new attempt
 * number (a fresh robot check).
 */
// biome-ignore lint/suspicious/noExplicitAny: each form's own variables
export async function sendForm<D extends TadaDocumentNode<Record<string, FormAnswer>, any>>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  form: FormData,
  /** A mutation of one field that answers an envelope with `fieldErrors`. */
  document: D,
  variables: VariablesOf<D>,
  thanks: string,
) {
  const locale = localeOfRequest(args.request);
  const r: Record<string, FormAnswer> = await gql(args.context, locale, document, variables);
  const answer = Object.values(r)[0]!;
  if (answer.status_code === 200) throw redirect(localePath(locale, thanks));
  const { message, fields } = formErrors(answer);
  // A message already shown under its field is not repeated above the form.
  const general = Object.values(fields).includes(message) ? "" : message;
  return refused({ message: general, fields, values: formValues(form, ["robot"]), attempt: Date.now() });
}

/** The form's text field, or "" (never null). */
export const field = (form: FormData, name: string) => String(form.get(name) ?? "");
