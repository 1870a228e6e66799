/** Bad input on designers' product requests (tickets), their bank accounts and payout requests. */
import { afterAll, beforeAll, describe } from "vitest";
import { earningsKit, VALID_IBAN, VALID_SA_IBAN } from "#domain/earnings/earnings.fixture.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { call } from "../test-kit.ts";
import { ADD_TICKET, aCategory, attach, newDesigner, pngBytes } from "../tickets-kit.ts";
import { actors, BAD, type Cast, type GraphqlCase, graphqlCases, mutation } from "./kit.ts";

let t: TestApp;
let cast: Cast;
const at = {
  category: "",
  file: "",
  theirFile: "",
  ticket: "",
  theirTicket: "",
  account: "",
  theirAccount: "",
};

beforeAll(async () => {
  t = await startTestApp();
  cast = await actors(t);
  // "other" is a second designer here: their ticket, file and bank account are not the designer's.
  const rival = await newDesigner(t);
  cast.tokens.other = rival.token;
  cast.ids.other = rival.id;
  at.category = await aCategory(t);
  const png = await pngBytes();
  const ticketOf = async (token: string) => {
    const r = await call<{ _id: string }>(
      t,
      ADD_TICKET,
      {
        category: at.category,
        name: "Walnut side table",
        basePrice: 1500,
        description: "A small walnut table with tapered legs.",
        attachments: [await attach(t, token, png)],
      },
      { token },
    );
    if (!r.data) throw new Error(r.message);
    return r.data._id;
  };
  at.ticket = await ticketOf(cast.tokens.designer!);
  at.theirTicket = await ticketOf(rival.token);
  at.file = await attach(t, cast.tokens.designer!, png);
  at.theirFile = await attach(t, rival.token, png);
  const kit = earningsKit(t);
  at.account = await kit.bankAccount(cast.ids.designer);
  at.theirAccount = await kit.bankAccount(rival.id);
});
afterAll(async () => t?.close());

const cat = { t: () => t, cast: () => cast };

const TICKET = mutation(
  "addProductForDesigner",
  "$category: ID, $name: String, $basePrice: Float, $description: String, $attachments: [ID!], $ticketForCompetition: Boolean, $designer: ID",
);
const ticket = (extra: Record<string, unknown>) => () => ({
  category: at.category,
  name: "Oak bench",
  basePrice: 2500,
  description: "A long oak bench for a hallway.",
  attachments: [at.file],
  ...extra,
});
const MESSAGE = mutation("addTicketMessage", "$ticket: ID!, $text: String, $attachments: [ID!]");
const READ = mutation("updateResponsesNotifications", "$ticket: ID, $user: ID, $increase: Boolean");
const REMOVE = mutation("removeRejectedTicket", "$ticket: ID!");

