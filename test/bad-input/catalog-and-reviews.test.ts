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
  table,
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
  ...table(REVIEW, [
    ["rating 0", review({ rating: 0 }), "rating:REVIEW_RATING_RANGE"],
    ["rating 6", review({ rating: 6 }), "rating en"],
    ["rating 4.5", review({ rating: 4.5 }), "rating:NUMBERS_ONLY"],
    ["rating past 32 bits", review({ rating: BAD.big }), "rating:NUMBER_OUT_OF_RANGE"],
    ["rating as text", review({ rating: "five" }), "rating"],
    ["no rating on a review", review({ rating: null }), "rating:FIELD_REQUIRED"],
    ["empty text", review({ text: "" }), "text:FIELD_REQUIRED"],
    ["whitespace-only text", review({ text: BAD.blank }), "text"],
    ["tags and nothing else", review({ text: "<b></b><i> </i>" }), "text en"],
    ["one letter", review({ text: "k" }), "text:REVIEW_TEXT_TOO_SHORT"],
    ["100,000 characters", review({ text: BAD.long }), "text:REVIEW_TEXT_TOO_LONG"],
    ["a bell character", review({ text: `Nice ${BAD.bell}` }), "text:CONTROL_CHARACTERS"],
    ["type rant", review({ type: "rant" }), "type"],
    ["a product that is not an id", review({ product: BAD.sql }), "product"],
    ["an unknown product", review({ product: BAD.unknownId }), "404 en"],
    ["a second review of one product", review(() => ({ product: p.reviewed })), "409"],
    ["as another user", review(() => ({ user: cast.ids.other })), "403"],
    ["six attachments", review({ attachments: Array(6).fill("/uploads/a.webp") }), "attachments"],
    ["an attachment path of 100,000 characters", review({ attachments: [BAD.long] })],
    [
      "a discussion without a product",
      review({ type: "discussion", product: null }),
      "product:REVIEW_TARGET_REQUIRED",
    ],
    [
      "a comment on a post that is not an id",
      review({ type: "comment", product: null, post: BAD.notId }),
      "404",
    ],
    ["a comment on an unknown post", review({ type: "comment", product: null, post: BAD.unknownId }), "404"],
    ["as a visitor", review({}), "@visitor 401 en"],
  ]),
];

const TOGGLE = mutation("addRemoveWishlist", "$image: ID, $product: ID, $user: ID");
const wishlist: GraphqlCase[] = [
  ...table(TOGGLE, [
    ["nothing named", null, "image:FIELD_REQUIRED"],
    ["an image that is not an id", () => ({ image: BAD.script }), "image"],
    ["an unknown product", () => ({ product: BAD.unknownId }), "404"],
    ["a list of images", () => ({ image: [p.image] }), "image en"],
    ["on another user's list", () => ({ product: p.spare, user: cast.ids.other }), "403"],
    ["as a visitor", () => ({ product: p.spare }), "@visitor 401"],
  ]),
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
