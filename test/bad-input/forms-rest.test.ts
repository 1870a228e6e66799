/**
 * Bad input on the forms people send us (GraphQL and the storefront's form posts), the
 * storefront's resource routes and the REST routes: bodies, content types, sizes, files.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { robot } from "../test-kit.ts";
import { pngBytes, postFile } from "../tickets-kit.ts";
import {
  actors,
  BAD,
  type Cast,
  expectNoInternals,
  type GraphqlCase,
  graphqlCases,
  mutation,
  snapshot,
  table,
} from "./kit.ts";

let t: TestApp;
let cast: Cast;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  cast = await actors(t);
  png = await pngBytes();
});
afterAll(async () => t?.close());

const cat = { t: () => t, cast: () => cast };

const CONTACT = mutation(
  "addContactMessage",
  "$name: String, $email: String, $phone: String, $comment: String, $feedbackType: String, $robot: String",
);
const contact = (extra: Record<string, unknown>) => async () => ({
  name: "Nour",
  email: "nour@example.com",
  comment: "Do you deliver to Aswan?",
  feedbackType: "question",
  robot: await robot(t),
  ...extra,
});
const B2B = mutation(
  "addB2bEnquiry",
  "$companyName: String, $contactName: String, $email: String, $phone: String, $quantity: String, $country: String, $message: String, $robot: String",
);
const b2b = (extra: Record<string, unknown>) => async () => ({
  companyName: "Cairo Hotels",
  contactName: "Hala",
  email: "hala@example.com",
  phone: "01012345678",
  quantity: "40",
  country: "eg",
  message: "Forty armchairs for a lobby.",
  robot: await robot(t),
  ...extra,
});
const CAREER = mutation(
  "addCareerRequest",
  "$career: String!, $name: String, $email: String, $phone: String, $cvs: [ID!], $robot: String",
);
const career = (extra: Record<string, unknown>) => async () => ({
  career: BAD.unknownId,
  name: "Omar",
  email: "omar@example.com",
  phone: "01012345678",
  cvs: [BAD.unknownId],
  robot: await robot(t),
  ...extra,
});

const forms: GraphqlCase[] = [
  ...table(
    CONTACT,
    [
      ["no name", contact({ name: "" }), "name:FIELD_REQUIRED"],
      ["not an email", contact({ email: "nour@" }), "email en"],
      ["feedback type spam", contact({ feedbackType: "spam" }), "feedbackType"],
      ["a message of 100,000 characters", contact({ comment: BAD.long }), "comment:MESSAGE_LENGTH_RANGE"],
      ["NUL in the message", contact({ comment: `Hello there ${BAD.nul}` }), "comment:CONTROL_CHARACTERS"],
      ["no robot check", contact({ robot: null })],
      ["a forged robot check", contact({ robot: BAD.sql }), "en"],
    ],
    "@visitor",
  ),
  ...table(
    B2B,
    [
      ["quantity 0", b2b({ quantity: "0" }), "quantity"],
      ["quantity 100,001", b2b({ quantity: "100001" }), "quantity"],
      ["quantity 99999999999", b2b({ quantity: "99999999999" }), "quantity en"],
      ["quantity twelve", b2b({ quantity: "twelve" }), "quantity"],
      ["whitespace-only company", b2b({ companyName: BAD.blank }), "companyName"],
      ["country fr", b2b({ country: "fr" }), "country"],
    ],
    "@visitor",
  ),
  ...table(
    CAREER,
    [
      ["an unknown position", career({})],
      ["CVs that are not ids", career({ cvs: [BAD.script] }), "cvs.0"],
      ["5,000 CVs", career({ cvs: Array(5000).fill(BAD.unknownId) }), "en"],
      ["an object for the name", career({ name: { toString: "x" } }), "name"],
    ],
    "@visitor",
  ),
];

describe("bad input: the forms' mutations", () => graphqlCases(cat, forms));

interface HttpCase {
  name: string;
  method?: "POST" | "GET";
  url: string;
  /** A form (url-encoded), JSON, a raw body, or a file (multipart). */
  form?: Record<string, string>;
  json?: unknown;
  raw?: { type: string; body: string | Buffer | (() => Buffer) };
  file?: { bytes: () => Uint8Array; name: string; type?: string };
  as?: "visitor" | "customer" | "designer";
  /** The status expected (default: any 4xx). */
  status?: number;
  /** Text the answer must hold (a message in the page's language). */
  says?: string;
}

