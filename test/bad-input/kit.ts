/**
 * The bad-input catalogue's shared kit (issue 13, decision 0073). Every case asserts the same
 * four things: no 5xx, no stack trace or internal detail in the body, a clear message in the
 * request's language (the catalogue's own message for the envelope's code, on the field when one
 * is named), and the database unchanged: every table's row count and checksum re-read after the
 * case equal those read before it.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { fieldErrorMessage } from "#i18n/messages/field-errors.ts";
import type { TestApp } from "../app.ts";
import { type Envelope, login, newCustomer } from "../test-kit.ts";

export type Lang = "ar" | "en";
export type Actor = "visitor" | "customer" | "other" | "designer" | "admin";

/**
 * Tables left out of the comparison: none. A refusal writes no row anywhere, `outbox` (jobs)
 * included: the login throttle, the robot check's replay memory and the route rate limits live in
 * memory (`ctx.services`), not in tables, and the worker is idle in tests. Inputs stored on purpose
 * however odd (a recorded search, an uploaded file's name) are checked apart, as stored harmlessly.
 * A table a refusal may write for a reason (an audit log, say) would be named here.
 */
export const UNCHECKED_TABLES = new Set<string>();

let tables: string[] | undefined;

/** Every table's `count:md5` of its rows (as text, sorted): equal snapshots, equal contents. */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  tables ??= (
    await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !UNCHECKED_TABLES.has(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name} as name, count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from ${sql.identifier(name)} x`,
  );
  const rows = await queryRows<{ name: string; sum: string }>(
    t.database.db,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

export interface Cast {
  tokens: Record<Actor, string | undefined>;
  ids: Record<Exclude<Actor, "visitor">, string>;
}

/** Signs the demo accounts in, with a new customer as "other" (whose rows others must not touch). */
export async function actors(t: TestApp): Promise<Cast> {
  const other = await newCustomer(t, { fName: "Other" });
  const idOf = async (email: string) =>
    (await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = ${email}`))[0]!.id;
  return {
    tokens: {
      visitor: undefined,
      customer: await login(t, "customer@manzil.test"),
      other: other.token,
      designer: await login(t, "designer@manzil.test"),
      admin: await login(t, "admin@manzil.test"),
    },
    ids: {
      customer: await idOf("customer@manzil.test"),
      other: other.id,
      designer: await idOf("designer@manzil.test"),
      admin: await idOf("admin@manzil.test"),
    },
  };
}

/** What a body must never show: a stack frame, a source file, an error class, SQL or a driver's words. */
const INTERNALS =
  /\n\s+at |\bat [\w.$<>]+ \(|\.tsx?:\d|node_modules|\b(Type|Reference|Syntax|Range|Zod)?Error:|\bDrizzle|\bselect .* from |\binsert into |\bupdate .* set |violates|syntax error|invalid input syntax|duplicate key|\bpg_|PGlite/i;

export function expectNoInternals(body: string) {
  expect(body).not.toMatch(INTERNALS);
}

const ARABIC = /[\u0600-\u06FF]/;

/** The message is ours for the code, in `lang`; each field's message too. */
export function expectClearMessage(envelope: Envelope, lang: Lang) {
  expect(envelope.code).not.toBe("INTERNAL");
  expect(envelope.message).toBe(errorMessage(envelope.code as never, lang));
  if (lang === "ar") expect(envelope.message).toMatch(ARABIC);
  else expect(envelope.message).not.toMatch(ARABIC);
  for (const f of envelope.fieldErrors ?? []) {
    // MIN_LENGTH's message names the length, which the code in the answer leaves out.
    if (f.code !== "MIN_LENGTH") expect(f.message).toBe(fieldErrorMessage(f.field, f.code as never, lang));
    expect(ARABIC.test(f.message)).toBe(lang === "ar");
  }
}

export const ENVELOPE = "status_code code message errors fieldErrors { field code message }";

/** One GraphQL case: a document (one root field answering an envelope), who sends it and what it hears. */
export interface GraphqlCase {
  name: string;
  query: string;
  /** Which API (decision 0106); default the shop's. */
  api?: "shop" | "admin";
  variables?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Default: customer. */
  as?: Actor;
  /** Default: ar. */
  lang?: Lang;
  /** The envelope's status_code (default: any 4xx). */
  status?: number;
  code?: string;
  /** A fieldErrors entry expected on this field (with `fieldCode` when given). */
  field?: string;
  fieldCode?: string;
}

/** The file's test app and cast, read when a case runs (they are made in beforeAll). */
export interface Catalogue {
  t: () => TestApp;
  cast: () => Cast;
}

/** Sends one case over HTTP as `as` in `lang`; answers the status, the raw body and the envelope. */
export async function send(t: TestApp, token: string | undefined, c: GraphqlCase) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": c.lang ?? "ar",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({
    method: "POST",
    url: c.api === "admin" ? "/admin/graphql" : "/graphql",
    headers,
    payload: JSON.stringify({ query: c.query, variables: (await c.variables?.()) ?? {} }),
  });
  const body = response.body;
  const json = JSON.parse(body) as { data?: Record<string, Envelope>; errors?: unknown[] };
  return { status: response.statusCode, body, envelope: Object.values(json.data ?? {})[0] };
}

