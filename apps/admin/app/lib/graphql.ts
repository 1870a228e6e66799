/**
 * The admin API from the browser (decision 0106): documents typed by gql.tada from the printed
 * admin schema (admin-env.d.ts, written by `npm run schema:print`), sent to /admin/graphql with
 * the session cookie, in the admin's language.
 */
import { print } from "@0no-co/graphql.web";
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from "gql.tada";
import { redirect } from "react-router";
import type { introspection } from "./admin-env.d.ts";
import { appPath } from "./areas.ts";
import { currentLanguage } from "./i18n.ts";

export const graphql = initGraphQLTada<{ introspection: introspection; scalars: { JSON: unknown } }>();
export type { ResultOf, VariablesOf };

/** The envelope's common part, as every admin document selects it. */
export interface EnvelopeFields {
  status_code: number;
  code: string;
  message: string;
  fieldErrors: ReadonlyArray<{ field: string; code: string; message: string }>;
}

/** The message of a failed envelope, with its field messages. */
export class AdminApiError extends Error {
  readonly envelope: EnvelopeFields;
  constructor(envelope: EnvelopeFields) {
    super(envelope.message);
    this.envelope = envelope;
  }
}

const bodies = new WeakMap<object, string>();
// biome-ignore lint/suspicious/noExplicitAny: any document
const sourceOf = (document: TadaDocumentNode<any, any>) => {
  let body = bodies.get(document);
  if (!body) {
    body = document.loc?.source.body ?? print(document);
    bodies.set(document, body);
  }
  return body;
};

/**
 * Runs a document and answers its data. A visitor or a session that ended goes to the sign-in
 * page; a transport failure throws (the route's error boundary shows it).
 */
export async function request<R, V>(document: TadaDocumentNode<R, V>, variables?: V): Promise<R> {
  const response = await fetch("/admin/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "accept-language": currentLanguage() },
    body: JSON.stringify({ query: sourceOf(document), variables: variables ?? {} }),
  });
  const json = (await response.json()) as { data?: R; errors?: Array<{ message: string }> };
  if (json.errors?.length || !json.data)
    throw new Error(json.errors?.[0]?.message ?? `HTTP ${response.status}`);
  for (const value of Object.values(json.data as Record<string, EnvelopeFields | null>))
    if (value?.status_code === 401)
      throw redirect(`/login?next=${encodeURIComponent(appPath(location.pathname) + location.search)}`);
  return json.data;
}

/** The envelope's data, or an AdminApiError with its message. */
export function dataOf<T extends EnvelopeFields & { data?: unknown }>(envelope: T): NonNullable<T["data"]> {
  if (envelope.status_code !== 200 || envelope.data == null) throw new AdminApiError(envelope);
  return envelope.data as NonNullable<T["data"]>;
}

/** What a form's action answers: ok, or the message and the field messages to show. */
export type ActionResult =
  | { ok: true; message?: string }
  | { ok: false; message: string; fields: Record<string, string> };

export const failed = (envelope: EnvelopeFields): ActionResult => ({
  ok: false,
  message: envelope.message,
  fields: Object.fromEntries(envelope.fieldErrors.map((f) => [f.field, f.message])),
});
