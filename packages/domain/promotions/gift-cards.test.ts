/**
 * Buying gift cards (decision 0059): the form's rules refuse in both languages and create nothing;
 * a card lands in the cart unpaid with no readable code; paying queues its mail once; the mail is
 * sent once, with the code and the design, however often the job runs.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import * as s from "#db/schema/index.ts";
import { ERROR_MESSAGES } from "#i18n/messages/errors.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { Mail } from "#kernel/services.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { withSmtpPeer } from "../../../test/smtp.ts";
import { call, login, newCustomer } from "../../../test/test-kit.ts";
import { giftCardPng } from "./gift-card-art.ts";
import { dateIn } from "./gift-card-purchase.rules.ts";
import { giftCardView, markGiftCardsPaid, sendGiftCardMail } from "./promotions.api.ts";

let t: TestApp;
let buyer: { token: string; id: string; email: string };

const CREATE = `mutation ($amount: Float, $theme: String, $recipientName: String, $recipientEmail: String, $senderName: String,
  $message: String, $language: String, $startAt: String, $agree: Boolean, $c: String) {
  createGiftCard(amount: $amount, theme: $theme, recipientName: $recipientName, recipientEmail: $recipientEmail,
    senderName: $senderName, message: $message, language: $language, startAt: $startAt, agree: $agree, currentCountry: $c) {
    status_code code message errors fieldErrors { field code message }
    data { _id code price restAmount currency theme recipientName senderName senderEmail senderId language startAt startDate expiredAt isPaid sentAt } } }`;
const CART = `query { getCartBYUser(currentCountry: "eg") { data { storedProduct { _id quantity priceOne giftCard { _id price currency theme recipientName startDate } } } } }`;

type Created = {
  _id: string;
  code: string | null;
  price: number;
  currency: string;
  startAt: string;
  startDate: string;
  expiredAt: string;
  senderName: string;
  senderEmail: string;
  language: string;
  isPaid: boolean;
};

const today = () => dateIn(new Date(), "eg");
const shifted = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const valid = () => ({
  amount: 1000,
  theme: "birthday",
  recipientName: "Mariam Adel",
  recipientEmail: "mariam@example.com",
  message: "Happy birthday!",
  language: "en",
  startAt: today(),
  agree: true,
});

const ctxOf = (user: RequestContext["user"] = null): RequestContext => ({
  db: t.database.db,
  user,
  language: "en",
  country: "eg",
  services: t.services,
});

const count = async (table: "gift_cards" | "cart_items") =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

async function buy(fields: Record<string, unknown> = {}, token = buyer.token) {
  return call<Created>(t, CREATE, { ...valid(), ...fields }, { token });
}

/** Captures mail in memory while `work` runs. */
async function capture(work: () => Promise<unknown>): Promise<Mail[]> {
  const sent: Mail[] = [];
  const mailer = t.services.mailer;
  t.services.mailer = { target: "test", send: async (mail) => void sent.push(mail) };
  try {
    await work();
  } finally {
    t.services.mailer = mailer;
  }
  return sent;
}

beforeAll(async () => {
  t = await startTestApp();
  buyer = await newCustomer(t, { fName: "Sara", lName: "Khaled" });
});
afterAll(() => t.close());

