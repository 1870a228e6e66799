/**
 * The back office's trail (decision 0111): an entry per admin write, in the write's transaction
 * (who, what, before and after, from where), none for a refused one, and the admin API's check
 * that a successful write wrote one.
 */
import { desc, eq } from "drizzle-orm";
import { createSchema, createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { callAdmin, login, newCustomer } from "../../test/test-kit.ts";
import { auditedWrites } from "../api/audited-writes.ts";
import { audit } from "./audit.ts";
import { withTransaction } from "./tx.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t, "admin@manzil.test");
});
afterAll(() => t?.close());

const SET_STATUS = `mutation ($u: ID!, $s: String) { setUserStatus(user: $u, status: $s) { status_code code data { status } } }`;
const entriesFor = (id: string) =>
  t.database.db
    .select()
    .from(s.auditEntries)
    .where(eq(s.auditEntries.entityId, id))
    .orderBy(desc(s.auditEntries.createdAt));

describe("audit entries (decision 0111)", () => {
  it("are written only inside the change's transaction", async () => {
    const ctx = { db: t.database.db, user: null };
    await expect(audit(ctx, { action: "user.status", entity: "user", entityId: "x" })).rejects.toThrow(
      /transaction/,
    );
    // Rolled back with the change: nothing stays.
    await expect(
      withTransaction(ctx, async (tx) => {
        await audit(tx, { action: "user.status", entity: "user", entityId: "rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await entriesFor("rolled-back")).toEqual([]);
  });

  it("record who changed what, from what to what, and from where", async () => {
    const customer = await newCustomer(t);
    const r = await callAdmin(t, SET_STATUS, { u: customer.id, s: "blocked" }, { token: admin });
    expect(r).toMatchObject({ status_code: 200 });
    const [entry] = await entriesFor(customer.id);
    expect(entry).toMatchObject({
      actorEmail: "admin@manzil.test",
      actorPrivilege: "admin",
      action: "user.status",
      entity: "user",
      before: { status: "active" },
      after: { status: "blocked" },
    });
    expect(entry!.ip).toBeTruthy();
  });

  it("record nothing for a refused write, which changes nothing", async () => {
    const customer = await newCustomer(t);
    const r = await callAdmin(t, SET_STATUS, { u: customer.id, s: "gone" }, { token: admin });
    expect(r.status_code).toBe(400);
    expect(await entriesFor(customer.id)).toEqual([]);
  });
});

describe("the admin API's check (decision 0111)", () => {
  const yogaWith = (production: boolean, writes: number) => {
    const errors: string[] = [];
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: "type Query { ok: Int } type E { status_code: Int } type Mutation { a: E b: E }",
        resolvers: { Mutation: { a: () => ({ status_code: 200 }), b: () => ({ status_code: 400 }) } },
      }),
      context: () => ({
        auditTrail: { recorded: writes },
        log: { error: (_: unknown, m: string) => errors.push(m), warn() {} },
      }),
      plugins: [auditedWrites(production)],
      maskedErrors: false,
    });
    const ask = async (query: string) =>
      (
        await yoga.fetch("http://x/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query }),
        })
      ).json();
    return { ask, errors };
  };

  it("fails a successful write that left no entry (outside production), names it, and logs it", async () => {
    const { ask, errors } = yogaWith(false, 0);
    const answer = await ask("mutation { a { status_code } b { status_code } }");
    expect(answer.errors?.[0]?.message).toMatch(/admin write without an audit entry: a \(/);
    expect(errors).toHaveLength(1);
  });

  it("lets it through when it wrote one, when it failed, and for reads", async () => {
    expect((await yogaWith(false, 1).ask("mutation { a { status_code } }")).errors).toBeUndefined();
    expect((await yogaWith(false, 0).ask("mutation { b { status_code } }")).errors).toBeUndefined();
    expect((await yogaWith(false, 0).ask("{ ok }")).errors).toBeUndefined();
  });

  it("in production, logs and keeps the answer (the change is made)", async () => {
    const { ask, errors } = yogaWith(true, 0);
    const answer = await ask("mutation { a { status_code } }");
    expect(answer).toEqual({ data: { a: { status_code: 200 } } });
    expect(errors).toHaveLength(1);
  });
});
