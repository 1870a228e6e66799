/** Bad input on the cart, coupons, gift cards, checkout and the shopper's order mutations. */
import { afterAll, beforeAll, describe } from "vitest";
import { startTestApp, type TestApp } from "../app.ts";
import { makeShoppers, type Shopper, stockedProducts } from "../checkout-kit.ts";
import { PLACE } from "../promotions-kit.ts";
import { call } from "../test-kit.ts";
import { actors, BAD, type Cast, type GraphqlCase, graphqlCases, mutation } from "./kit.ts";

let t: TestApp;
let cast: Cast;
let image: string;
let me: Shopper;
let them: Shopper;
let theirOrder: string;
let myOrder: string;

beforeAll(async () => {
  t = await startTestApp();
  cast = await actors(t);
  const [product, other] = await stockedProducts(t.database.db, 2, 5);
  image = product!.image;
  // Two shoppers with a cart and an address each; the second one's order is "someone else's".
  [me, them] = await makeShoppers(t.database.db, t.services, 2, () => [{ image: other!.image, quantity: 1 }]);
  const place = async (s: Shopper) =>
    (
      await call<{ _id: string }>(
        t,
        PLACE,
        { cart: s.cart, addr: s.address, method: "cod" },
        { token: s.token },
      )
    ).data!._id;
  theirOrder = await place(them!);
  // The customer has a cart and an address; "other" (the buyer) has an order of their own.
  const [buyer] = await makeShoppers(t.database.db, t.services, 1, () => [
    { image: other!.image, quantity: 1 },
  ]);
  myOrder = await place(buyer!);
  cast.tokens.customer = me!.token;
  cast.tokens.other = buyer!.token;
});
afterAll(async () => t?.close());

const cat = { t: () => t, cast: () => cast };

const CHANGE =
  "$cart: ID, $image: ID, $giftCard: ID, $line: ID, $features: [ID!], $quantity: Int, $c: String!";
const CHANGE_ARGS =
  "cart: $cart, image: $image, giftCard: $giftCard, line: $line, features: $features, quantity: $quantity, currentCountry: $c";
const ADD = mutation("addToCart", CHANGE, CHANGE_ARGS);
const REDUCE = mutation("reduceFromCart", CHANGE, CHANGE_ARGS);
const REMOVE = mutation("removeFromCart", CHANGE, CHANGE_ARGS);
type Extra = Record<string, unknown> | (() => Record<string, unknown>);
/** The rest of a valid call around the bad part (a function when it names a fixture). */
const lazy = (extra: Extra) => (typeof extra === "function" ? extra() : extra);
const line = (extra: Extra) => () => ({ image, quantity: 1, c: "eg", ...lazy(extra) });

const cart: GraphqlCase[] = [
  { name: "addToCart: quantity zero", query: ADD, variables: line({ quantity: 0 }), field: "quantity" },
  {
    name: "addToCart: quantity -5",
    query: ADD,
    variables: line({ quantity: -5 }),
    field: "quantity",
    lang: "en",
  },
  {
    name: "addToCart: quantity 2.5",
    query: ADD,
    variables: line({ quantity: 2.5 }),
    field: "quantity",
    fieldCode: "NUMBERS_ONLY",
  },
  {
    name: "addToCart: quantity NaN as text",
    query: ADD,
    variables: line({ quantity: "NaN" }),
    field: "quantity",
    fieldCode: "NUMBERS_ONLY",
  },
  {
    name: "addToCart: quantity 1e300",
    query: ADD,
    variables: line({ quantity: 1e300 }),
    field: "quantity",
    fieldCode: "NUMBER_OUT_OF_RANGE",
  },
  {
    name: "addToCart: an image that is not an id",
    query: ADD,
    variables: line({ image: BAD.sql }),
    field: "image",
  },
  { name: "addToCart: an unknown image", query: ADD, variables: line({ image: BAD.unknownId }), status: 404 },
  { name: "addToCart: no image, line or gift card", query: ADD, variables: line({ image: undefined }) },
  {
    name: "addToCart: 5,000 features",
    query: ADD,
    variables: line({ features: Array(5000).fill(BAD.unknownId) }),
  },
  {
    name: "addToCart: features of junk",
    query: ADD,
    variables: line({ features: [BAD.script, BAD.nul] }),
    lang: "en",
  },
  {
    name: "addToCart: a list for the image",
    query: ADD,
    variables: line({ image: [image, image] }),
    field: "image",
  },
  {
    name: "addToCart: someone else's cart",
    query: ADD,
    variables: line(() => ({ cart: them.cart })),
    status: 404,
    code: "CART_NOT_FOUND",
  },
  {
    name: "addToCart: country mars",
    query: ADD,
    variables: line({ c: "mars" }),
    status: 500,
    code: "CURRENCY_NOT_AVAILABLE",
  },
  {
    name: "addToCart: an unknown gift card",
    query: ADD,
    variables: line({ image: undefined, giftCard: BAD.unknownId }),
  },
  {
    name: "reduceFromCart: quantity past 32 bits",
    query: REDUCE,
    variables: line({ quantity: BAD.big }),
    field: "quantity",
  },
  {
    name: "reduceFromCart: someone else's cart",
    query: REDUCE,
    variables: line(() => ({ cart: them.cart })),
    status: 404,
    lang: "en",
  },
  {
    name: "removeFromCart: a line that is not an id",
    query: REMOVE,
    variables: line({ image: undefined, line: BAD.dashes }),
  },
  {
    name: "removeFromCart: NUL in the cart id",
    query: REMOVE,
    variables: line({ cart: BAD.nul }),
    field: "cart",
    fieldCode: "CONTROL_CHARACTERS",
  },
  {
    name: "createNewCartForUser: as a visitor",
    query: mutation("createNewCartForUser", "$c: String", "currentCountry: $c"),
    variables: () => ({ c: "eg" }),
    as: "visitor",
    status: 401,
  },
  {
    name: "replaceFakeCart: NUL in the guest cart id",
    query: mutation("replaceFakeCart", "$fake: ID!", "fakeCartId: $fake"),
    variables: () => ({ fake: BAD.nul }),
    field: "fakeCartId",
    fieldCode: "CONTROL_CHARACTERS",
  },
  {
    name: "replaceFakeCart: another user's cart as the guest cart",
    query: mutation("replaceFakeCart", "$fake: ID!", "fakeCartId: $fake"),
    variables: () => ({ fake: them.cart }),
    status: 404,
    code: "CART_NOT_FOUND",
  },
];

