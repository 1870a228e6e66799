/**
 * The forms people send us through the API (decision 0065): contact, career applications with
 * CVs typed by their bytes, B2B enquiries; refusals with the specs' messages that save nothing,
 * the robot check for visitors, the per-email throttle, and one mail to the team per form.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { Mail } from "#domain/mail/mailer.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, login, robot } from "../../../test/test-kit.ts";
import { postFile } from "../../../test/tickets-kit.ts";

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  customer = await login(t, "customer@manzil.test");
}, 120_000);
afterAll(() => t?.close());

const CONTACT = `mutation ($name: String, $email: String, $phone: String, $comment: String, $feedbackType: String, $robot: String) {
  addContactMessage(name: $name, email: $email, phone: $phone, comment: $comment, feedbackType: $feedbackType, robot: $robot) {
    status_code code message fieldErrors { field code message } data { _id } } }`;
const APPLY = `mutation ($career: String!, $name: String, $email: String, $phone: String, $comment: String, $cvs: [ID!], $robot: String) {
  addCareerRequest(career: $career, name: $name, email: $email, phone: $phone, comment: $comment, cvs: $cvs, robot: $robot) {
    status_code code message fieldErrors { field code message } data { _id } } }`;
const B2B = `mutation ($companyName: String, $contactName: String, $email: String, $phone: String, $country: String, $quantity: String, $message: String, $robot: String) {
  addB2bEnquiry(companyName: $companyName, contactName: $contactName, email: $email, phone: $phone, country: $country, quantity: $quantity, message: $message, robot: $robot) {
    status_code code message fieldErrors { field code message } data { _id } } }`;

const rows = async (table: typeof s.contactMessages | typeof s.careerRequests | typeof s.b2bEnquiries) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
let n = 0;
const email = () => `sender${Date.now()}${n++}@example.com`;

async function mailsOf(work: () => Promise<unknown>): Promise<Mail[]> {
  const sent: Mail[] = [];
  const mailer = t.services.mailer;
  t.services.mailer = { target: "test", send: async (mail) => void sent.push(mail) };
  try {
    await work();
    await t.worker.drain();
  } finally {
    t.services.mailer = mailer;
  }
  return sent;
}

describe("contact", () => {
  it("saves a visitor's message with the robot check and mails the team once", async () => {
    const sender = email();
    const sent = await mailsOf(async () => {
      const r = await call(t, CONTACT, {
        name: "Huda",
        email: sender,
        phone: "٠١٠١٢٣٤٥٦٧٨",
        comment: "Do you deliver to Aswan?",
        feedbackType: "question",
        robot: await robot(t),
      });
      expect(r.status_code).toBe(200);
    });
    expect(sent.filter((m) => m.text.includes(sender))).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "support@manzil.test" });
    expect(sent[0]!.text).toContain("Phone: +201012345678");
  });

  it("refuses bad input with the specs' messages and saves nothing", async () => {
    const before = await rows(s.contactMessages);
    const r = await call(
      t,
      CONTACT,
      { name: "", email: "not-an-email", phone: "01x", comment: "short", feedbackType: "question" },
      { token: customer, lang: "ar" },
    );
    expect(Object.fromEntries(r.fieldErrors!.map((f) => [f.field, f.message]))).toEqual({
      name: "هذا الحقل مطلوب",
      email: "يرجى إدخال بريد إلكتروني صحيح",
      phone: "أدخل رقم جوال أو هاتف صحيحًا، مثل 01012345678 أو 0501234567",
      comment: "اكتب رسالة من 10 إلى 2000 حرف",
    });
    const long = await call(
      t,
      CONTACT,
      {
        name: "Huda",
        email: email(),
        phone: "012345678901",
        comment: "A long enough message.",
        feedbackType: "question",
      },
      { token: customer },
    );
    expect(long.fieldErrors).toMatchObject([{ field: "phone", code: "PHONE_INVALID" }]);
    expect(await rows(s.contactMessages)).toBe(before);
  });

  it("asks visitors for the robot check, not signed-in users", async () => {
    const visitor = await call(t, CONTACT, {
      name: "Huda",
      email: email(),
      comment: "A long enough message.",
      feedbackType: "other",
    });
    expect(visitor.code).toBe("ROBOT_CHECK");
    const member = await call(
      t,
      CONTACT,
      { name: "Huda", email: email(), comment: "A long enough message.", feedbackType: "other" },
      { token: customer },
    );
    expect(member.status_code).toBe(200);
  });

  it("takes three messages per email in 15 minutes", async () => {
    const sender = email();
    const send = () =>
      call(
        t,
        CONTACT,
        { name: "Huda", email: sender, comment: "A long enough message.", feedbackType: "suggestion" },
        { token: customer },
      );
    for (let i = 0; i < 3; i++) expect((await send()).status_code).toBe(200);
    const fourth = await send();
    expect(fourth).toMatchObject({ status_code: 429, code: "FORM_TOO_MANY" });
  });
});

describe("careers", () => {
  const pdf = Buffer.from("%PDF-1.7\n% my cv\n");
  const upload = (bytes: Uint8Array, name = "cv.pdf") => postFile(t, "/api/careers/cv", { bytes, name });

  it("lists the open positions and applies with a CV", async () => {
    const careers = await call<Array<{ _id: string; slug: string }>>(
      t,
      `query { getCareers { data { _id slug title arTitle } } }`,
    );
    expect(careers.data!.length).toBeGreaterThan(0);
    const cv = await upload(pdf);
    expect(cv.status).toBe(200);
    const sender = email();
    const sent = await mailsOf(async () => {
      const r = await call(t, APPLY, {
        career: careers.data![0]!.slug,
        name: "Omar",
        email: sender,
        phone: "01012345678",
        cvs: [cv.body.data._id],
        robot: await robot(t),
      });
      expect(r.status_code).toBe(200);
    });
    expect(sent.filter((m) => m.subject.startsWith("Application:") && m.text.includes(sender))).toHaveLength(
      1,
    );
    // The same CV cannot go with another application.
    const again = await call(
      t,
      APPLY,
      {
        career: careers.data![0]!.slug,
        name: "Omar",
        email: email(),
        phone: "01012345678",
        cvs: [cv.body.data._id],
      },
      { token: customer },
    );
    expect(again.code).toBe("CV_NOT_FOUND");
  });

  it("takes PDF or Word only, by the bytes, and refuses an application without a CV", async () => {
    const picture = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), "cv.pdf");
    expect(picture).toMatchObject({ status: 415, body: { code: "CV_TYPE_NOT_ALLOWED" } });
    const careers = await call<Array<{ slug: string }>>(t, `query { getCareers { data { slug } } }`);
    const before = await rows(s.careerRequests);
    const none = await call(
      t,
      APPLY,
      { career: careers.data![0]!.slug, name: "Omar", email: email(), phone: "01012345678", cvs: [] },
      { token: customer, lang: "ar" },
    );
    expect(none.fieldErrors).toMatchObject([{ field: "cvs", message: "أرفق سيرتك الذاتية (PDF أو Word)" }]);
    const closed = await call(
      t,
      APPLY,
      {
        career: "no-such-position",
        name: "Omar",
        email: email(),
        phone: "01012345678",
        cvs: [crypto.randomUUID()],
      },
      { token: customer },
    );
    expect(closed.code).toBe("CAREER_NOT_FOUND");
    expect(await rows(s.careerRequests)).toBe(before);
  });
});

describe("B2B enquiries", () => {
  it("saves a company's enquiry with its quantity (Arabic digits) and mails the team", async () => {
    const sender = email();
    const sent = await mailsOf(async () => {
      const r = await call(
        t,
        B2B,
        {
          companyName: "Nile Hotels",
          contactName: "Mona",
          email: sender,
          phone: "0223456789",
          country: "eg",
          quantity: "١٢٠",
          message: "Chairs for 60 rooms, delivery in March.",
        },
        { token: customer },
      );
      expect(r.status_code).toBe(200);
    });
    expect(sent.find((m) => m.text.includes(sender))!.text).toContain("Quantity: 120");
  });

  it("refuses a quantity that is not a whole number of pieces", async () => {
    for (const quantity of ["0", "abc", "1.5", "200000"]) {
      const r = await call(
        t,
        B2B,
        {
          companyName: "Nile Hotels",
          contactName: "Mona",
          email: email(),
          phone: "0223456789",
          country: "eg",
          quantity,
          message: "Chairs for 60 rooms.",
        },
        { token: customer },
      );
      expect(r.fieldErrors).toMatchObject([{ field: "quantity", code: "QUANTITY_RANGE" }]);
    }
  });
});
