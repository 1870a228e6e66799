/**
 * Bad input on the team's mutations (tickets, orders, returns, payouts, coupons, jobs, accounts)
 * and on the `user` arguments administrators may give the shoppers' own mutations.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { makeShoppers, stockedProducts } from "../checkout-kit.ts";
import { makeCoupon, PLACE } from "../promotions-kit.ts";
import { call } from "../test-kit.ts";
import { ADD_TICKET, aCategory, attach, pngBytes } from "../tickets-kit.ts";
import {
  actors,
  BAD,
  type Cast,
  type GraphqlCase,
  graphqlCases,
  mutation,
  onAdminApi,
  table,
} from "./kit.ts";

let t: TestApp;
let cast: Cast;
const at = { ticket: "", order: "", coupon: "", gov: "", product: "", cart: "" };

beforeAll(async () => {
  t = await startTestApp();
  cast = await actors(t);
  const token = cast.tokens.designer!;
  const ticket = await call<{ _id: string }>(
    t,
    ADD_TICKET,
    {
      category: await aCategory(t),
      name: "Rattan armchair",
      basePrice: 3200,
      description: "A rattan armchair with a deep seat.",
      attachments: [await attach(t, token, await pngBytes())],
    },
    { token },
  );
  at.ticket = ticket.data!._id;
  const [product] = await stockedProducts(t.database.db, 1, 3);
  const [shopper] = await makeShoppers(t.database.db, t.services, 1, () => [
    { image: product!.image, quantity: 1 },
  ]);
  at.cart = shopper!.cart;
  at.product = product!.product;
  at.order = (
    await call<{ _id: string }>(
      t,
      PLACE,
      { cart: shopper!.cart, addr: shopper!.address, method: "cod" },
      { token: shopper!.token },
    )
  ).data!._id;
  at.coupon = (await makeCoupon(t.database.db)).id;
  const [gov] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from governorates where country = 'eg' limit 1`,
  );
  at.gov = gov!.id;
});
afterAll(async () => t?.close());

const cat = { t: () => t, cast: () => cast };

const ACCEPT = mutation(
  "acceptTicket",
  "$ticket: ID!, $egPrice: Float, $egRevenue: Float, $suPrice: Float, $suRevenue: Float, $arName: String, $availableEdition: Int",
);
const accept = (extra: Record<string, unknown>) => () => ({
  ticket: at.ticket,
  egPrice: 4000,
  egRevenue: 1000,
  ...extra,
});
const REJECT = mutation("rejectTicket", "$ticket: ID!, $reason: String");
const NOTIFY = mutation("addNewMessageNotification", "$ticket: ID!");

const tickets: GraphqlCase[] = onAdminApi([
  ...table(ACCEPT, [
    ["revenue above the price", accept({ egRevenue: 5000 }), "@admin egRevenue"],
    ["price 0", accept({ egPrice: 0 }), "@admin egPrice"],
    ["price 1e308", accept({ egPrice: 1e308 }), "@admin egPrice en"],
    ["negative revenue", accept({ egRevenue: -1 }), "@admin egRevenue"],
    ["edition 0", accept({ availableEdition: 0 }), "@admin availableEdition"],
    [
      "edition past 32 bits",
      accept({ availableEdition: BAD.big }),
      "@admin availableEdition:NUMBER_OUT_OF_RANGE",
    ],
    [
      "an override in the Arabic name",
      accept({ arName: `كرسي ${BAD.override}` }),
      "@admin arName:UNSAFE_CHARACTERS",
    ],
    [
      "a Saudi price without its revenue above it",
      accept({ suPrice: 100, suRevenue: 500 }),
      "@admin suRevenue",
    ],
    ["an unknown ticket", accept({ ticket: BAD.unknownId }), "@admin 404"],
    ["as the designer", accept({}), "@designer 403 en"],
  ]),
  ...table(
    REJECT,
    [
      ["no reason", () => ({ ticket: at.ticket, reason: BAD.blank }), "reason:MESSAGE_LENGTH"],
      ["a reason of 100,000 characters", () => ({ ticket: at.ticket, reason: BAD.long }), "reason"],
      ["a ticket that is not an id", () => ({ ticket: BAD.notId, reason: "Not for us" }), "404"],
    ],
    "@admin",
  ),
  ...table(NOTIFY, [
    ["36 dashes", () => ({ ticket: BAD.dashes }), "@admin 404"],
    ["as a shopper", () => ({ ticket: at.ticket }), "403"],
  ]),
]);

const MOVE_ORDER = mutation("updateOrderStatus", "$order: ID!, $status: String!");
const MOVE_RETURN = mutation("updateReturnStatus", "$return: ID!, $status: String!");
const PAYOUT = mutation("updatePayoutRequest", "$id: ID!, $status: String!");
const SALES = mutation("updateAvailableSales", "$availableSales: Int!, $couponId: ID!");
const RETRY = mutation("retryJob", "$job: ID!");

const operations: GraphqlCase[] = onAdminApi([
  ...table(MOVE_ORDER, [
    // Once answered on a field named "input"; the status has its own field now.
    ["status shipped-ish", () => ({ order: at.order, status: "teleported" }), "@admin status:INVALID_VALUE"],
    ["back to pending", () => ({ order: at.order, status: "pending" }), "@admin"],
    [
      "36 dashes for an order",
      () => ({ order: BAD.dashes, status: "delivered" }),
      "@admin 404:ORDER_NOT_FOUND",
    ],
    ["as a shopper", () => ({ order: at.order, status: "delivered" }), "403 en"],
  ]),
  ...table(
    MOVE_RETURN,
    [
      ["status maybe", () => ({ return: BAD.unknownId, status: "maybe" }), "status"],
      ["an unknown request", () => ({ return: BAD.unknownId, status: "approved" }), "404"],
    ],
    "@admin",
  ),
  ...table(
    PAYOUT,
    [
      ["status pending", () => ({ id: BAD.unknownId, status: "pending" }), "status en"],
      ["SQL for an id", () => ({ id: BAD.sql, status: "paid" }), "404"],
    ],
    "@admin",
  ),
  ...table(SALES, [
    ["-1 uses", () => ({ availableSales: -1, couponId: at.coupon }), "@admin availableSales"],
    [
      "uses past 32 bits",
      () => ({ availableSales: BAD.big, couponId: at.coupon }),
      "@admin availableSales:NUMBER_OUT_OF_RANGE",
    ],
    ["a coupon that is not an id", () => ({ availableSales: 5, couponId: BAD.notId }), "@admin couponId"],
    ["as a shopper", () => ({ availableSales: 500, couponId: at.coupon }), "403"],
  ]),
  ...table(RETRY, [
    // Once a generic "some fields are not valid" from the database; not found now.
    ["a job that is not an id", () => ({ job: BAD.notId }), "@admin 404:JOB_NOT_FOUND"],
    ["as the designer", () => ({ job: BAD.unknownId }), "@designer 403 en"],
  ]),
]);

const STATUS = mutation("setUserStatus", "$user: ID!, $status: String, $role: String");
const EDIT = mutation("editProfile", "$user: ID, $fName: String");
const ADDRESS = mutation(
  "addAddress",
  "$user: ID, $g: ID",
  'user: $user, governorateId: $g, fName: "Mona", phone: "01012345678", streetName: "Tahrir", building: "5", country: "eg"',
);
const WISH = mutation("addRemoveWishlist", "$user: ID, $product: ID");
const MERGE = mutation("replaceFakeCart", "$fake: ID!, $user: ID", "fakeCartId: $fake, userId: $user");
const READ = mutation("updateResponsesNotifications", "$user: ID");
const FOR_DESIGNER = mutation(
  "addProductForDesigner",
  "$designer: ID",
  'designer: $designer, name: "Chair", basePrice: 10, description: "A plain chair for tests."',
);
const REMOVE_ADDRESS = mutation("removeAddress", "$user: ID, $address: ID!");

// Each was a database error (a generic message) or, for a well-formed unknown id, a 500.
const staffOnUsers: GraphqlCase[] = onAdminApi([
  ...table(
    STATUS,
    [
      ["a user that is not an id", () => ({ user: BAD.notId, status: "blocked" }), "user:INVALID_VALUE"],
      ["an unknown user", () => ({ user: BAD.unknownId, status: "blocked" }), "404"],
      ["status frozen", () => ({ user: cast.ids.other, status: "frozen" }), "status"],
      ["role admin", () => ({ user: cast.ids.other, role: "admin" }), "role en"],
    ],
    "@admin",
  ),
]);

// The shop's `user` arguments reach only the caller's own records (decision 0106): an
// administrator there is a shopper, refused (4xx, nothing changed) whatever the other user's id.
const onBehalf: GraphqlCase[] = [
  ...table(
    EDIT,
    [
      ["a user that is not an id", () => ({ user: BAD.sql, fName: "X" }), ""],
      ["an unknown user", () => ({ user: BAD.unknownId, fName: "X" }), ""],
    ],
    "@admin",
  ),
  ...table(
    ADDRESS,
    [
      ["for an unknown user", () => ({ user: BAD.unknownId, g: at.gov }), ""],
      ["for a user that is not an id", () => ({ user: BAD.dashes, g: at.gov }), ""],
    ],
    "@admin",
  ),
  ...table(WISH, [
    ["for an unknown user", () => ({ user: BAD.unknownId, product: at.product }), "@admin en"],
  ]),
  ...table(
    MERGE,
    [
      ["for a user that is not an id", () => ({ fake: at.cart, user: BAD.notId }), ""],
      ["for an unknown user", () => ({ fake: at.cart, user: BAD.unknownId }), ""],
    ],
    "@admin",
  ),
  ...table(READ, [["a user that is not an id", () => ({ user: BAD.notId }), "@admin"]]),
  ...table(FOR_DESIGNER, [["a designer that is not an id", () => ({ designer: BAD.notId }), "@admin"]]),
  ...table(REMOVE_ADDRESS, [
    ["a user that is not an id", () => ({ user: BAD.script, address: BAD.unknownId }), "@admin en"],
  ]),
];

describe("bad input: the team's ticket decisions", () => graphqlCases(cat, tickets));
describe("bad input: orders, returns, payouts, coupons, jobs", () => graphqlCases(cat, operations));
describe("bad input: staff changing an account (admin API)", () => graphqlCases(cat, staffOnUsers));
describe("the shop: administrators cannot act for another user", () => graphqlCases(cat, onBehalf));