const COUPON = mutation(
  "checkCoupon",
  "$cart: ID!, $code: String!",
  'cartId: $cart, couponCode: $code, currentCountry: "eg"',
);
const UNCOUPON = mutation("removeCoupon", "$cart: ID!, $kind: String", "cartId: $cart, kind: $kind");
const GIFT = mutation(
  "createGiftCard",
  "$amount: Float, $theme: String, $recipientName: String, $recipientEmail: String, $language: String, $startAt: String, $agree: Boolean, $message: String",
  'amount: $amount, theme: $theme, recipientName: $recipientName, recipientEmail: $recipientEmail, language: $language, startAt: $startAt, agree: $agree, message: $message, currentCountry: "eg"',
);
const gift = (extra: Record<string, unknown>) => () => ({
  amount: 500,
  theme: "birthday",
  recipientName: "Friend",
  recipientEmail: "friend@example.com",
  language: "ar",
  startAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  agree: true,
  ...extra,
});

const promotions: GraphqlCase[] = [
  { name: "checkCoupon: an empty code", query: COUPON, variables: () => ({ cart: me.cart, code: "" }) },
  {
    name: "checkCoupon: SQL for a code",
    query: COUPON,
    variables: () => ({ cart: me.cart, code: BAD.sql }),
    lang: "en",
  },
  {
    name: "checkCoupon: a code of 100,000 characters",
    query: COUPON,
    variables: () => ({ cart: me.cart, code: BAD.long }),
  },
  {
    name: "checkCoupon: on someone else's cart",
    query: COUPON,
    variables: () => ({ cart: them.cart, code: "FREESHIP" }),
    status: 404,
  },
  {
    name: "removeCoupon: kind everything",
    query: UNCOUPON,
    variables: () => ({ cart: me.cart, kind: "everything" }),
    field: "kind",
  },
  {
    name: "removeCoupon: a cart that is not an id",
    query: UNCOUPON,
    variables: () => ({ cart: BAD.notId }),
    status: 404,
  },
  {
    name: "createGiftCard: amount -100",
    query: GIFT,
    variables: gift({ amount: -100 }),
    field: "amount",
    fieldCode: "GIFT_CARD_AMOUNT_RANGE",
  },
  {
    name: "createGiftCard: amount 12.5",
    query: GIFT,
    variables: gift({ amount: 12.5 }),
    field: "amount",
    lang: "en",
  },
  { name: "createGiftCard: amount 1e308", query: GIFT, variables: gift({ amount: 1e308 }), field: "amount" },
  {
    name: "createGiftCard: the theme '; drop",
    query: GIFT,
    variables: gift({ theme: BAD.sql }),
    field: "theme",
  },
  {
    name: "createGiftCard: an override in the recipient's name",
    query: GIFT,
    variables: gift({ recipientName: `Ali${BAD.override}` }),
    field: "recipientName",
    fieldCode: "UNSAFE_CHARACTERS",
  },
  {
    name: "createGiftCard: a start date in the past",
    query: GIFT,
    variables: gift({ startAt: "2001-01-01" }),
    field: "startAt",
    fieldCode: "GIFT_CARD_START_PAST",
  },
  {
    name: "createGiftCard: a start date of junk",
    query: GIFT,
    variables: gift({ startAt: "tomorrow" }),
    field: "startAt",
  },
  {
    name: "createGiftCard: not agreed",
    query: GIFT,
    variables: gift({ agree: false }),
    field: "agree",
    lang: "en",
  },
  {
    name: "createGiftCard: a message of 100,000 characters",
    query: GIFT,
    variables: gift({ message: BAD.long }),
    field: "message",
  },
];

