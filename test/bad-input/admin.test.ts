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
import { actors, BAD, type Cast, type GraphqlCase, graphqlCases, mutation } from "./kit.ts";

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

const tickets: GraphqlCase[] = [
  {
    name: "acceptTicket: revenue above the price",
    query: ACCEPT,
    variables: accept({ egRevenue: 5000 }),
    as: "admin",
    field: "egRevenue",
  },
  {
    name: "acceptTicket: price 0",
    query: ACCEPT,
    variables: accept({ egPrice: 0 }),
    as: "admin",
    field: "egPrice",
  },
  {
    name: "acceptTicket: price 1e308",
    query: ACCEPT,
    variables: accept({ egPrice: 1e308 }),
    as: "admin",
    field: "egPrice",
    lang: "en",
  },
  {
    name: "acceptTicket: negative revenue",
    query: ACCEPT,
    variables: accept({ egRevenue: -1 }),
    as: "admin",
    field: "egRevenue",
  },
  {
    name: "acceptTicket: edition 0",
    query: ACCEPT,
    variables: accept({ availableEdition: 0 }),
    as: "admin",
    field: "availableEdition",
  },
  {
    name: "acceptTicket: edition past 32 bits",
    query: ACCEPT,
    variables: accept({ availableEdition: BAD.big }),
    as: "admin",
    field: "availableEdition",
    fieldCode: "NUMBER_OUT_OF_RANGE",
  },
  {
    name: "acceptTicket: an override in the Arabic name",
    query: ACCEPT,
    variables: accept({ arName: `كرسي ${BAD.override}` }),
    as: "admin",
    field: "arName",
    fieldCode: "UNSAFE_CHARACTERS",
  },
  {
    name: "acceptTicket: a Saudi price without its revenue above it",
    query: ACCEPT,
    variables: accept({ suPrice: 100, suRevenue: 500 }),
    as: "admin",
    field: "suRevenue",
  },
  {
    name: "acceptTicket: an unknown ticket",
    query: ACCEPT,
    variables: accept({ ticket: BAD.unknownId }),
    as: "admin",
    status: 404,
  },
  {
    name: "acceptTicket: as the designer",
    query: ACCEPT,
    variables: accept({}),
    as: "designer",
    status: 403,
    lang: "en",
  },
  {
    name: "rejectTicket: no reason",
    query: REJECT,
    variables: () => ({ ticket: at.ticket, reason: BAD.blank }),
    as: "admin",
    field: "reason",
    fieldCode: "MESSAGE_LENGTH",
  },
  {
    name: "rejectTicket: a reason of 100,000 characters",
    query: REJECT,
    variables: () => ({ ticket: at.ticket, reason: BAD.long }),
    as: "admin",
    field: "reason",
  },
  {
    name: "rejectTicket: a ticket that is not an id",
    query: REJECT,
    variables: () => ({ ticket: BAD.notId, reason: "Not for us" }),
    as: "admin",
    status: 404,
  },
  {
    name: "addNewMessageNotification: 36 dashes",
    query: NOTIFY,
    variables: () => ({ ticket: BAD.dashes }),
    as: "admin",
    status: 404,
  },
  {
    name: "addNewMessageNotification: as a shopper",
    query: NOTIFY,
    variables: () => ({ ticket: at.ticket }),
    status: 403,
  },
];

const MOVE_ORDER = mutation("updateOrderStatus", "$order: ID!, $status: String!");
const MOVE_RETURN = mutation("updateReturnStatus", "$return: ID!, $status: String!");
const PAYOUT = mutation("updatePayoutRequest", "$id: ID!, $status: String!");
const SALES = mutation("updateAvailableSales", "$availableSales: Int!, $couponId: ID!");
const RETRY = mutation("retryJob", "$job: ID!");

