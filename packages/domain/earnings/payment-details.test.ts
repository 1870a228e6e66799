/**
 * Payment settings (decision 0061) over GraphQL: a seller adds, changes and removes their own bank
 * accounts; a wrong IBAN, SWIFT code or a card number is refused with a message in both languages;
 * another user's accounts are neither read nor changed; finance reads and changes anyone's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call } from "../../../test/test-kit.ts";
import { earningsKit, type TestUser, VALID_IBAN, VALID_SA_IBAN } from "./earnings.fixture.ts";

let t: TestApp;
let kit: ReturnType<typeof earningsKit>;
let finance: TestUser;

interface Details {
  _id: string;
  bank: string;
  iban: string;
  accountNo: string;
  swiftCode: string;
  country: string;
  email: string | null;
}
const FIELDS = "_id bank iban accountNo swiftCode country email";
const ARGS = `$bank: String, $iban: String, $accountNo: String, $swiftCode: String, $country: String,
  $email: String, $cardNo: String, $cvv: String`;
const PASS = `bank: $bank, iban: $iban, accountNo: $accountNo, swiftCode: $swiftCode, country: $country,
  email: $email, cardNo: $cardNo, cvv: $cvv`;
const ENVELOPE = `status_code code message fieldErrors { field code message } data { ${FIELDS} }`;
const ADD = `mutation (${ARGS}) { addPayment(${PASS}) { ${ENVELOPE} } }`;
const UPDATE = `mutation ($payment: ID!, ${ARGS}) { updatePayment(payment: $payment, ${PASS}) { ${ENVELOPE} } }`;
const REMOVE = `mutation ($payment: ID!) { removePayment(payment: $payment) { status_code code message } }`;
const LIST = `query ($user: ID) { getPayments(user: $user) { status_code code data { ${FIELDS} } } }`;

const GOOD = { bank: "National Bank of Egypt", iban: VALID_IBAN, swiftCode: "nbeg egcx", country: "eg" };

beforeAll(async () => {
  t = await startTestApp();
  kit = earningsKit(t);
  finance = await kit.newUser({ privilageType: "finance" });
});
afterAll(() => t.close());

const rowsOf = (userId: string) =>
  kit.db.select().from(s.paymentDetails).where(eq(s.paymentDetails.userId, userId));

describe("addPayment", () => {
  it("saves a bank account with the IBAN and SWIFT compacted, typed with spaces", async () => {
    const designer = await kit.seller();
    const r = await call<Details>(t, ADD, { ...GOOD, email: "me@example.com" }, { token: designer.token });
    expect(r).toMatchObject({ status_code: 200, code: "SUCCESS" });
    expect(r.data).toMatchObject({
      bank: "National Bank of Egypt",
      iban: "EG380019000500000000263180002",
      swiftCode: "NBEGEGCX",
      country: "eg",
      email: "me@example.com",
    });
    const manufacturer = await kit.seller("manufacturer");
    const sa = { bank: "Al Rajhi", iban: VALID_SA_IBAN, country: "sa" };
    expect((await call(t, ADD, sa, { token: manufacturer.token })).status_code).toBe(200);
  });

  it("refuses a wrong IBAN, SWIFT code or account number in the caller's language, saving nothing", async () => {
    const designer = await kit.seller();
    const cases: Array<[Record<string, string>, string, string, string]> = [
      [{ iban: "EG38 0019 0005 0000 0000 2631 8000 3" }, "iban", "IBAN_CHECKSUM", "رقم الآيبان هذا غير صحيح"],
      [{ iban: "EG38 0019 0005 0000 0000 2631 800" }, "iban", "IBAN_LENGTH", "عدد أحرف رقم الآيبان"],
      [{ iban: VALID_SA_IBAN }, "iban", "IBAN_COUNTRY_MISMATCH", "يجب أن يكون رقم الآيبان لبنك"],
      [{ iban: "hello" }, "iban", "IBAN_INVALID", "أدخل رقم الآيبان"],
      [{ swiftCode: "NBEGEG" }, "swiftCode", "SWIFT_INVALID", "رمز السويفت"],
      [{ iban: "", accountNo: "12-34" }, "accountNo", "ACCOUNT_NO_INVALID", "رقم الحساب"],
      [{ iban: "", accountNo: "" }, "accountNo", "ACCOUNT_OR_IBAN_REQUIRED", "أدخل رقم الحساب"],
      [{ bank: " " }, "bank", "FIELD_REQUIRED", "هذا الحقل مطلوب"],
    ];
    for (const [change, field, code, arabic] of cases) {
      const en = await call(t, ADD, { ...GOOD, ...change }, { token: designer.token });
      expect(en, code).toMatchObject({ status_code: 400, fieldErrors: [{ field, code }] });
      const ar = await call(t, ADD, { ...GOOD, ...change }, { token: designer.token, lang: "ar" });
      expect(ar.fieldErrors![0]!.message, code).toContain(arabic);
    }
    expect(await rowsOf(designer.id)).toEqual([]);
  });

  it("never accepts a card number or CVV", async () => {
    const designer = await kit.seller();
    for (const card of [{ cardNo: "4111111111111111" }, { cvv: "123" }]) {
      const r = await call(t, ADD, { ...GOOD, ...card }, { token: designer.token });
      expect(r).toMatchObject({ status_code: 400, code: "CARD_DETAILS_NOT_ACCEPTED" });
    }
    expect(await rowsOf(designer.id)).toEqual([]);
  });

  it("refuses a card number typed into any field, in the caller's language, and never stores it", async () => {
    const designer = await kit.seller();
    const ADD_ALL = `mutation (${ARGS}, $branch: String, $name: String) {
      addPayment(${PASS}, branch: $branch, name: $name) { ${ENVELOPE} } }`;
    const cards: Array<[Record<string, string>, string]> = [
      [{ iban: "", accountNo: "4111 1111 1111 1111" }, "accountNo"],
      [{ iban: "", accountNo: "٥٥٥٥-٥٥٥٥-٥٥٥٥-٤٤٤٤" }, "accountNo"],
      [{ iban: "", accountNo: "4111  1111 1111  1111" }, "accountNo"],
      [{ iban: "4111 - 1111 1111 1111" }, "iban"],
      [{ iban: "4222222222222" }, "iban"],
      [{ iban: "", accountNo: "123456789", name: "Nour 378282246310005" }, "name"],
      [{ branch: "card 4111111111111111" }, "branch"],
      [{ bank: "4111-1111-1111-1111" }, "bank"],
      [{ email: "4111111111111111@example.com" }, "email"],
    ];
    for (const [change, field] of cards) {
      const en = await call(t, ADD_ALL, { ...GOOD, ...change }, { token: designer.token });
      expect(en, field).toMatchObject({
        status_code: 400,
        fieldErrors: [
          {
            field,
            code: "CARD_NUMBER_NOT_ACCEPTED",
            message:
              "This looks like a card number, and we never keep card numbers: enter your bank account number or your IBAN",
          },
        ],
      });
      const ar = await call(t, ADD_ALL, { ...GOOD, ...change }, { token: designer.token, lang: "ar" });
      expect(ar.fieldErrors![0]!.message, field).toBe(
        "يبدو أن هذا رقم بطاقة، ونحن لا نحفظ أرقام البطاقات: أدخل رقم حسابك البنكي أو رقم الآيبان",
      );
    }
    expect(await rowsOf(designer.id)).toEqual([]);
    // Nor through a change of an account already kept.
    const id = await kit.bankAccount(designer.id);
    const before = await rowsOf(designer.id);
    const update = await call(
      t,
      UPDATE,
      { payment: id, ...GOOD, iban: "", accountNo: "4111111111111111" },
      {
        token: designer.token,
      },
    );
    expect(update).toMatchObject({
      status_code: 400,
      fieldErrors: [{ field: "accountNo", code: "CARD_NUMBER_NOT_ACCEPTED" }],
    });
    expect(await rowsOf(designer.id)).toEqual(before);
    // Numbers that are no card: a failed Luhn check, a run longer than a card's, an IBAN.
    for (const accountNo of ["4111111111111112", "41111111111111111111", "123456789012"]) {
      const r = await call<Details>(
        t,
        UPDATE,
        { payment: id, ...GOOD, iban: "", accountNo },
        { token: designer.token },
      );
      expect(r.data?.accountNo, accountNo).toBe(accountNo);
    }
  });

  it("takes Arabic digits in the account number, and keeps at most 5 accounts", async () => {
    const designer = await kit.seller();
    const r = await call<Details>(
      t,
      ADD,
      { ...GOOD, iban: "", accountNo: "١٢٣ ٤٥٦ ٧٨٩" },
      { token: designer.token },
    );
    expect(r.data!.accountNo).toBe("123456789");
    for (let i = 0; i < 4; i++) await call(t, ADD, GOOD, { token: designer.token });
    expect(await call(t, ADD, GOOD, { token: designer.token })).toMatchObject({
      status_code: 409,
      code: "PAYMENT_DETAILS_LIMIT",
    });
  });

  it("is for sellers: a customer is refused, a visitor asked to sign in", async () => {
    const customer = await kit.newUser();
    expect(await call(t, ADD, GOOD, { token: customer.token })).toMatchObject({
      status_code: 403,
      code: "FORBIDDEN",
    });
    expect(await call(t, ADD, GOOD)).toMatchObject({ status_code: 401, code: "UNAUTHENTICATED" });
  });
});

describe("another user's accounts", () => {
  it("are not listed, changed or removed by another seller, nor by finance in the shop", async () => {
    const owner = await kit.seller();
    const other = await kit.seller();
    const id = await kit.bankAccount(owner.id);
    expect(await call(t, LIST, { user: owner.id }, { token: other.token })).toMatchObject({
      status_code: 403,
      code: "FORBIDDEN",
    });
    expect((await call<Details[]>(t, LIST, {}, { token: other.token })).data).toEqual([]);
    const update = await call(t, UPDATE, { payment: id, ...GOOD, bank: "Mine now" }, { token: other.token });
    expect(update).toMatchObject({ status_code: 404, code: "PAYMENT_DETAILS_NOT_FOUND" });
    expect(await call(t, REMOVE, { payment: id }, { token: other.token })).toMatchObject({
      status_code: 404,
      code: "PAYMENT_DETAILS_NOT_FOUND",
    });
    expect((await rowsOf(owner.id)).map((r) => r.bank)).toEqual(["National Bank of Egypt"]);
    // Staff are shoppers in the shop API (decision 0106): finance will read them in the admin API.
    const read = await call<Details[]>(t, LIST, { user: owner.id }, { token: finance.token });
    expect(read).toMatchObject({ status_code: 403 });
    const fixed = await call(
      t,
      UPDATE,
      { payment: id, ...GOOD, bank: "Banque Misr" },
      { token: finance.token },
    );
    expect(fixed).toMatchObject({ status_code: 404 });
    expect((await rowsOf(owner.id)).map((r) => r.bank)).toEqual(["National Bank of Egypt"]);
  });
});

describe("updatePayment and removePayment", () => {
  it("change the owner's account; removal is refused while a payout in progress goes to it", async () => {
    const owner = await kit.seller();
    const id = await kit.bankAccount(owner.id);
    const r = await call<Details>(t, UPDATE, { payment: id, ...GOOD, bank: "CIB" }, { token: owner.token });
    expect(r.data).toMatchObject({ _id: id, bank: "CIB" });
    const wrong = await call(t, UPDATE, { payment: id, ...GOOD, iban: "EG00" }, { token: owner.token });
    expect(wrong).toMatchObject({ status_code: 400, fieldErrors: [{ field: "iban" }] });
    const [payout] = await kit.db
      .insert(s.payoutRequests)
      .values({ userId: owner.id, source: "profits", amount: 100, paymentDetailsId: id })
      .returning();
    const busy = await call(t, REMOVE, { payment: id }, { token: owner.token, lang: "ar" });
    expect(busy).toMatchObject({ status_code: 409, code: "PAYMENT_DETAILS_IN_USE" });
    expect(busy.message).toContain("طلب تحويل");
    await kit.db.update(s.payoutRequests).set({ status: "paid" }).where(eq(s.payoutRequests.id, payout!.id));
    expect(await call(t, REMOVE, { payment: id }, { token: owner.token })).toMatchObject({
      status_code: 200,
    });
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await call(t, REMOVE, { payment: "nope" }, { token: owner.token })).toMatchObject({
      status_code: 404,
    });
  });
});
