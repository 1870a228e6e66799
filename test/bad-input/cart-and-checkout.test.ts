/** Bad input on the cart, coupons, gift cards, checkout and the shopper's order mutations. */
import { afterAll, beforeAll, describe } from "vitest";
import { startTestApp, type TestApp } from "../app.ts";
import { makeShoppers, type Shopper, stockedProducts } from "../checkout-kit.ts";
import { PLACE } from "../promotions-kit.ts";
import { call } from "../test-kit.ts";
import { actors, BAD, type Cast, type GraphqlCase, graphqlCases, mutation, table } from "./kit.ts";

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
  ...table(ADD, [
    ["quantity zero", line({ quantity: 0 }), "quantity"],
    ["quantity -5", line({ quantity: -5 }), "quantity en"],
    ["quantity 2.5", line({ quantity: 2.5 }), "quantity:NUMBERS_ONLY"],
    ["quantity NaN as text", line({ quantity: "NaN" }), "quantity:NUMBERS_ONLY"],
    ["quantity 1e300", line({ quantity: 1e300 }), "quantity:NUMBER_OUT_OF_RANGE"],
    ["an image that is not an id", line({ image: BAD.sql }), "image"],
    ["an unknown image", line({ image: BAD.unknownId }), "404"],
    ["no image, line or gift card", line({ image: undefined })],
    ["5,000 features", line({ features: Array(5000).fill(BAD.unknownId) })],
    ["features of junk", line({ features: [BAD.script, BAD.nul] }), "en"],
    ["a list for the image", line(() => ({ image: [image, image] })), "image"],
    ["someone else's cart", line(() => ({ cart: them.cart })), "404:CART_NOT_FOUND"],
    ["country mars", line({ c: "mars" }), "500:CURRENCY_NOT_AVAILABLE"],
    ["an unknown gift card", line({ image: undefined, giftCard: BAD.unknownId })],
  ]),
  ...table(REDUCE, [
    ["quantity past 32 bits", line({ quantity: BAD.big }), "quantity"],
    ["someone else's cart", line(() => ({ cart: them.cart })), "404 en"],
  ]),
  ...table(REMOVE, [
    ["a line that is not an id", line({ image: undefined, line: BAD.dashes })],
    ["NUL in the cart id", line({ cart: BAD.nul }), "cart:CONTROL_CHARACTERS"],
  ]),
  ...table(mutation("createNewCartForUser", "$c: String", "currentCountry: $c"), [
    ["as a visitor", () => ({ c: "eg" }), "@visitor 401"],
  ]),
  ...table(mutation("replaceFakeCart", "$fake: ID!", "fakeCartId: $fake"), [
    ["NUL in the guest cart id", () => ({ fake: BAD.nul }), "fakeCartId:CONTROL_CHARACTERS"],
    ["another user's cart as the guest cart", () => ({ fake: them.cart }), "404:CART_NOT_FOUND"],
  ]),
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
  ...table(COUPON, [
    ["an empty code", () => ({ cart: me.cart, code: "" })],
    ["SQL for a code", () => ({ cart: me.cart, code: BAD.sql }), "en"],
    ["a code of 100,000 characters", () => ({ cart: me.cart, code: BAD.long })],
    ["on someone else's cart", () => ({ cart: them.cart, code: "FREESHIP" }), "404"],
  ]),
  ...table(UNCOUPON, [
    ["kind everything", () => ({ cart: me.cart, kind: "everything" }), "kind"],
    ["a cart that is not an id", () => ({ cart: BAD.notId }), "404"],
  ]),
  ...table(GIFT, [
    ["amount -100", gift({ amount: -100 }), "amount:GIFT_CARD_AMOUNT_RANGE"],
    ["amount 12.5", gift({ amount: 12.5 }), "amount en"],
    ["amount 1e308", gift({ amount: 1e308 }), "amount"],
    ["the theme '; drop", gift({ theme: BAD.sql }), "theme"],
    [
      "an override in the recipient's name",
      gift({ recipientName: `Ali${BAD.override}` }),
      "recipientName:UNSAFE_CHARACTERS",
    ],
    ["a start date in the past", gift({ startAt: "2001-01-01" }), "startAt:GIFT_CARD_START_PAST"],
    ["a start date of junk", gift({ startAt: "tomorrow" }), "startAt"],
    ["not agreed", gift({ agree: false }), "agree en"],
    ["a message of 100,000 characters", gift({ message: BAD.long }), "message"],
  ]),
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
  ...table(PLACE_ORDER, [
    ["NUL in the cart id", place({ cart: BAD.nul }), "cartId:CONTROL_CHARACTERS"],
    ["a cart id of 100,000 characters", place({ cart: BAD.long }), "cartId"],
    ["method bitcoin", place({ method: "bitcoin" })],
    ["an empty method", place({ method: " " }), "method en"],
    ["a negative expected total", place({ expected: -1 }), "expectedTotal"],
    ["an expected total past 32 bits", place({ expected: BAD.big }), "expectedTotal:NUMBER_OUT_OF_RANGE"],
    ["another shopper's address", place(() => ({ addr: them.address })), "500:ADDRESS_NOT_FOUND"],
    // Once answered the other shopper's placed order (the flow's key was the cart's alone).
    ["another shopper's ordered cart", place(() => ({ cart: them.cart })), "404"],
    ["as a visitor", place({}), "@visitor 401"],
  ]),
  ...table(
    ORDER("cancelOrder"),
    [
      ["someone else's order", () => ({ order: theirOrder }), "403:FORBIDDEN"],
      ["36 dashes for an id", () => ({ order: BAD.dashes }), "404 en"],
    ],
    "@other",
  ),
  ...table(ORDER("refreshOrderPayment"), [
    ["someone else's order", () => ({ order: theirOrder }), "@other 403"],
  ]),
  ...table(
    ORDER("retryOrderPayment"),
    [
      ["a cash order", () => ({ order: myOrder })],
      ["SQL for an id", () => ({ order: BAD.sql }), "404"],
    ],
    "@other",
  ),
  ...table(
    RETURN,
    [
      ["an order not delivered", () => ({ order: myOrder, reason: "Too big for the room" })],
      ["a reason of two letters", () => ({ order: myOrder, reason: "no" }), "reason:RETURN_REASON_LENGTH"],
      [
        "NUL in the reason",
        () => ({ order: myOrder, reason: `Broken${BAD.nul}` }),
        "reason:CONTROL_CHARACTERS en",
      ],
      ["someone else's order", () => ({ order: theirOrder, reason: "Not mine" }), "403"],
    ],
    "@other",
  ),
];

describe("bad input: cart", () => graphqlCases(cat, cart));
describe("bad input: coupons and gift cards", () => graphqlCases(cat, promotions));
describe("bad input: checkout and orders", () => graphqlCases(cat, checkout));