describe("createGiftCard refuses each broken rule, in both languages, and creates nothing", () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["no amount", { amount: null }, "amount", "GIFT_CARD_AMOUNT_RANGE"],
    ["an amount under the minimum", { amount: 99 }, "amount", "GIFT_CARD_AMOUNT_RANGE"],
    ["an amount over the maximum", { amount: 50_001 }, "amount", "GIFT_CARD_AMOUNT_RANGE"],
    ["a fractional amount", { amount: 150.5 }, "amount", "GIFT_CARD_AMOUNT_RANGE"],
    ["an unknown theme", { theme: "wedding" }, "theme", "GIFT_CARD_THEME_REQUIRED"],
    ["a one-letter recipient", { recipientName: "M" }, "recipientName", "GIFT_CARD_NAME_LENGTH"],
    ["a long recipient name", { recipientName: "M".repeat(61) }, "recipientName", "GIFT_CARD_NAME_LENGTH"],
    ["a bad email", { recipientEmail: "mariam@" }, "recipientEmail", "INVALID_EMAIL"],
    ["a one-letter sender", { senderName: "S" }, "senderName", "GIFT_CARD_NAME_LENGTH"],
    ["a long message", { message: "x".repeat(301) }, "message", "GIFT_CARD_MESSAGE_LENGTH"],
    ["an unknown mail language", { language: "fr" }, "language", "GIFT_CARD_LANGUAGE_REQUIRED"],
    ["no start date", { startAt: null }, "startAt", "GIFT_CARD_START_REQUIRED"],
    ["a start date in the past", { startAt: shifted(today(), -1) }, "startAt", "GIFT_CARD_START_PAST"],
    [
      "a start date over a year ahead",
      { startAt: shifted(today(), 367) },
      "startAt",
      "GIFT_CARD_START_TOO_LATE",
    ],
    ["no agreement", { agree: null }, "agree", "GIFT_CARD_AGREEMENT_REQUIRED"],
    ["a refused agreement", { agree: false }, "agree", "GIFT_CARD_AGREEMENT_REQUIRED"],
  ];
  for (const [what, fields, field, code] of cases)
    it(what, async () => {
      const [cards, lines] = [await count("gift_cards"), await count("cart_items")];
      for (const lang of ["en", "ar"] as const) {
        const r = await call<Created>(t, CREATE, { ...valid(), ...fields }, { token: buyer.token, lang });
        expect(r.status_code).toBe(400);
        expect(r.data).toBeNull();
        const error = (
          r as unknown as { fieldErrors: Array<{ field: string; code: string; message: string }> }
        ).fieldErrors;
        expect(error).toContainEqual({
          field,
          code,
          message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES][lang],
        });
      }
      expect([await count("gift_cards"), await count("cart_items")]).toEqual([cards, lines]);
    });

  it("names the agreement rule in the specs' words", () => {
    expect(ERROR_MESSAGES.GIFT_CARD_AGREEMENT_REQUIRED.en).toBe(
      "Please agree that gift cards are nonrefundable",
    );
  });

  it("a visitor must sign in first", async () => {
    const r = await call(t, CREATE, valid());
    expect(r.status_code).toBe(401);
  });
});

describe("buying a gift card", () => {
  it("creates an unpaid card in the country's currency and puts it in the cart", async () => {
    const r = await buy({ senderName: "", message: null });
    expect(r.status_code).toBe(200);
    const card = r.data!;
    expect(card).toMatchObject({
      price: 100_000,
      currency: "EGP",
      isPaid: false,
      code: null,
      senderName: "Sara",
      senderEmail: buyer.email,
      language: "en",
      startDate: today(),
    });
    expect((await buy({ senderName: null, message: "  " })).status_code).toBe(200);
    const start = new Date(card.startAt);
    const end = new Date(card.expiredAt);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    const [row] = await t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, card._id));
    expect(row!.code).toMatch(/^MZ-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(row!.restAmount).toBe(100_000);
    const cart = await call<{
      storedProduct: Array<{ giftCard: { _id: string; recipientName: string } | null }>;
    }>(t, CART, {}, { token: buyer.token });
    const line = cart.data!.storedProduct.find((l) => l.giftCard?._id === card._id);
    expect(line).toMatchObject({
      quantity: 1,
      priceOne: 100_000,
      giftCard: { price: 100_000, theme: "birthday", recipientName: "Mariam Adel", startDate: today() },
    });
  });

  it("in Saudi Arabia the card is in riyals; the mail language defaults to the page's", async () => {
    const r = await call<Created>(
      t,
      CREATE,
      // today as Riyadh counts it (an hour ahead of Cairo: between 21:00 and 22:00 UTC, another day)
      { ...valid(), amount: 250, language: null, c: "sa", startAt: dateIn(new Date(), "sa") },
      { token: buyer.token, lang: "ar" },
    );
    expect(r.data).toMatchObject({ price: 25_000, currency: "SAR", language: "ar" });
    // an amount valid in Egypt is over the Saudi maximum
    const over = await call(
      t,
      CREATE,
      { ...valid(), amount: 10_000, c: "sa", startAt: dateIn(new Date(), "sa") },
      { token: buyer.token },
    );
    expect((over as unknown as { code: string }).code).toBe("GIFT_CARD_AMOUNT_RANGE");
  });

  it("an unpaid card's code is nobody's to read; once paid, the sender's and administrators' only", async () => {
    const card = (await buy()).data!;
    const cart = await t.graphql(
      `query { getCartBYUser { data { storedProduct { giftCard { code } } } } }`,
      {},
      {
        authorization: `Bearer ${buyer.token}`,
      },
    );
    expect(cart.errors?.[0]?.message).toMatch(/code/);
    const [row] = await t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, card._id));
    const sender = {
      id: buyer.id,
      role: "customer" as const,
      privilageType: null,
      status: "active" as const,
    };
    const finance = { ...sender, id: crypto.randomUUID(), privilageType: "finance" as const };
    const stranger = { ...sender, id: crypto.randomUUID() };
    expect(giftCardView(ctxOf(sender), row!).code).toBeNull();
    expect(giftCardView(ctxOf(finance), row!).code).toBeNull();
    const paid = { ...row!, isPaid: true };
    expect(giftCardView(ctxOf(sender), paid).code).toBe(row!.code);
    expect(giftCardView(ctxOf(finance), paid).code).toBe(row!.code);
    expect(giftCardView(ctxOf(stranger), paid).code).toBeNull();
    expect(giftCardView(ctxOf(null), paid).code).toBeNull();
  });
});

