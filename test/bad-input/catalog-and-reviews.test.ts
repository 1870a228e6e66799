/** Bad input on reviews and comments, the wishlist and recorded searches. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { stockedProducts } from "../checkout-kit.ts";
import { call } from "../test-kit.ts";
import {
  actors,
  BAD,
  type Cast,
  expectNoInternals,
  type GraphqlCase,
  graphqlCases,
  mutation,
  send,
} from "./kit.ts";

let t: TestApp;
let cast: Cast;
const p = { reviewed: "", fresh: "", spare: "", image: "", post: "" };

const REVIEW = mutation(
  "addReview",
  "$type: String!, $text: String!, $product: String, $post: String, $rating: Int, $user: String, $attachments: [String!]",
);
const review = (extra: Record<string, unknown> | (() => Record<string, unknown>)) => () => ({
  type: "review",
  text: "A lovely, solid sofa",
  product: p.fresh,
  rating: 5,
  ...(typeof extra === "function" ? extra() : extra),
});

beforeAll(async () => {
  t = await startTestApp();
  cast = await actors(t);
  const [a, b, c] = await stockedProducts(t.database.db, 3);
  Object.assign(p, { reviewed: a!.product, fresh: b!.product, spare: c!.product, image: b!.image });
  const [post] = await queryRows<{ id: string }>(t.database.db, sql`select id from posts limit 1`);
  p.post = post?.id ?? "";
  const first = await call(
    t,
    REVIEW,
    { type: "review", text: "Comfortable", product: p.reviewed, rating: 4 },
    {
      token: cast.tokens.customer,
    },
  );
  if (first.status_code !== 200) throw new Error(first.message);
});
afterAll(async () => t?.close());

const cat = { t: () => t, cast: () => cast };

const reviews: GraphqlCase[] = [
  {
    name: "addReview: rating 0",
    query: REVIEW,
    variables: review({ rating: 0 }),
    field: "rating",
    fieldCode: "REVIEW_RATING_RANGE",
  },
  {
    name: "addReview: rating 6",
    query: REVIEW,
    variables: review({ rating: 6 }),
    field: "rating",
    lang: "en",
  },
  {
    name: "addReview: rating 4.5",
    query: REVIEW,
    variables: review({ rating: 4.5 }),
    field: "rating",
    fieldCode: "NUMBERS_ONLY",
  },
  {
    name: "addReview: rating past 32 bits",
    query: REVIEW,
    variables: review({ rating: BAD.big }),
    field: "rating",
    fieldCode: "NUMBER_OUT_OF_RANGE",
  },
  {
    name: "addReview: rating as text",
    query: REVIEW,
    variables: review({ rating: "five" }),
    field: "rating",
  },
  {
    name: "addReview: no rating on a review",
    query: REVIEW,
    variables: review({ rating: null }),
    field: "rating",
    fieldCode: "FIELD_REQUIRED",
  },
  {
    name: "addReview: empty text",
    query: REVIEW,
    variables: review({ text: "" }),
    field: "text",
    fieldCode: "FIELD_REQUIRED",
  },
  {
    name: "addReview: whitespace-only text",
    query: REVIEW,
    variables: review({ text: BAD.blank }),
    field: "text",
  },
  {
    name: "addReview: tags and nothing else",
    query: REVIEW,
    variables: review({ text: "<b></b><i> </i>" }),
    field: "text",
    lang: "en",
  },
  {
    name: "addReview: one letter",
    query: REVIEW,
    variables: review({ text: "k" }),
    field: "text",
    fieldCode: "REVIEW_TEXT_TOO_SHORT",
  },
  {
    name: "addReview: 100,000 characters",
    query: REVIEW,
    variables: review({ text: BAD.long }),
    field: "text",
    fieldCode: "REVIEW_TEXT_TOO_LONG",
  },
  {
    name: "addReview: a bell character",
    query: REVIEW,
    variables: review({ text: `Nice ${BAD.bell}` }),
    field: "text",
    fieldCode: "CONTROL_CHARACTERS",
  },
  { name: "addReview: type rant", query: REVIEW, variables: review({ type: "rant" }), field: "type" },
  {
    name: "addReview: a product that is not an id",
    query: REVIEW,
    variables: review({ product: BAD.sql }),
    field: "product",
  },
  {
    name: "addReview: an unknown product",
    query: REVIEW,
    variables: review({ product: BAD.unknownId }),
    status: 404,
    lang: "en",
  },
  {
    name: "addReview: a second review of one product",
    query: REVIEW,
    variables: review(() => ({ product: p.reviewed })),
    status: 409,
  },
  {
    name: "addReview: as another user",
    query: REVIEW,
    variables: review(() => ({ user: cast.ids.other })),
    status: 403,
  },
  {
    name: "addReview: six attachments",
    query: REVIEW,
    variables: review({ attachments: Array(6).fill("/uploads/a.webp") }),
    field: "attachments",
  },
  {
    name: "addReview: an attachment path of 100,000 characters",
    query: REVIEW,
    variables: review({ attachments: [BAD.long] }),
  },
  {
    name: "addReview: a discussion without a product",
    query: REVIEW,
    variables: review({ type: "discussion", product: null }),
    field: "product",
    fieldCode: "REVIEW_TARGET_REQUIRED",
  },
  {
    name: "addReview: a comment on a post that is not an id",
    query: REVIEW,
    variables: review({ type: "comment", product: null, post: BAD.notId }),
    status: 404,
  },
  {
    name: "addReview: a comment on an unknown post",
    query: REVIEW,
    variables: review({ type: "comment", product: null, post: BAD.unknownId }),
    status: 404,
  },
  {
    name: "addReview: as a visitor",
    query: REVIEW,
    variables: review({}),
    as: "visitor",
    status: 401,
    lang: "en",
  },
];

const TOGGLE = mutation("addRemoveWishlist", "$image: ID, $product: ID, $user: ID");
const wishlist: GraphqlCase[] = [
  { name: "addRemoveWishlist: nothing named", query: TOGGLE, field: "image", fieldCode: "FIELD_REQUIRED" },
  {
    name: "addRemoveWishlist: an image that is not an id",
    query: TOGGLE,
    variables: () => ({ image: BAD.script }),
    field: "image",
  },
  {
    name: "addRemoveWishlist: an unknown product",
    query: TOGGLE,
    variables: () => ({ product: BAD.unknownId }),
    status: 404,
  },
  {
    name: "addRemoveWishlist: a list of images",
    query: TOGGLE,
    variables: () => ({ image: [p.image] }),
    field: "image",
    lang: "en",
  },
  {
    name: "addRemoveWishlist: on another user's list",
    query: TOGGLE,
    variables: () => ({ product: p.spare, user: cast.ids.other }),
    status: 403,
  },
  {
    name: "addRemoveWishlist: as a visitor",
    query: TOGGLE,
    variables: () => ({ product: p.spare }),
    as: "visitor",
    status: 401,
  },
];

describe("bad input: reviews and comments", () => graphqlCases(cat, reviews));
describe("bad input: wishlist", () => graphqlCases(cat, wishlist));

/** Text a search records (never refused, decision 0073): stored harmlessly, as plain words. */
const SEARCH = mutation("newSearchKeyword", "$keyword: String");
describe("bad input: recorded searches are stored harmlessly", () => {
  it.each([
    ["SQL", BAD.sql, (k: string) => expect(k).toBe("'; drop table users; --")],
    ["a script tag", BAD.script, (k: string) => expect(k.length).toBeLessThanOrEqual(100)],
    [
      "NUL and a bell",
      `sofa${BAD.nul}${BAD.bell}`,
      (k: string) => expect([...k].some((ch) => ch.charCodeAt(0) < 9)).toBe(false),
    ],
    ["100,000 characters", BAD.long, (k: string) => expect(k.length).toBeLessThanOrEqual(100)],
  ])("%s", async (_name, keyword, check) => {
    const { status, body, envelope } = await send(t, undefined, {
      name: "",
      query: SEARCH.replace("fieldErrors", "data { keyword } fieldErrors"),
      variables: () => ({ keyword }),
    });
    expect(status).toBe(200);
    expectNoInternals(body);
    expect(envelope!.status_code).toBe(200);
    const stored = (envelope!.data as { keyword: string } | null)?.keyword;
    if (stored !== undefined) check(stored);
    const [users] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expect(users!.n).toBeGreaterThan(0);
  });
});
