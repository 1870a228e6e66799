/**
 * Issue 13 (decision 0073): cheap bad input gets a clear message in the caller's language on its
 * field, never a 500, and changes nothing. Each case re-reads the state afterwards.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { call, newCustomer, REGISTER, robot } from "../test-kit.ts";

let t: TestApp;
let me: { token: string; id: string; email: string };
let image: string;
let product: string;
let giza: string;

beforeAll(async () => {
  t = await startTestApp();
  me = await newCustomer(t, { fName: "Nour" });
  const [row] = await queryRows<{ image: string; product: string }>(
    t.database.db,
    sql`select i.id as image, p.id as product from products p join product_images i on i.product_id = p.id
        and i.primary_image where p.status = 'active' and p.available_edition >= 3 order by p.sku limit 1`,
  );
  ({ image, product } = row!);
  const [gov] = await queryRows<{ id: string }>(t.database.db, sql`select id from governorates limit 1`);
  giza = gov!.id;
});
afterAll(async () => t?.close());

/** Everything the cases could change, read from the database. */
async function state() {
  const [row] = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select u.f_name, u.l_name, u.phone, u.description,
      (select count(*)::int from addresses a where a.user_id = u.id) as addresses,
      (select coalesce(sum(ci.quantity), 0)::int from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = u.id) as in_cart,
      (select count(*)::int from reviews r where r.user_id = u.id) as reviews,
      (select count(*)::int from users) as users
    from users u where u.id = ${me.id}`,
  );
  return row;
}

const EDIT = `mutation ($fName: String, $lName: String, $description: String, $phone: String) {
  editProfile(fName: $fName, lName: $lName, description: $description, phone: $phone) { status_code message code errors fieldErrors { field code message } } }`;
const ADDRESS = `mutation ($g: ID, $fName: String, $streetName: String, $floorNo: String, $zipCode: String) {
  addAddress(governorateId: $g, fName: $fName, phone: "01012345678", streetName: $streetName, building: "5", floorNo: $floorNo, zipCode: $zipCode, country: "eg") {
    status_code message code errors fieldErrors { field code message } } }`;
const ADD_TO_CART = `mutation ($image: ID, $quantity: Int) {
  addToCart(image: $image, quantity: $quantity, currentCountry: "eg") { status_code message code errors fieldErrors { field code message } } }`;
const REVIEW = `mutation ($product: String, $text: String!) {
  addReview(product: $product, type: "review", rating: 5, text: $text) { status_code message code errors fieldErrors { field code message } } }`;

const address = (extra: Record<string, unknown>) => ({ fName: "Mona", streetName: "Tahrir", ...extra });

interface Case {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  field: string;
  code: string;
  /** The field's message in Arabic (the request's language). */
  message: string;
}

const NUMBERS_ONLY = "يجب أن يحتوي هذا الحقل على أرقام فقط";
const OUT_OF_RANGE = "هذا الرقم خارج النطاق المسموح به";
const CONTROL = "يحتوي هذا الحقل على رموز غير مسموح بها";
const BIDI = "يرجى حذف رموز اتجاه النص المخفية من هذا الحقل";

const CASES: Case[] = [
  {
    name: "a cart quantity past 32 bits",
    query: ADD_TO_CART,
    variables: () => ({ image, quantity: 99_999_999_999 }),
    field: "quantity",
    code: "NUMBER_OUT_OF_RANGE",
    message: OUT_OF_RANGE,
  },
  {
    name: "letters for a cart quantity",
    query: ADD_TO_CART,
    variables: () => ({ image, quantity: "three" }),
    field: "quantity",
    code: "NUMBERS_ONLY",
    message: NUMBERS_ONLY,
  },
  {
    name: "a floor number past 32 bits",
    query: ADDRESS,
    variables: () => address({ g: giza, floorNo: "99999999999" }),
    field: "floorNo",
    code: "NUMBERS_ONLY",
    message: NUMBERS_ONLY,
  },
  {
    name: "letters for a floor number",
    query: ADDRESS,
    variables: () => address({ g: giza, floorNo: "third" }),
    field: "floorNo",
    code: "NUMBERS_ONLY",
    message: NUMBERS_ONLY,
  },
  {
    name: "letters for a zip code",
    query: ADDRESS,
    variables: () => address({ g: giza, zipCode: "12a45" }),
    field: "zipCode",
    code: "NUMBERS_ONLY",
    message: NUMBERS_ONLY,
  },
  {
    name: "a NUL byte in an address",
    query: ADDRESS,
    variables: () => address({ g: giza, streetName: "Tahrir\u0000" }),
    field: "streetName",
    code: "CONTROL_CHARACTERS",
    message: CONTROL,
  },
  {
    name: "a NUL byte in a name",
    query: EDIT,
    variables: () => ({ fName: "No\u0000ur" }),
    field: "fName",
    code: "CONTROL_CHARACTERS",
    message: CONTROL,
  },
  {
    name: "a NUL byte in a review",
    query: REVIEW,
    variables: () => ({ product, text: "Great\u0000 sofa" }),
    field: "text",
    code: "CONTROL_CHARACTERS",
    message: CONTROL,
  },
  {
    name: "a right-to-left override in a name",
    query: EDIT,
    variables: () => ({ fName: "\u202Egnp.exe" }),
    field: "fName",
    code: "UNSAFE_CHARACTERS",
    message: BIDI,
  },
  {
    name: "an isolate in a designer's description",
    query: EDIT,
    variables: () => ({ description: "Sofas \u2067and\u2069 chairs" }),
    field: "description",
    code: "UNSAFE_CHARACTERS",
    message: BIDI,
  },
  {
    name: "an override in a review",
    query: REVIEW,
    variables: () => ({ product, text: "Nice \u202Dsofa\u202C" }),
    field: "text",
    code: "UNSAFE_CHARACTERS",
    message: BIDI,
  },
];

describe("bad input (issue 13)", () => {
  it.each(CASES)("$name: a 400 on its field in Arabic, nothing changed", async (c) => {
    const before = await state();
    const r = await call(t, c.query, c.variables(), { token: me.token, lang: "ar" });
    expect(r.status_code).toBe(400);
    expect(r.fieldErrors).toContainEqual({ field: c.field, code: c.code, message: c.message });
    expect(r.errors).toContain(`${c.field}: ${c.message}`);
    expect(await state()).toEqual(before);
  });

  it("the same in English", async () => {
    const r = await call(t, ADD_TO_CART, { image, quantity: 2 ** 40 }, { token: me.token, lang: "en" });
    expect(r.fieldErrors).toEqual([
      { field: "quantity", code: "NUMBER_OUT_OF_RANGE", message: "This number is out of range" },
    ]);
  });

  it("invisible characters are removed from a name, ZWNJ between letters kept", async () => {
    const r = await call(t, EDIT, { fName: "\uFEFFMa\u200Bna", lName: "می\u200Cدانم" }, { token: me.token });
    expect(r.status_code).toBe(200);
    const after = await state();
    expect(after).toMatchObject({ f_name: "Mana", l_name: "می\u200Cدانم" });
  });

  it("concurrent sign-ups of one email: one account, the others hear the specs' message", async () => {
    const email = `race${Date.now()}@example.com`;
    const payloads = await Promise.all([robot(t), robot(t), robot(t), robot(t)]);
    const replies = await Promise.all(
      payloads.map((payload) =>
        call(t, REGISTER, { fName: "Race", email, password: "secret1", role: "customer", robot: payload }),
      ),
    );
    expect(replies.filter((r) => r.status_code === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status_code !== 200)) {
      expect(r.status_code).toBe(500);
      expect(r.errors[0]).toBe("This user is already exists");
    }
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(row!.n).toBe(1);
  });
});

describe("documents that cost too much (issue 13)", () => {
  const post = async (query: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ query }),
    });
    return { status: response.statusCode, body: response.json() as { errors?: Array<{ message: string }> } };
  };

  it.each([
    ["deeply nested", `{ ${"a { ".repeat(5000)}b${" }".repeat(5000)} }`, /more than 3000 tokens/],
    [
      "heavily aliased",
      `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: getCategories { status_code }`).join(" ")} }`,
      /more than 3000 tokens/,
    ],
    [
      "fragments spreading each other twice",
      `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(" ")} fragment F40 on Query { __typename }`,
      /too many fields/,
    ],
    [
      "wide within the token limit",
      `{ ${Array.from({ length: 450 }, (_, i) => `a${i}: __typename`).join(" ")} }`,
      /too many fields/,
    ],
  ])("%s: a GraphQL error, not a 500", async (_name, query, message) => {
    const { status, body } = await post(query);
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(message);
  });
});