const operations: GraphqlCase[] = [
  // Once answered on a field named "input"; the status has its own field now.
  {
    name: "updateOrderStatus: status shipped-ish",
    query: MOVE_ORDER,
    variables: () => ({ order: at.order, status: "teleported" }),
    as: "admin",
    field: "status",
    fieldCode: "INVALID_VALUE",
  },
  {
    name: "updateOrderStatus: back to pending",
    query: MOVE_ORDER,
    variables: () => ({ order: at.order, status: "pending" }),
    as: "admin",
  },
  {
    name: "updateOrderStatus: 36 dashes for an order",
    query: MOVE_ORDER,
    variables: () => ({ order: BAD.dashes, status: "delivered" }),
    as: "admin",
    status: 404,
    code: "ORDER_NOT_FOUND",
  },
  {
    name: "updateOrderStatus: as a shopper",
    query: MOVE_ORDER,
    variables: () => ({ order: at.order, status: "delivered" }),
    status: 403,
    lang: "en",
  },
  {
    name: "updateReturnStatus: status maybe",
    query: MOVE_RETURN,
    variables: () => ({ return: BAD.unknownId, status: "maybe" }),
    as: "admin",
    field: "status",
  },
  {
    name: "updateReturnStatus: an unknown request",
    query: MOVE_RETURN,
    variables: () => ({ return: BAD.unknownId, status: "approved" }),
    as: "admin",
    status: 404,
  },
  {
    name: "updatePayoutRequest: status pending",
    query: PAYOUT,
    variables: () => ({ id: BAD.unknownId, status: "pending" }),
    as: "admin",
    field: "status",
    lang: "en",
  },
  {
    name: "updatePayoutRequest: SQL for an id",
    query: PAYOUT,
    variables: () => ({ id: BAD.sql, status: "paid" }),
    as: "admin",
    status: 404,
  },
  {
    name: "updateAvailableSales: -1 uses",
    query: SALES,
    variables: () => ({ availableSales: -1, couponId: at.coupon }),
    as: "admin",
    field: "availableSales",
  },
  {
    name: "updateAvailableSales: uses past 32 bits",
    query: SALES,
    variables: () => ({ availableSales: BAD.big, couponId: at.coupon }),
    as: "admin",
    field: "availableSales",
    fieldCode: "NUMBER_OUT_OF_RANGE",
  },
  {
    name: "updateAvailableSales: a coupon that is not an id",
    query: SALES,
    variables: () => ({ availableSales: 5, couponId: BAD.notId }),
    as: "admin",
    field: "couponId",
  },
  {
    name: "updateAvailableSales: as a shopper",
    query: SALES,
    variables: () => ({ availableSales: 500, couponId: at.coupon }),
    status: 403,
  },
  // Once a generic "some fields are not valid" from the database; not found now.
  {
    name: "retryJob: a job that is not an id",
    query: RETRY,
    variables: () => ({ job: BAD.notId }),
    as: "admin",
    status: 404,
    code: "JOB_NOT_FOUND",
  },
  {
    name: "retryJob: as the designer",
    query: RETRY,
    variables: () => ({ job: BAD.unknownId }),
    as: "designer",
    status: 403,
    lang: "en",
  },
];

const STATUS = mutation("changeRoleOrStatus", "$user: ID, $status: String, $role: String");
const EDIT = mutation("editProfile", "$user: ID, $fName: String");
const ADDRESS = mutation(
  "addAddress",
  "$user: ID, $g: ID",
  'user: $user, governorateId: $g, fName: "Mona", phone: "0101234567", streetName: "Tahrir", building: "5", country: "eg"',
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
const onBehalf: GraphqlCase[] = [
  {
    name: "changeRoleOrStatus: a user that is not an id",
    query: STATUS,
    variables: () => ({ user: BAD.notId, status: "blocked" }),
    as: "admin",
    field: "user",
    fieldCode: "INVALID_VALUE",
  },
  {
    name: "changeRoleOrStatus: an unknown user",
    query: STATUS,
    variables: () => ({ user: BAD.unknownId, status: "blocked" }),
    as: "admin",
    status: 404,
  },
  {
    name: "changeRoleOrStatus: status frozen",
    query: STATUS,
    variables: () => ({ user: cast.ids.other, status: "frozen" }),
    as: "admin",
    field: "status",
  },
  {
    name: "changeRoleOrStatus: role admin",
    query: STATUS,
    variables: () => ({ user: cast.ids.other, role: "admin" }),
    as: "admin",
    field: "role",
    lang: "en",
  },
  {
    name: "editProfile: a user that is not an id",
    query: EDIT,
    variables: () => ({ user: BAD.sql, fName: "X" }),
    as: "admin",
    field: "user",
  },
  {
    name: "editProfile: an unknown user",
    query: EDIT,
    variables: () => ({ user: BAD.unknownId, fName: "X" }),
    as: "admin",
    status: 404,
    code: "INVALID_USER",
  },
  {
    name: "addAddress: for an unknown user",
    query: ADDRESS,
    variables: () => ({ user: BAD.unknownId, g: at.gov }),
    as: "admin",
    status: 404,
  },
  {
    name: "addAddress: for a user that is not an id",
    query: ADDRESS,
    variables: () => ({ user: BAD.dashes, g: at.gov }),
    as: "admin",
    field: "user",
  },
  {
    name: "addRemoveWishlist: for an unknown user",
    query: WISH,
    variables: () => ({ user: BAD.unknownId, product: at.product }),
    as: "admin",
    status: 404,
    lang: "en",
  },
  {
    name: "replaceFakeCart: for a user that is not an id",
    query: MERGE,
    variables: () => ({ fake: at.cart, user: BAD.notId }),
    as: "admin",
    field: "userId",
  },
  {
    name: "replaceFakeCart: for an unknown user",
    query: MERGE,
    variables: () => ({ fake: at.cart, user: BAD.unknownId }),
    as: "admin",
    status: 404,
  },
  {
    name: "updateResponsesNotifications: a user that is not an id",
    query: READ,
    variables: () => ({ user: BAD.notId }),
    as: "admin",
    field: "user",
  },
  {
    name: "addProductForDesigner: a designer that is not an id",
    query: FOR_DESIGNER,
    variables: () => ({ designer: BAD.notId }),
    as: "admin",
    field: "designer",
  },
  {
    name: "removeAddress: a user that is not an id",
    query: REMOVE_ADDRESS,
    variables: () => ({ user: BAD.script, address: BAD.unknownId }),
    as: "admin",
    field: "user",
    lang: "en",
  },
];

describe("bad input: the team's ticket decisions", () => graphqlCases(cat, tickets));
describe("bad input: orders, returns, payouts, coupons, jobs", () => graphqlCases(cat, operations));
describe("bad input: administrators acting for a user", () => graphqlCases(cat, onBehalf));
