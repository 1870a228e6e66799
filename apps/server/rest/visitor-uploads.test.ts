import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { uploads, users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { newCustomer } from "../../../test/test-kit.ts";
import { pngBytes, postFile } from "../../../test/tickets-kit.ts";
import { JOB_HANDLERS } from "../jobs.ts";
import { VISITOR_UPLOAD_LIMIT, VISITOR_UPLOADS_PER_HOUR } from "./upload.ts";

/** Decision 0075: a visitor uploads the sign-up page's profile picture only, smaller and rarer; unclaimed ones go. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

const upload = (
  bytes: Uint8Array,
  options: { minify?: boolean; ip?: string; token?: string; lang?: "ar" | "en" } = {},
) =>
  postFile(
    t,
    `/api/user/upload-one${options.minify === false ? "" : "?minify=true"}`,
    { bytes, name: "me.png", type: "image/png" },
    { ip: "10.1.0.1", ...options },
  );

const uploadCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from uploads`))[0]!.n;

describe("a visitor's uploads", () => {
  it("may be a profile picture, not another file; signed in, both", async () => {
    const before = await uploadCount();
    const other = await upload(await pngBytes(), { minify: false, ip: "10.1.0.2", lang: "ar" });
    expect(other.status).toBe(401);
    expect(other.body.message).toBe("يرجى تسجيل الدخول لرفع الملفات");
    expect(await uploadCount()).toBe(before);
    expect((await upload(await pngBytes(), { ip: "10.1.0.2" })).status).toBe(200);
    const { token } = await newCustomer(t);
    expect((await upload(await pngBytes(), { minify: false, ip: "10.1.0.2", token })).status).toBe(200);
  });

  it("is at most 10 MB, with its own message", async () => {
    const big = new Uint8Array(VISITOR_UPLOAD_LIMIT + 1024);
    const r = await upload(big, { ip: "10.1.0.3" });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe("The picture may not be larger than 10 MB");
  });

  it("is counted per client: past the hour's allowance, refused with a message; another client is not", async () => {
    const png = await pngBytes();
    for (let i = 0; i < VISITOR_UPLOADS_PER_HOUR; i++)
      expect((await upload(png, { ip: "10.1.0.4" })).status).toBe(200);
    const before = await uploadCount();
    const refused = await upload(png, { ip: "10.1.0.4" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many pictures uploaded; please try again in an hour");
    expect(await uploadCount()).toBe(before);
    expect((await upload(png, { ip: "10.1.0.5" })).status).toBe(200);
  });
});

describe("uploads.sweep", () => {
  it("removes visitors' pictures older than a day that no account took, row and file; keeps the rest", async () => {
    const path = async () => (await upload(await pngBytes(), { ip: "10.1.0.6" })).body.file.path as string;
    const [unclaimed, claimed, fresh] = [await path(), await path(), await path()];
    const { id, token } = await newCustomer(t);
    const own = (await upload(await pngBytes(), { ip: "10.1.0.6", token })).body.file.path as string;
    await t.database.db.update(users).set({ image: claimed }).where(eq(users.id, id));
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const p of [unclaimed, claimed, own])
      await t.database.db.update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.path, p));

    const ctx: RequestContext = {
      db: t.database.db,
      user: null,
      language: "en",
      country: "eg",
      services: t.services,
    };
    await JOB_HANDLERS["uploads.sweep"]!(ctx, {});
    await JOB_HANDLERS["uploads.sweep"]!(ctx, {}); // twice: nothing more, no error

    const left = (await t.database.db.select({ path: uploads.path }).from(uploads)).map((u) => u.path);
    expect(left).not.toContain(unclaimed);
    expect(left).toEqual(expect.arrayContaining([claimed, fresh, own]));
    const file = (p: string) => join(t.config.uploadsDir, p.replace(/^\/uploads\//, ""));
    expect(existsSync(file(unclaimed))).toBe(false);
    expect(existsSync(file(claimed))).toBe(true);
  });
});