const tickets: GraphqlCase[] = [
  {
    name: "addProductForDesigner: a two-letter name",
    query: TICKET,
    variables: ticket({ name: "ab" }),
    as: "designer",
    field: "name",
    fieldCode: "TICKET_NAME_LENGTH",
  },
  {
    name: "addProductForDesigner: an override in the name",
    query: TICKET,
    variables: ticket({ name: `Bench ${BAD.override}` }),
    as: "designer",
    field: "name",
    fieldCode: "UNSAFE_CHARACTERS",
  },
  {
    name: "addProductForDesigner: price -10",
    query: TICKET,
    variables: ticket({ basePrice: -10 }),
    as: "designer",
    field: "basePrice",
    fieldCode: "TICKET_PRICE_INVALID",
  },
  {
    name: "addProductForDesigner: price 10.005",
    query: TICKET,
    variables: ticket({ basePrice: 10.005 }),
    as: "designer",
    field: "basePrice",
    lang: "en",
  },
  {
    name: "addProductForDesigner: price 1e308",
    query: TICKET,
    variables: ticket({ basePrice: 1e308 }),
    as: "designer",
    field: "basePrice",
  },
  {
    name: "addProductForDesigner: price as text",
    query: TICKET,
    variables: ticket({ basePrice: "cheap" }),
    as: "designer",
    field: "basePrice",
  },
  {
    name: "addProductForDesigner: a category that is not an id",
    query: TICKET,
    variables: ticket({ category: BAD.dashes }),
    as: "designer",
    field: "category",
  },
  {
    name: "addProductForDesigner: an unknown category",
    query: TICKET,
    variables: ticket({ category: BAD.unknownId }),
    as: "designer",
  },
  {
    name: "addProductForDesigner: a five-letter description",
    query: TICKET,
    variables: ticket({ description: "Bench" }),
    as: "designer",
    field: "description",
    fieldCode: "TICKET_DESCRIPTION_LENGTH",
  },
  {
    name: "addProductForDesigner: no files",
    query: TICKET,
    variables: ticket({ attachments: [] }),
    as: "designer",
    field: "attachments",
    fieldCode: "ATTACHMENTS_REQUIRED",
  },
  {
    name: "addProductForDesigner: 5,000 files",
    query: TICKET,
    variables: ticket({ attachments: Array(5000).fill(BAD.unknownId) }),
    as: "designer",
    field: "attachments",
    fieldCode: "ATTACHMENTS_TOO_MANY",
    lang: "en",
  },
  {
    name: "addProductForDesigner: another designer's file",
    query: TICKET,
    variables: () => ticket({ attachments: [at.theirFile] })(),
    as: "designer",
  },
  {
    name: "addProductForDesigner: for another designer",
    query: TICKET,
    variables: () => ticket({ designer: cast.ids.other })(),
    as: "designer",
    status: 403,
  },
  { name: "addProductForDesigner: as a shopper", query: TICKET, variables: ticket({}), status: 403 },
  {
    name: "addProductForDesigner: a string for the competition flag",
    query: TICKET,
    variables: ticket({ ticketForCompetition: "yes" }),
    as: "designer",
    field: "ticketForCompetition",
  },
  {
    name: "addTicketMessage: 2,001 characters",
    query: MESSAGE,
    variables: () => ({ ticket: at.ticket, text: "x".repeat(2001) }),
    as: "designer",
    field: "text",
    fieldCode: "MESSAGE_LENGTH",
  },
  {
    name: "addTicketMessage: nothing to say",
    query: MESSAGE,
    variables: () => ({ ticket: at.ticket, text: BAD.blank }),
    as: "designer",
    field: "text",
  },
  {
    name: "addTicketMessage: NUL in the text",
    query: MESSAGE,
    variables: () => ({ ticket: at.ticket, text: BAD.nul }),
    as: "designer",
    field: "text",
    fieldCode: "CONTROL_CHARACTERS",
  },
  {
    name: "addTicketMessage: on another designer's ticket",
    query: MESSAGE,
    variables: () => ({ ticket: at.theirTicket, text: "Hello" }),
    as: "designer",
  },
  {
    name: "addTicketMessage: a ticket that is not an id",
    query: MESSAGE,
    variables: () => ({ ticket: BAD.sql, text: "Hello" }),
    as: "designer",
    status: 404,
    lang: "en",
  },
  {
    name: "updateResponsesNotifications: another designer's ticket",
    query: READ,
    variables: () => ({ ticket: at.theirTicket }),
    as: "designer",
  },
  {
    name: "updateResponsesNotifications: another designer",
    query: READ,
    variables: () => ({ user: cast.ids.other }),
    as: "designer",
    status: 403,
  },
  {
    name: "updateResponsesNotifications: a string for increase",
    query: READ,
    variables: () => ({ increase: "yes" }),
    as: "designer",
    field: "increase",
  },
  {
    name: "removeRejectedTicket: a ticket still waiting",
    query: REMOVE,
    variables: () => ({ ticket: at.ticket }),
    as: "designer",
  },
  {
    name: "removeRejectedTicket: another designer's ticket",
    query: REMOVE,
    variables: () => ({ ticket: at.theirTicket }),
    as: "designer",
    lang: "en",
  },
];

const BANK_ARGS =
  "$bank: String, $iban: String, $accountNo: String, $swiftCode: String, $country: String, $cardNo: String, $cvv: String, $email: String";
const ADD_PAYMENT = mutation("addPayment", BANK_ARGS);
const UPDATE_PAYMENT = mutation("updatePayment", `$payment: ID!, ${BANK_ARGS}`);
const REMOVE_PAYMENT = mutation("removePayment", "$payment: ID!");
const bank = (extra: Record<string, unknown>) => () => ({
  bank: "National Bank of Egypt",
  iban: VALID_IBAN,
  country: "eg",
  ...extra,
});
const PAYOUT = mutation("requestProfitPayout", "$amount: Float, $currency: String, $payment: ID");
const payout = (extra: Record<string, unknown>) => () => ({
  amount: 100,
  currency: "EGP",
  payment: at.account,
  ...extra,
});
const REFERRAL = mutation("requestReferralCodeProfit", "$amount: Float");