/** Posts one case and checks no 5xx, no internals, the message, and no row changed. */
function httpCases(cases: HttpCase[]) {
  it.each(cases)("$name", async (c) => {
    const before = await snapshot(t);
    const token = c.as && c.as !== "visitor" ? cast.tokens[c.as] : undefined;
    let status: number;
    let body: string;
    if (c.file) {
      const r = await postFile(
        t,
        c.url,
        { bytes: c.file.bytes(), name: c.file.name, type: c.file.type },
        { token, lang: "ar" },
      );
      status = r.status;
      body = JSON.stringify(r.body);
    } else {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: string | Buffer | undefined;
      if (c.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        payload = new URLSearchParams(c.form).toString();
      } else if (c.json !== undefined) {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(c.json);
      } else if (c.raw) {
        headers["content-type"] = c.raw.type;
        payload = typeof c.raw.body === "function" ? c.raw.body() : c.raw.body;
      }
      const r = await t.app.inject({ method: c.method ?? "POST", url: c.url, headers, payload });
      status = r.statusCode;
      body = r.body;
    }
    expect(status, body.slice(0, 500)).toBeLessThan(500);
    if (c.status) expect(status, body.slice(0, 500)).toBe(c.status);
    else expect(status, body.slice(0, 500)).toBeGreaterThanOrEqual(300);
    // A page's words only: its scripts and its tags (<select …>) are not what the visitor reads.
    expectNoInternals(body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " "));
    if (c.says) expect(body).toContain(c.says);
    expect(await snapshot(t)).toEqual(before);
  });
}

/** A multipart body of one file whose name is `filename` as sent (NUL and all). */
const multipart = (filename: string, bytes: () => Uint8Array, type = "image/png") => ({
  type: "multipart/form-data; boundary=BOUNDARY",
  body: () =>
    Buffer.concat([
      Buffer.from(
        `--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes()),
      Buffer.from("\r\n--BOUNDARY--\r\n"),
    ]),
});

const ar = (code: Parameters<typeof errorMessage>[0]) => errorMessage(code, "ar");
const en = (code: Parameters<typeof errorMessage>[0]) => errorMessage(code, "en");

describe("bad input: the storefront's form posts", () =>
  httpCases([
    {
      name: "contact form: empty",
      url: "/ar-eg/contact",
      form: { name: "", email: "" },
      status: 400,
      says: ar("FIELD_REQUIRED"),
    },
    {
      name: "contact form: not an email, in English",
      url: "/en-eg/contact",
      form: { name: "Nour", email: "nour@", comment: "Hello there, friends", feedbackType: "question" },
      status: 400,
      says: en("INVALID_EMAIL"),
    },
    {
      name: "contact form: NUL in the message",
      url: "/ar-eg/contact",
      form: {
        name: "Nour",
        email: "n@example.com",
        comment: `Hello ${BAD.nul} there`,
        feedbackType: "question",
      },
      status: 400,
      says: ar("CONTROL_CHARACTERS"),
    },
    // Both were a 500 page (request.formData() threw); a 415 with the message now.
    {
      name: "contact form: sent as JSON",
      url: "/ar-eg/contact",
      json: { name: "Nour" },
      status: 415,
      says: ar("FORM_BODY_REQUIRED"),
    },
    {
      name: "cart-add: sent as plain text, in English",
      url: "/en-eg/cart/add",
      raw: { type: "text/plain", body: "image=x" },
      status: 415,
      says: en("FORM_BODY_REQUIRED"),
    },
    {
      name: "b2b form: quantity past 32 bits",
      url: "/ar-eg/b2b",
      form: {
        companyName: "Co",
        contactName: "Hala",
        email: "h@example.com",
        phone: "01012345678",
        quantity: "99999999999",
        country: "eg",
      },
      status: 400,
    },
    {
      name: "career form: an unknown position",
      url: "/ar-eg/careers/apply?career=nope",
      form: { name: "Omar", email: "o@example.com", phone: "01012345678" },
    },
    {
      name: "login form: NUL in the email",
      url: "/ar-eg/login",
      form: { email: `a${BAD.nul}@example.com`, password: "x" },
      status: 400,
      says: ar("CONTROL_CHARACTERS"),
    },
    {
      name: "login form: unknown email, in English",
      url: "/en-eg/login",
      form: { email: "nobody-here@example.com", password: "secret1" },
      status: 400,
      says: en("INVALID_CREDENTIALS"),
    },
    {
      name: "login form: a malformed body",
      url: "/ar-eg/login",
      raw: { type: "application/x-www-form-urlencoded", body: "%E0%A4%A=&&==%%" },
    },
    {
      name: "register form: a short password",
      url: "/ar-eg/register",
      form: { fName: "Nour", email: "nour-new@example.com", password: "1" },
    },
    {
      name: "forgot-password form: not an email",
      url: "/ar-eg/forgetPassword",
      form: { email: BAD.script },
      status: 400,
    },
    {
      name: "reset-password form: a made-up token",
      url: "/ar-eg/resetPassword?token=nope",
      form: { password: "secret1", confirmPassword: "secret1" },
    },
    {
      name: "cart-add: quantity -3 of junk",
      url: "/ar-eg/cart/add",
      form: { image: BAD.sql, quantity: "-3" },
    },
    {
      name: "cart-add: quantity 1e400",
      url: "/en-eg/cart/add",
      form: { image: BAD.unknownId, quantity: "1e400" },
    },
    {
      name: "wishlist toggle: as a visitor",
      url: "/ar-eg/wishlist/toggle",
      form: { product: BAD.unknownId },
      status: 401,
      says: ar("UNAUTHENTICATED"),
    },
    {
      name: "wishlist toggle: next off-site",
      url: "/ar-eg/wishlist/toggle",
      form: { product: BAD.notId, next: "//evil.example/x" },
      status: 303,
    },
    { name: "account logout: no session", url: "/ar-eg/account/logout", form: {}, status: 302 },
  ]));

// Files whose names hold NUL are kept, under a name without it (two of these routes answered 500).
describe("bad input: file names are stored harmlessly", () => {
  it.each([
    ["upload-one", "/api/user/upload-one?minify=true", multipart(`me${BAD.nul}.png`, () => png), undefined],
    [
      "careers/cv",
      "/api/careers/cv",
      multipart(`cv${BAD.nul}.pdf`, () => Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf"),
      undefined,
    ],
    [
      "tickets/attachments",
      "/api/tickets/attachments",
      multipart(`plan${BAD.nul}.png`, () => png),
      "designer" as const,
    ],
  ])("%s", async (_name, url, file, as) => {
    const headers: Record<string, string> = { "content-type": file.type };
    if (as) headers.authorization = `Bearer ${cast.tokens[as]}`;
    const response = await t.app.inject({ method: "POST", url, headers, payload: file.body() });
    expect(response.statusCode, response.body).toBe(200);
    expectNoInternals(response.body);
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select original_name as name from uploads order by created_at desc limit 1`,
    );
    expect(row!.name).toMatch(/^[a-z]+abcdef\.(png|pdf)$/);
  });
});

