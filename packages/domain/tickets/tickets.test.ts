/**
 * Designer tickets end to end through the API (decision 0060): submission with files, private
 * downloads, the discussion and its unread count, acceptance into the catalogue, rejection and
 * removal, and every cross-user attempt refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "#domain/mail/mailer.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, callAdmin, login, newCustomer } from "../../../test/test-kit.ts";
import {
  ACCEPT,
  ADD_TICKET,
  aCategory,
  attach,
  MESSAGE,
  newDesigner,
  pngBytes,
  postFile,
  READ,
  REJECT,
  REMOVE,
  TEAM_REPLY,
  TICKET,
} from "../../../test/tickets-kit.ts";

let t: TestApp;
let admin: string;
let designer: { token: string; id: string };
let other: { token: string; id: string };
let customer: { token: string; id: string };
let category: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t, "admin@manzil.test");
  designer = await newDesigner(t);
  other = await newDesigner(t);
  customer = await newCustomer(t);
  category = await aCategory(t);
}, 120_000);
afterAll(() => t?.close());

async function submit(token: string, fields: Record<string, unknown> = {}) {
  const files = [
    await attach(t, token, await pngBytes()),
    await attach(t, token, Buffer.from("%PDF-1.7\n..."), "plan.pdf"),
  ];
  return call<{ _id: string; attachments: Array<{ _id: string; url: string }> }>(
    t,
    ADD_TICKET,
    {
      category,
      name: "Rattan lounge chair",
      basePrice: 6500.5,
      description: "A low chair woven by hand.",
      attachments: files,
      ...fields,
    },
    { token },
  );
}

const download = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("submitting a product", () => {
  it("asks an incomplete profile for what it lacks, in the user's language", async () => {
    const fresh = await newDesigner(t, false);
    const readiness = await call<{ ready: boolean; missing: string[] }>(
      t,
      `query { getDesignerReadiness { status_code data { ready missing } } }`,
      {},
      { token: fresh.token },
    );
    expect(readiness.data).toEqual({ ready: false, missing: ["description"] });
    const file = await attach(t, fresh.token, await pngBytes());
    const r = await call(
      t,
      ADD_TICKET,
      { category, name: "Stool", basePrice: 900, description: "A small oak stool.", attachments: [file] },
      { token: fresh.token, lang: "ar" },
    );
    expect(r.code).toBe("DESIGNER_PROFILE_INCOMPLETE");
    expect(r.message).toContain("أكمل ملفك الشخصي");
    expect(r.fieldErrors!.map((f) => f.field)).toEqual(["description"]);
  });

  it("keeps a waiting ticket with its files, the price in minor units", async () => {
    const r = await submit(designer.token);
    expect(r.status_code).toBe(200);
    expect(r.data).toMatchObject({
      name: "Rattan lounge chair",
      basePrice: 650_050,
      productStatus: "waiting",
    });
    expect(r.data!.attachments.map((a: any) => [a.mimeType, a.isImage])).toEqual([
      ["image/png", true],
      ["application/pdf", false],
    ]);
  });

  it("refuses bad fields with a message per field, and changes nothing", async () => {
    const before = await call<unknown[]>(
      t,
      `query { getDesignerTickets { data { _id } } }`,
      {},
      { token: designer.token },
    );
    const r = await call(
      t,
      ADD_TICKET,
      { category, name: "ab", basePrice: -5, description: "short", attachments: [] },
      { token: designer.token, lang: "ar" },
    );
    expect(r.status_code).toBe(400);
    expect(Object.fromEntries(r.fieldErrors!.map((f) => [f.field, f.code]))).toEqual({
      name: "TICKET_NAME_LENGTH",
      basePrice: "TICKET_PRICE_INVALID",
      description: "TICKET_DESCRIPTION_LENGTH",
      attachments: "ATTACHMENTS_REQUIRED",
    });
    expect(r.fieldErrors!.find((f) => f.field === "name")!.message).toBe(
      "يجب أن يكون اسم المنتج بين 3 و120 حرفًا",
    );
    const after = await call<unknown[]>(
      t,
      `query { getDesignerTickets { data { _id } } }`,
      {},
      { token: designer.token },
    );
    expect(after.data!.length).toBe(before.data!.length);
  });

  it("uses a file once, and only the uploader's", async () => {
    const file = await attach(t, designer.token, await pngBytes());
    const first = await call(
      t,
      ADD_TICKET,
      { category, name: "Oak stool", basePrice: 900, description: "A small oak stool.", attachments: [file] },
      { token: designer.token },
    );
    expect(first.status_code).toBe(200);
    const again = await call(
      t,
      ADD_TICKET,
      {
        category,
        name: "Oak stool 2",
        basePrice: 900,
        description: "A small oak stool.",
        attachments: [file],
      },
      { token: designer.token },
    );
    expect(again.code).toBe("ATTACHMENT_NOT_FOUND");
    const theirs = await attach(t, other.token, await pngBytes());
    const stolen = await call(
      t,
      ADD_TICKET,
      {
        category,
        name: "Oak stool 3",
        basePrice: 900,
        description: "A small oak stool.",
        attachments: [theirs],
      },
      { token: designer.token },
    );
    expect(stolen.code).toBe("ATTACHMENT_NOT_FOUND");
  });

  it("is for designers only", async () => {
    const r = await call(
      t,
      ADD_TICKET,
      { category, name: "Chair", basePrice: 900, description: "A chair for you.", attachments: [] },
      { token: customer.token },
    );
    expect(r.status_code).toBe(403);
  });
});

describe("attachments", () => {
  it("reads the type from the bytes, not the name", async () => {
    const program = await postFile(
      t,
      "/api/tickets/attachments",
      { bytes: Buffer.from("MZ\x90\x00rest"), name: "drawing.pdf", type: "application/pdf" },
      { token: designer.token, lang: "ar" },
    );
    expect(program.status).toBe(415);
    expect(program.body).toMatchObject({ code: "ATTACHMENT_TYPE_NOT_ALLOWED" });
    expect(program.body.message).toContain("نوع الملف غير مسموح به");
    const svg = await postFile(
      t,
      "/api/tickets/attachments",
      {
        bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
        name: "a.png",
        type: "image/png",
      },
      { token: designer.token },
    );
    expect(svg.status).toBe(415);
  });

  it("refuses a file over 50 MB", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const r = await postFile(
      t,
      "/api/tickets/attachments",
      { bytes: big, name: "huge.pdf" },
      { token: designer.token },
    );
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("ATTACHMENT_TOO_LARGE");
  });

  it("takes files from designers and the team only", async () => {
    const visitor = await postFile(t, "/api/tickets/attachments", { bytes: await pngBytes(), name: "a.png" });
    expect(visitor.status).toBe(401);
    const shopper = await postFile(
      t,
      "/api/tickets/attachments",
      { bytes: await pngBytes(), name: "a.png" },
      { token: customer.token },
    );
    expect(shopper.status).toBe(403);
  });

  it("downloads only for the ticket's designer and the team", async () => {
    const r = await submit(designer.token);
    const url = r.data!.attachments[1]!.url;
    const own = await download(url, designer.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toContain("attachment;");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect((await download(url, admin)).statusCode).toBe(200);
    expect((await download(url, other.token)).statusCode).toBe(404);
    expect((await download(url, customer.token)).statusCode).toBe(404);
    expect((await download(url)).statusCode).toBe(401);
    expect((await download("/api/tickets/attachments/not-an-id", designer.token)).statusCode).toBe(404);
  });
});

describe("the discussion", () => {
  it("counts the team's unread replies, mails the designer, and reads them when opened", async () => {
    const ticket = (await submit(designer.token)).data!._id;
    const file = await attach(t, admin, await pngBytes(32, "#2A6B4F"), "fabric.png");
    const reply = await callAdmin<{ fromTeam: boolean; attachments: unknown[] }>(
      t,
      TEAM_REPLY,
      { ticket, text: "Could you share the seat height?", attachments: [file] },
      { token: admin },
    );
    expect(reply.data).toMatchObject({ fromTeam: true, attachments: [{ _id: file }] });
    const me = () =>
      call<{ responsesReaded: number }>(
        t,
        `query { getUserById { data { responsesReaded } } }`,
        {},
        { token: designer.token },
      );
    expect((await me()).data!.responsesReaded).toBe(1);
    const opened = await call<any>(t, TICKET, { id: ticket }, { token: designer.token });
    expect(opened.data).toMatchObject({ newMessage: true, unreadCount: 1 });
    expect(opened.data.messages).toMatchObject([
      { fromTeam: true, read: false, attachments: [{ name: "fabric.png" }] },
    ]);
    // The team's file is the designer's to download too.
    expect((await download(`/api/tickets/attachments/${file}`, designer.token)).statusCode).toBe(200);

    const sent: Mail[] = [];
    const mailer = t.services.mailer;
    t.services.mailer = { target: "test", send: async (mail) => void sent.push(mail) };
    try {
      await t.worker.drain();
    } finally {
      t.services.mailer = mailer;
    }
    expect(sent.filter((m) => m.subject.includes("Rattan lounge chair"))).toHaveLength(1);

    const read = await call<{ responsesReaded: number }>(
      t,
      READ,
      { ticket, increase: false },
      { token: designer.token },
    );
    expect(read.data!.responsesReaded).toBe(0);
    expect((await call<any>(t, TICKET, { id: ticket }, { token: designer.token })).data.newMessage).toBe(
      false,
    );
    const unread = await call<{ responsesReaded: number }>(
      t,
      READ,
      { ticket, increase: true },
      { token: designer.token },
    );
    expect(unread.data!.responsesReaded).toBe(1);
    await call(t, MESSAGE, { ticket, text: "Seat height is 42 cm." }, { token: designer.token });
    expect((await me()).data!.responsesReaded).toBe(0);
  });

  it("keeps other users out of a ticket", async () => {
    const ticket = (await submit(designer.token)).data!._id;
    for (const token of [other.token, customer.token]) {
      expect((await call(t, TICKET, { id: ticket }, { token })).code).toBe("TICKET_NOT_FOUND");
      expect((await call(t, MESSAGE, { ticket, text: "hello" }, { token })).code).toBe("TICKET_NOT_FOUND");
      expect((await call(t, READ, { ticket, increase: false }, { token })).code).toBe("TICKET_NOT_FOUND");
      expect((await call(t, REMOVE, { ticket }, { token })).code).toBe("TICKET_NOT_FOUND");
    }
    const list = await call(
      t,
      `query ($d: ID) { getDesignerTickets(designer: $d) { status_code } }`,
      { d: designer.id },
      { token: other.token },
    );
    expect(list.status_code).toBe(403);
    const accept = await callAdmin(
      t,
      ACCEPT,
      { ticket, egPrice: 100, egRevenue: 10 },
      { token: other.token },
    );
    expect(accept.status_code).toBe(403);
  });
});

describe("the team's answer", () => {
  it("accepts a ticket into the catalogue under the designer, once", async () => {
    const ticket = (await submit(designer.token)).data!._id;
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        callAdmin<any>(
          t,
          ACCEPT,
          {
            ticket,
            egPrice: 9500,
            egRevenue: 6500,
            suPrice: 700,
            suRevenue: 450,
            arName: "كرسي استرخاء من الخيزران",
          },
          { token: admin },
        ),
      ),
    );
    const accepted = tries.filter((r) => r.status_code === 200);
    expect(accepted).toHaveLength(1);
    expect(tries.filter((r) => r.code === "TICKET_NOT_WAITING")).toHaveLength(4);
    const product = accepted[0]!.data.product;
    const seen = await call<any>(
      t,
      `query ($id: String!) { getProductById(product: $id) { status_code data { name arName egPrice suPrice designer { _id } primaryProductImagePath } } }`,
      { id: product._id },
      { lang: "ar" },
    );
    expect(seen.data).toMatchObject({
      name: "Rattan lounge chair",
      arName: "كرسي استرخاء من الخيزران",
      egPrice: 950_000,
      suPrice: 70_000,
      designer: { _id: designer.id },
    });
    expect(seen.data.primaryProductImagePath).toMatch(/^\/uploads\/products\/.+-800\.webp$/);
    const opened = await call<any>(t, TICKET, { id: ticket }, { token: designer.token, lang: "ar" });
    expect(opened.data.productStatus).toBe("accepted");
    expect(opened.data.acceptionDate).toBeTruthy();
    expect(opened.data.messages.at(-1)).toMatchObject({ fromTeam: true, read: false });
  });

  it("needs a picture to accept, and refuses a designer's revenue above the price", async () => {
    const pdf = await attach(t, designer.token, Buffer.from("%PDF-1.4 plan"), "plan.pdf");
    const ticket = (
      await call<any>(
        t,
        ADD_TICKET,
        {
          category,
          name: "Plan only",
          basePrice: 100,
          description: "Only a drawing here.",
          attachments: [pdf],
        },
        { token: designer.token },
      )
    ).data._id;
    expect(
      (await callAdmin(t, ACCEPT, { ticket, egPrice: 100, egRevenue: 150 }, { token: admin })).status_code,
    ).toBe(400);
    expect((await callAdmin(t, ACCEPT, { ticket, egPrice: 100, egRevenue: 50 }, { token: admin })).code).toBe(
      "TICKET_NEEDS_IMAGE",
    );
  });

  it("rejects with a reason; only then can the designer remove it, files and all", async () => {
    const created = await submit(designer.token);
    const ticket = created.data!._id;
    expect((await call(t, REMOVE, { ticket }, { token: designer.token })).code).toBe("TICKET_NOT_REJECTED");
    const rejected = await callAdmin<any>(
      t,
      REJECT,
      { ticket, reason: "We have a similar chair already." },
      { token: admin },
    );
    expect(rejected.data).toMatchObject({ productStatus: "rejected" });
    expect((await callAdmin(t, REJECT, { ticket, reason: "again" }, { token: admin })).code).toBe(
      "TICKET_NOT_WAITING",
    );
    expect((await call(t, REMOVE, { ticket }, { token: designer.token })).status_code).toBe(200);
    expect((await call(t, TICKET, { id: ticket }, { token: designer.token })).code).toBe("TICKET_NOT_FOUND");
    expect((await download(created.data!.attachments[0]!.url, designer.token)).statusCode).toBe(404);
  });

  it("lists a designer's tickets by status; the team sees everyone's", async () => {
    const waiting = await call<any[]>(
      t,
      `query { getDesignerTickets(status: "waiting") { data { productStatus designer { _id } } } }`,
      {},
      { token: designer.token },
    );
    expect(waiting.data!.length).toBeGreaterThan(0);
    expect(waiting.data!.every((x) => x.productStatus === "waiting" && x.designer._id === designer.id)).toBe(
      true,
    );
    // In the shop the team is a shopper: its own tickets only; the queue is the admin API's.
    const own = await call<any[]>(t, `query { getDesignerTickets { data { _id } } }`, {}, { token: admin });
    expect(own.data ?? []).toEqual([]);
    const all = await callAdmin<any>(
      t,
      `query { tickets(options: { pageSize: 100 }) { data { total items { designer { _id } nextStatuses } } } }`,
      {},
      { token: admin },
    );
    expect(new Set(all.data!.items.map((x: any) => x.designer._id)).size).toBeGreaterThan(1);
    expect(all.data!.total).toBeGreaterThanOrEqual(all.data!.items.length);
    const bad = await call(
      t,
      `query { getDesignerTickets(status: "lost") { status_code code } }`,
      {},
      { token: designer.token },
    );
    expect(bad.status_code).toBe(400);
  });
});