const money: GraphqlCase[] = [
  {
    name: "addPayment: a card number",
    query: ADD_PAYMENT,
    variables: bank({ cardNo: "4111 1111 1111 1111" }),
    as: "designer",
    field: "cardNo",
    fieldCode: "CARD_DETAILS_NOT_ACCEPTED",
  },
  {
    name: "addPayment: a CVV",
    query: ADD_PAYMENT,
    variables: bank({ cvv: "123" }),
    as: "designer",
    field: "cvv",
    lang: "en",
  },
  {
    name: "addPayment: an IBAN with a wrong checksum",
    query: ADD_PAYMENT,
    variables: bank({ iban: "EG00 0019 0005 0000 0000 2631 8000 2" }),
    as: "designer",
    field: "iban",
  },
  {
    name: "addPayment: a Saudi IBAN for Egypt",
    query: ADD_PAYMENT,
    variables: bank({ iban: VALID_SA_IBAN }),
    as: "designer",
    field: "iban",
    fieldCode: "IBAN_COUNTRY_MISMATCH",
  },
  {
    name: "addPayment: letters for an account number",
    query: ADD_PAYMENT,
    variables: bank({ iban: null, accountNo: "ABC-DEF" }),
    as: "designer",
    field: "accountNo",
    fieldCode: "ACCOUNT_NO_INVALID",
  },
  {
    name: "addPayment: SWIFT XX",
    query: ADD_PAYMENT,
    variables: bank({ swiftCode: "XX" }),
    as: "designer",
    field: "swiftCode",
    fieldCode: "SWIFT_INVALID",
  },
  {
    name: "addPayment: no bank",
    query: ADD_PAYMENT,
    variables: bank({ bank: BAD.blank }),
    as: "designer",
    field: "bank",
    fieldCode: "FIELD_REQUIRED",
  },
  {
    name: "addPayment: a bank name of 100,000 characters",
    query: ADD_PAYMENT,
    variables: bank({ bank: BAD.long }),
    as: "designer",
    field: "bank",
  },
  {
    name: "addPayment: country mars",
    query: ADD_PAYMENT,
    variables: bank({ country: "mars" }),
    as: "designer",
    field: "country",
  },
  { name: "addPayment: as a shopper", query: ADD_PAYMENT, variables: bank({}), status: 403, lang: "en" },
  {
    name: "updatePayment: another designer's account",
    query: UPDATE_PAYMENT,
    variables: () => ({ payment: at.theirAccount, ...bank({ bank: "Mine now" })() }),
    as: "designer",
    status: 404,
  },
  {
    name: "updatePayment: an id that is not one",
    query: UPDATE_PAYMENT,
    variables: () => ({ payment: BAD.notId, ...bank({})() }),
    as: "designer",
    status: 404,
  },
  {
    name: "removePayment: another designer's account",
    query: REMOVE_PAYMENT,
    variables: () => ({ payment: at.theirAccount }),
    as: "designer",
    status: 404,
  },
  {
    name: "requestProfitPayout: amount -5",
    query: PAYOUT,
    variables: payout({ amount: -5 }),
    as: "designer",
    field: "amount",
    fieldCode: "AMOUNT_NOT_POSITIVE",
  },
  {
    name: "requestProfitPayout: amount 1.234",
    query: PAYOUT,
    variables: payout({ amount: 1.234 }),
    as: "designer",
    field: "amount",
    fieldCode: "AMOUNT_DECIMALS",
  },
  {
    name: "requestProfitPayout: amount 1e308",
    query: PAYOUT,
    variables: payout({ amount: 1e308 }),
    as: "designer",
    field: "amount",
    lang: "en",
  },
  {
    name: "requestProfitPayout: currency XYZ",
    query: PAYOUT,
    variables: payout({ currency: "XYZ" }),
    as: "designer",
    field: "currency",
    fieldCode: "CURRENCY_INVALID",
  },
  {
    name: "requestProfitPayout: more than the balance",
    query: PAYOUT,
    variables: payout({ amount: 20_000_000 }),
    as: "designer",
  },
  {
    name: "requestProfitPayout: to another designer's account",
    query: PAYOUT,
    variables: () => payout({ payment: at.theirAccount })(),
    as: "designer",
  },
  {
    name: "requestReferralCodeProfit: amount 0",
    query: REFERRAL,
    variables: () => ({ amount: 0 }),
    field: "amount",
    fieldCode: "AMOUNT_NOT_POSITIVE",
  },
  {
    name: "requestReferralCodeProfit: more than the wallet",
    query: REFERRAL,
    variables: () => ({ amount: 1_000_000 }),
  },
  {
    name: "requestReferralCodeProfit: NaN as text",
    query: REFERRAL,
    variables: () => ({ amount: "NaN" }),
    field: "amount",
    lang: "en",
  },
];

describe("bad input: product requests (tickets)", () => graphqlCases(cat, tickets));
describe("bad input: bank accounts and payouts", () => graphqlCases(cat, money));