describe("bad input: the REST routes", () =>
  httpCases([
    {
      name: "/graphql: a malformed JSON body",
      url: "/graphql",
      raw: { type: "application/json", body: '{"query": "{ getCategories { status_code } }"' },
    },
    { name: "/graphql: a number for the query", url: "/graphql", json: { query: 42 } },
    {
      name: "/graphql: an array of variables",
      url: "/graphql",
      json: { query: "query($a: Int) { __typename }", variables: [1, 2] },
    },
    {
      name: "/graphql: a body past 2 MB",
      url: "/graphql",
      json: { query: `{ __typename }`, pad: "x".repeat(3 * 1024 * 1024) },
      status: 413,
    },
    { name: "/graphql: plain text", url: "/graphql", raw: { type: "text/plain", body: "{ __typename }" } },
    {
      name: "/logout: no session, a text body",
      url: "/logout",
      raw: { type: "text/plain", body: BAD.nul },
      status: 200,
    },
    { name: "/cart/created: a cart id with NUL", url: "/cart/created", json: { cart: BAD.nul }, status: 200 },
    {
      name: "/cart/created: a malformed JSON body",
      url: "/cart/created",
      raw: { type: "application/json", body: "{cart:" },
      status: 400,
    },
    {
      name: "upload-one: not multipart",
      url: "/api/user/upload-one?minify=true",
      json: { file: "x" },
      status: 400,
      says: ar("UPLOAD_NOT_IMAGE"),
    },
    {
      name: "upload-one: text named as a PNG",
      url: "/api/user/upload-one?minify=true",
      file: { bytes: () => Buffer.from("not an image"), name: "me.png", type: "image/png" },
      status: 400,
      says: ar("UPLOAD_NOT_IMAGE"),
    },
    {
      name: "upload-one: a visitor without minify",
      url: "/api/user/upload-one",
      file: { bytes: () => png, name: "me.png", type: "image/png" },
      status: 401,
    },
    {
      name: "careers/cv: not multipart",
      url: "/api/careers/cv",
      json: {},
      status: 400,
      says: ar("CV_UPLOAD_FAILED"),
    },
    {
      name: "careers/cv: a PNG for a CV",
      url: "/api/careers/cv",
      file: { bytes: () => png, name: "cv.pdf", type: "application/pdf" },
      status: 415,
      says: ar("CV_TYPE_NOT_ALLOWED"),
    },
    {
      name: "tickets/attachments: a visitor",
      url: "/api/tickets/attachments",
      file: { bytes: () => png, name: "a.png" },
      status: 401,
    },
    {
      name: "tickets/attachments: not multipart",
      url: "/api/tickets/attachments",
      json: {},
      as: "designer",
      status: 400,
    },
    {
      name: "tickets/attachments: an id that is not one",
      method: "GET",
      url: "/api/tickets/attachments/..%2F..%2Fetc%2Fpasswd",
      as: "designer",
      status: 404,
    },
    {
      name: "webhook: a forged event",
      url: "/webhooks/payments/fake",
      json: { paymentId: BAD.unknownId, status: "captured" },
    },
    {
      name: "webhook: an unknown provider",
      url: "/webhooks/payments/nope",
      raw: { type: "text/plain", body: BAD.sql },
    },
  ]));