const PLACE_ORDER = mutation(
  "placeOrder",
  "$cart: ID!, $addr: ID!, $method: String!, $expected: Int",
  'cartId: $cart, addressId: $addr, paymentMethod: $method, expectedTotal: $expected, currentCountry: "eg"',
);
const place = (extra: Extra) => () => ({ cart: me.cart, addr: me.address, method: "cod", ...lazy(extra) });
const ORDER = (field: string) => mutation(field, "$order: ID!", "order: $order");
const RETURN = mutation(
  "requestOrderReturn",
  "$order: ID!, $reason: String",
  "order: $order, reason: $reason",
);

const checkout: GraphqlCase[] = [
  {
    name: "placeOrder: NUL in the cart id",
    query: PLACE_ORDER,
    variables: place({ cart: BAD.nul }),
    field: "cartId",
    fieldCode: "CONTROL_CHARACTERS",
  },
  {
    name: "placeOrder: a cart id of 100,000 characters",
    query: PLACE_ORDER,
    variables: place({ cart: BAD.long }),
    field: "cartId",
  },
  { name: "placeOrder: method bitcoin", query: PLACE_ORDER, variables: place({ method: "bitcoin" }) },
  {
    name: "placeOrder: an empty method",
    query: PLACE_ORDER,
    variables: place({ method: " " }),
    field: "method",
    lang: "en",
  },
  {
    name: "placeOrder: a negative expected total",
    query: PLACE_ORDER,
    variables: place({ expected: -1 }),
    field: "expectedTotal",
  },
  {
    name: "placeOrder: an expected total past 32 bits",
    query: PLACE_ORDER,
    variables: place({ expected: BAD.big }),
    field: "expectedTotal",
    fieldCode: "NUMBER_OUT_OF_RANGE",
  },
  {
    name: "placeOrder: another shopper's address",
    query: PLACE_ORDER,
    variables: place(() => ({ addr: them.address })),
    status: 500,
    code: "ADDRESS_NOT_FOUND",
  },
  // Once answered the other shopper's placed order (the flow's key was the cart's alone).
  {
    name: "placeOrder: another shopper's ordered cart",
    query: PLACE_ORDER,
    variables: place(() => ({ cart: them.cart })),
    status: 404,
  },
  { name: "placeOrder: as a visitor", query: PLACE_ORDER, variables: place({}), as: "visitor", status: 401 },
  {
    name: "cancelOrder: someone else's order",
    query: ORDER("cancelOrder"),
    variables: () => ({ order: theirOrder }),
    status: 403,
    code: "FORBIDDEN",
    as: "other",
  },
  {
    name: "cancelOrder: 36 dashes for an id",
    query: ORDER("cancelOrder"),
    variables: () => ({ order: BAD.dashes }),
    status: 404,
    lang: "en",
    as: "other",
  },
  {
    name: "refreshOrderPayment: someone else's order",
    query: ORDER("refreshOrderPayment"),
    variables: () => ({ order: theirOrder }),
    status: 403,
    as: "other",
  },
  {
    name: "retryOrderPayment: a cash order",
    query: ORDER("retryOrderPayment"),
    variables: () => ({ order: myOrder }),
    as: "other",
  },
  {
    name: "retryOrderPayment: SQL for an id",
    query: ORDER("retryOrderPayment"),
    variables: () => ({ order: BAD.sql }),
    status: 404,
    as: "other",
  },
  {
    name: "requestOrderReturn: an order not delivered",
    query: RETURN,
    variables: () => ({ order: myOrder, reason: "Too big for the room" }),
    as: "other",
  },
  {
    name: "requestOrderReturn: a reason of two letters",
    query: RETURN,
    variables: () => ({ order: myOrder, reason: "no" }),
    field: "reason",
    fieldCode: "RETURN_REASON_LENGTH",
    as: "other",
  },
  {
    name: "requestOrderReturn: NUL in the reason",
    query: RETURN,
    variables: () => ({ order: myOrder, reason: `Broken${BAD.nul}` }),
    field: "reason",
    fieldCode: "CONTROL_CHARACTERS",
    lang: "en",
    as: "other",
  },
  {
    name: "requestOrderReturn: someone else's order",
    query: RETURN,
    variables: () => ({ order: theirOrder, reason: "Not mine" }),
    status: 403,
    as: "other",
  },
];

describe("bad input: cart", () => graphqlCases(cat, cart));
describe("bad input: coupons and gift cards", () => graphqlCases(cat, promotions));
describe("bad input: checkout and orders", () => graphqlCases(cat, checkout));