/** Runs a table of GraphQL cases, each with the four assertions. */
export function graphqlCases(cat: Catalogue, cases: GraphqlCase[]) {
  it.each(cases)("$name", async (c) => {
    const t = cat.t();
    const before = await snapshot(t);
    const { status, body, envelope } = await send(t, cat.cast().tokens[c.as ?? "customer"], c);
    expect(status).toBeLessThan(500);
    expectNoInternals(body);
    expect(envelope, body).toBeTruthy();
    const e = envelope!;
    if (c.status) expect(e.status_code, body).toBe(c.status);
    else {
      expect(e.status_code, body).toBeGreaterThanOrEqual(400);
      expect(e.status_code, body).toBeLessThan(500);
    }
    if (c.code) expect(e.code, body).toBe(c.code);
    expectClearMessage(e, c.lang ?? "ar");
    if (c.field)
      expect(e.fieldErrors, body).toContainEqual(
        expect.objectContaining({ field: c.field, ...(c.fieldCode ? { code: c.fieldCode } : {}) }),
      );
    expect(await snapshot(t)).toEqual(before);
  });
}

/**
 * One row of a case table: what is wrong, the variables, and what is expected, written as words
 * separated by spaces: `@actor` (who sends it; default customer), `en` (the language; default
 * ar), `403` or `500:USER_EXISTS` (the envelope's status and code; default any 4xx), `field` or
 * `field:CODE` (a fieldErrors entry, with its code).
 */
export type Row = [name: string, variables?: GraphqlCase["variables"] | null, expect?: string];

/** Rows of one document as cases, named after its root field (`register: a short password`). */
export function table(query: string, rows: Row[], defaults = ""): GraphqlCase[] {
  const root = /\{\s*(\w+)/.exec(query)?.[1] ?? "";
  return rows.map(([name, variables, expect = ""]) => {
    const c: GraphqlCase = { name: `${root}: ${name}`, query, variables: variables ?? undefined };
    for (const word of `${defaults} ${expect}`.split(" ").filter(Boolean)) {
      const [head, code] = word.split(":") as [string, string | undefined];
      if (head.startsWith("@")) c.as = head.slice(1) as Actor;
      else if (head === "ar" || head === "en") c.lang = head;
      else if (/^\d{3}$/.test(head)) Object.assign(c, { status: Number(head) }, code ? { code } : {});
      else Object.assign(c, { field: head }, code ? { fieldCode: code } : {});
    }
    return c;
  });
}

/** The same cases sent to the admin API. */
export const onAdminApi = (cases: GraphqlCase[]): GraphqlCase[] => cases.map((c) => ({ ...c, api: "admin" }));

/** A document calling `field(args)` with every variable declared, selecting the envelope. */
export function mutation(field: string, declarations: string, args?: string) {
  const call = args ?? declarations.replace(/\$(\w+):\s*[\w![\]]+/g, "$1: $$$1");
  return `mutation${declarations ? `(${declarations})` : ""} { ${field}${call ? `(${call})` : ""} { ${ENVELOPE} } }`;
}

/** The same document answering the data's `_id` too (to make a case's fixtures). */
export const withData = (query: string, selection = "_id") =>
  query.replace(ENVELOPE, `${ENVELOPE} data { ${selection} }`);

/** Bad values every text field meets. */
export const BAD = {
  nul: "abc\u0000def",
  bell: "ring\u0007",
  override: "\u202Eevil\u202C",
  long: "x".repeat(100_000),
  script: `<script>alert("x")</script>`,
  sql: "'; drop table users; --",
  blank: "   \t ",
  notId: "not-a-uuid",
  dashes: "-".repeat(36),
  unknownId: "0f8e2b8c-1d3a-4c5e-9f70-000000000000",
  big: 2 ** 40,
} as const;