const mailJobs = async (id: string) =>
  t.database.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.topic, "gift-cards.send"), eq(s.outbox.key, `gift-card-mail:${id}`)));

describe("paying and sending", () => {
  it("markGiftCardsPaid makes the card usable and queues its mail once, for its start date", async () => {
    const later = shifted(today(), 30);
    const card = (await buy({ startAt: later })).data!;
    await markGiftCardsPaid(ctxOf(), [card._id]);
    await markGiftCardsPaid(ctxOf(), [card._id]);
    const [row] = await t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, card._id));
    expect(row!.isPaid).toBe(true);
    const jobs = await mailJobs(card._id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.availableAt.getTime()).toBe(new Date(card.startAt).getTime());
    // not due before its start date
    const sent = await capture(() => t.worker.drain());
    expect(sent.filter((m) => m.to === "mariam@example.com")).toHaveLength(0);
    expect(row!.sentAt).toBeNull();
  });

  it("the job mails the recipient once, in the card's language, with the code and the design", async () => {
    const card = (await buy({ theme: "couples", language: "ar", message: "مع حبي" })).data!;
    await markGiftCardsPaid(ctxOf(), [card._id]);
    const [row] = await t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, card._id));
    // through a real SMTP server: the mail on the wire
    const received = await withSmtpPeer(t, async (received) => {
      await t.worker.drain();
      await t.worker.drain();
      return received;
    });
    const mine = received.filter((m) => m.includes(`gift-card-${card._id}@manzil`));
    expect(mine).toHaveLength(1);
    const wire = mine[0]!.replace(/=\r?\n/g, "");
    expect(wire).toContain("To: mariam@example.com");
    expect(wire).toContain("Content-Language: ar");
    expect(wire).toContain(row!.code);
    expect(wire).toMatch(/Content-Type: image\/png/);
    expect(wire).toContain("Content-ID: <gift-card-design@manzil>");
    expect(wire).toContain("cid:gift-card-design@manzil");
    const png = (await giftCardPng("couples")).toString("base64");
    expect(wire.replace(/\r?\n/g, "")).toContain(png.slice(0, 200));
    const [after] = await t.database.db.select().from(s.giftCards).where(eq(s.giftCards.id, card._id));
    expect(after!.sentAt).not.toBeNull();
    expect((await mailJobs(card._id))[0]!.status).toBe("done");
  });

  it("running the job again, or twice at once, sends nothing more", async () => {
    const card = (await buy({ theme: "general" })).data!;
    await markGiftCardsPaid(ctxOf(), [card._id]);
    const job = () => sendGiftCardMail(ctxOf(), card._id);
    const sent = await capture(() => Promise.all([job(), job(), job()]));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "mariam@example.com", lang: "en" });
    expect(sent[0]!.text).toContain("EGP 1,000");
    expect(sent[0]!.inline?.[0]?.contentType).toBe("image/png");
    expect(await capture(() => job())).toHaveLength(0);
    expect(await capture(() => t.worker.drain())).toHaveLength(0);
  });

  it("an unpaid card is never mailed", async () => {
    const card = (await buy()).data!;
    expect(await capture(() => sendGiftCardMail(ctxOf(), card._id))).toHaveLength(0);
  });

  it("the demo card is paid, Arabic and already sent", async () => {
    const [demo] = await t.database.db
      .select()
      .from(s.giftCards)
      .where(eq(s.giftCards.code, "GIFT-DEMO-0001"));
    expect(demo).toMatchObject({ isPaid: true, language: "ar", recipientEmail: "customer@manzil.test" });
    expect(demo!.sentAt).not.toBeNull();
    const token = await login(t, "customer@manzil.test");
    expect(token).toBeTruthy();
  });
});
