/** Bad input on designers' product requests (tickets), their bank accounts and payout requests. */
import { afterAll, beforeAll, describe } from "vitest";
import { earningsKit, VALID_IBAN, VALID_SA_IBAN } from "#domain/earnings/earnings.fixture.ts";
import { startTestApp, type TestApp } from "../app.ts";
import { call } from "../test-kit.ts";
import { ADD_TICKET, aCategory, attach, newDesigner, pngBytes } from "../tickets-kit.ts";
import { actors, BAD, type Cast, type GraphqlCase, graphqlCases, mutation, table } from "./kit.ts";

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
  ...table(TICKET, [
    ["a two-letter name", ticket({ name: "ab" }), "@designer name:TICKET_NAME_LENGTH"],
    [
      "an override in the name",
      ticket({ name: `Bench ${BAD.override}` }),
      "@designer name:UNSAFE_CHARACTERS",
    ],
    ["price -10", ticket({ basePrice: -10 }), "@designer basePrice:TICKET_PRICE_INVALID"],
    ["price 10.005", ticket({ basePrice: 10.005 }), "@designer basePrice en"],
    ["price 1e308", ticket({ basePrice: 1e308 }), "@designer basePrice"],
    ["price as text", ticket({ basePrice: "cheap" }), "@designer basePrice"],
    ["a category that is not an id", ticket({ category: BAD.dashes }), "@designer category"],
    ["an unknown category", ticket({ category: BAD.unknownId }), "@designer"],
    [
      "a five-letter description",
      ticket({ description: "Bench" }),
      "@designer description:TICKET_DESCRIPTION_LENGTH",
    ],
    ["no files", ticket({ attachments: [] }), "@designer attachments:ATTACHMENTS_REQUIRED"],
    [
      "5,000 files",
      ticket({ attachments: Array(5000).fill(BAD.unknownId) }),
      "@designer attachments:ATTACHMENTS_TOO_MANY en",
    ],
    ["another designer's file", () => ticket({ attachments: [at.theirFile] })(), "@designer"],
    ["for another designer", () => ticket({ designer: cast.ids.other })(), "@designer 403"],
    ["as a shopper", ticket({}), "403"],
    [
      "a string for the competition flag",
      ticket({ ticketForCompetition: "yes" }),
      "@designer ticketForCompetition",
    ],
  ]),
  ...table(
    MESSAGE,
    [
      ["2,001 characters", () => ({ ticket: at.ticket, text: "x".repeat(2001) }), "text:MESSAGE_LENGTH"],
      ["nothing to say", () => ({ ticket: at.ticket, text: BAD.blank }), "text"],
      ["NUL in the text", () => ({ ticket: at.ticket, text: BAD.nul }), "text:CONTROL_CHARACTERS"],
      ["on another designer's ticket", () => ({ ticket: at.theirTicket, text: "Hello" })],
      ["a ticket that is not an id", () => ({ ticket: BAD.sql, text: "Hello" }), "404 en"],
    ],
    "@designer",
  ),
  ...table(
    READ,
    [
      ["another designer's ticket", () => ({ ticket: at.theirTicket })],
      ["another designer", () => ({ user: cast.ids.other }), "403"],
      ["a string for increase", () => ({ increase: "yes" }), "increase"],
    ],
    "@designer",
  ),
  ...table(
    REMOVE,
    [
      ["a ticket still waiting", () => ({ ticket: at.ticket })],
      ["another designer's ticket", () => ({ ticket: at.theirTicket }), "en"],
    ],
    "@designer",
  ),
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
  ...table(ADD_PAYMENT, [
    ["a card number", bank({ cardNo: "4111 1111 1111 1111" }), "@designer cardNo:CARD_DETAILS_NOT_ACCEPTED"],
    ["a CVV", bank({ cvv: "123" }), "@designer cvv en"],
    [
      "an IBAN with a wrong checksum",
      bank({ iban: "EG00 0019 0005 0000 0000 2631 8000 2" }),
      "@designer iban",
    ],
    ["a Saudi IBAN for Egypt", bank({ iban: VALID_SA_IBAN }), "@designer iban:IBAN_COUNTRY_MISMATCH"],
    [
      "letters for an account number",
      bank({ iban: null, accountNo: "ABC-DEF" }),
      "@designer accountNo:ACCOUNT_NO_INVALID",
    ],
    ["SWIFT XX", bank({ swiftCode: "XX" }), "@designer swiftCode:SWIFT_INVALID"],
    ["no bank", bank({ bank: BAD.blank }), "@designer bank:FIELD_REQUIRED"],
    ["a bank name of 100,000 characters", bank({ bank: BAD.long }), "@designer bank"],
    ["country mars", bank({ country: "mars" }), "@designer country"],
    ["as a shopper", bank({}), "403 en"],
  ]),
  ...table(
    UPDATE_PAYMENT,
    [
      [
        "another designer's account",
        () => ({ payment: at.theirAccount, ...bank({ bank: "Mine now" })() }),
        "404",
      ],
      ["an id that is not one", () => ({ payment: BAD.notId, ...bank({})() }), "404"],
    ],
    "@designer",
  ),
  ...table(REMOVE_PAYMENT, [
    ["another designer's account", () => ({ payment: at.theirAccount }), "@designer 404"],
  ]),
  ...table(
    PAYOUT,
    [
      ["amount -5", payout({ amount: -5 }), "amount:AMOUNT_NOT_POSITIVE"],
      ["amount 1.234", payout({ amount: 1.234 }), "amount:AMOUNT_DECIMALS"],
      ["amount 1e308", payout({ amount: 1e308 }), "amount en"],
      ["currency XYZ", payout({ currency: "XYZ" }), "currency:CURRENCY_INVALID"],
      ["more than the balance", payout({ amount: 20_000_000 })],
      ["to another designer's account", () => payout({ payment: at.theirAccount })()],
    ],
    "@designer",
  ),
  ...table(REFERRAL, [
    ["amount 0", () => ({ amount: 0 }), "amount:AMOUNT_NOT_POSITIVE"],
    ["more than the wallet", () => ({ amount: 1_000_000 })],
    ["NaN as text", () => ({ amount: "NaN" }), "amount en"],
  ]),
];

describe("bad input: product requests (tickets)", () => graphqlCases(cat, tickets));
describe("bad input: bank accounts and payouts", () => graphqlCases(cat, money));
