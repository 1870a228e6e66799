/** The audit screen's list (decisions 0111, 0112): super administrators only, searched, field by field. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesOf } from "#kernel/audit-list.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { callAdmin, login, newCustomer } from "../../../../test/test-kit.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const p of ["admin", "support", "orders", "finance"]) tokens[p] = await login(t, `${p}@manzil.test`);
});
afterAll(() => t?.close());

const AUDIT = `query ($o: ListOptions, $f: AuditFilter) { auditEntries(options: $o, filter: $f) {
  status_code code fieldErrors { field code } data { total items { actorEmail actorPrivilege action entity entityId ip createdAt changes { field before after } } } } }`;
const BLOCK = `mutation ($u: ID!) { setUserStatus(user: $u, status: "blocked") { status_code } }`;
const GRANT = `mutation ($u: ID!, $p: String) { setUserPrivilege(user: $u, privilege: $p) { status_code } }`;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  callAdmin<any>(t, query, variables, { token: tokens[who] });

describe("the audit list", () => {
  it("is the super administrator's alone", async () => {
    expect((await callAdmin(t, AUDIT)).code).toBe("UNAUTHENTICATED");
    for (const who of ["support", "orders", "finance"])
      expect((await as(who, AUDIT)).code, who).toBe("FORBIDDEN");
    expect((await as("admin", AUDIT)).status_code).toBe(200);
  });

  it("finds entries by actor, action, entity id and time, newest first, each change field by field", async () => {
    const c = await newCustomer(t);
    const start = new Date(Date.now() - 1000).toISOString();
    expect((await as("support", BLOCK, { u: c.id })).status_code).toBe(200);
    expect((await as("admin", GRANT, { u: c.id, p: "content" })).status_code).toBe(200);
    const all = await as("admin", AUDIT, { f: { entity: "user", entityId: c.id } });
    expect(all.data.items.map((e: any) => e.action)).toEqual(["user.privilege", "user.status"]);
    expect(all.data.items[0]).toMatchObject({
      actorEmail: "admin@manzil.test",
      actorPrivilege: "admin",
      changes: [{ field: "privilageType", before: null, after: "content" }],
    });
    expect(all.data.items[1].changes).toEqual([{ field: "status", before: "active", after: "blocked" }]);
    const bySupport = await as("admin", AUDIT, { f: { actor: "SUPPORT@", entityId: c.id } });
    expect(bySupport.data.items.map((e: any) => e.action)).toEqual(["user.status"]);
    const byAction = await as("admin", AUDIT, { f: { action: "user.priv", from: start } });
    expect(byAction.data.items.every((e: any) => e.action === "user.privilege")).toBe(true);
    expect(byAction.data.items.map((e: any) => e.entityId)).toContain(c.id);
    const before = await as("admin", AUDIT, { f: { entityId: c.id, to: start } });
    expect(before.data.total).toBe(0);
    const bad = await as("admin", AUDIT, { f: { from: "yesterday" } });
    expect(bad).toMatchObject({ status_code: 400, fieldErrors: [{ field: "filter.from" }] });
  });

  it("writes values as text: strings as they are, the rest as JSON", () => {
    expect(changesOf({ n: 1, s: "a", o: { x: 1 } }, { n: 2, s: "b" })).toEqual([
      { field: "n", before: "1", after: "2" },
      { field: "s", before: "a", after: "b" },
      { field: "o", before: '{"x":1}', after: null },
    ]);
  });
});
