/**
 * The People area over HTTP (decision 0112): who sees people, who may act on an account and who
 * may grant a privilege; each action's audit entry; refusals that change nothing; the race of two
 * super administrators; a person's orders.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import { setPrivilege } from "#domain/accounts/people-actions.service.ts";
import type { RequestContext } from "#kernel/context.ts";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { callAdmin, login, newCustomer } from "../../../../test/test-kit.ts";
import { adminSchema } from "../../schema.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
const PRIVILEGES = ["admin", "catalog", "orders", "finance", "content", "support"] as const;

beforeAll(async () => {
  t = await startTestApp();
  for (const p of PRIVILEGES) tokens[p] = await login(t, `${p}@manzil.test`);
  tokens.customer = await login(t, "customer@manzil.test");
  tokens.designer = await login(t, "designer@manzil.test");
});
afterAll(() => t?.close());

const PEOPLE = `query ($o: ListOptions, $f: PeopleFilter) { people(options: $o, filter: $f) {
  status_code code message fieldErrors { field code } data { total page pageSize items { _id name email role status privilageType createdAt } } } }`;
const COUNTS = `query ($o: ListOptions, $f: PeopleFilter) { peopleCounts(options: $o, filter: $f) { status_code data { customer designer manufacturer } } }`;
const PERSON = `query ($id: ID!) { person(id: $id) { status_code code data { _id email role status privilageType nextStatuses addresses { _id } } } }`;
const ORDERS = `query ($u: ID!) { personOrders(user: $u) { status_code code data { orderId status totalPrice currency createdAt } } }`;
const STATUS = `mutation ($u: ID!, $s: String, $r: String) { setUserStatus(user: $u, status: $s, role: $r) {
  status_code code message fieldErrors { field code message } data { status role } } }`;
const END = `mutation ($u: ID!) { endUserSessions(user: $u) { status_code code data { _id } } }`;
const GRANT = `mutation ($u: ID!, $p: String) { setUserPrivilege(user: $u, privilege: $p) {
  status_code code message fieldErrors { field code message } data { privilageType } } }`;
const VIEWER = `query { viewer { status_code code } }`;

const as = (who: string, query: string, variables: Record<string, unknown> = {}, lang: "ar" | "en" = "en") =>
  callAdmin<any>(t, query, variables, { token: tokens[who], lang });
const idOf = async (email: string) =>
  (await t.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)))[0]!.id;
const userRow = async (id: string) =>
  (await t.database.db.select().from(s.users).where(eq(s.users.id, id)))[0]!;
const entries = (id: string, action?: string) =>
  t.database.db
    .select()
    .from(s.auditEntries)
    .where(and(eq(s.auditEntries.entityId, id), action ? eq(s.auditEntries.action, action) : undefined));

describe("who sees people", () => {
  it("the super administrator, orders and support staff; not catalogue, finance, content or shoppers", async () => {
    expect((await callAdmin(t, PEOPLE)).code).toBe("UNAUTHENTICATED");
    for (const who of ["admin", "orders", "support"])
      expect((await as(who, PEOPLE)).status_code, who).toBe(200);
    for (const who of ["catalog", "finance", "content", "customer", "designer"])
      expect((await as(who, PEOPLE)).code, who).toBe("FORBIDDEN");
  });

  it("a person's page never names a password, its hash or a token", () => {
    for (const type of ["Person", "PersonPage"]) {
      const fields = Object.keys((adminSchema.getType(type) as any).getFields());
      expect(
        fields.filter((f) => /pass|hash|token|secret/i.test(f)),
        type,
      ).toEqual([]);
    }
  });
});

describe("the people list", () => {
  it("finds a customer by e-mail, by part of the phone, with tabs counted over the same search", async () => {
    const byEmail = await as("support", PEOPLE, { o: { search: "CUSTOMER@manzil.test" } });
    expect(byEmail.data.items.map((p: any) => p.email)).toEqual(["customer@manzil.test"]);
    const byPhone = await as("support", PEOPLE, { o: { search: "٠٠١٢٣٤" } });
    expect(byPhone.data.items.map((p: any) => p.email)).toContain("customer@manzil.test");
    const counts = await as("support", COUNTS, { o: { search: "customer@manzil.test" } });
    expect(counts.data).toEqual({ customer: 1, designer: 0, manufacturer: 0 });
  });

  it("filters by role, status and staff, sorts by name, pages on the server", async () => {
    const makers = await as("orders", PEOPLE, { f: { role: "manufacturer" } });
    expect(makers.data.total).toBeGreaterThan(0);
    expect(makers.data.items.every((p: any) => p.role === "manufacturer")).toBe(true);
    const staff = await as("orders", PEOPLE, { f: { staff: true }, o: { sort: "name", direction: "asc" } });
    const names = staff.data.items.map((p: any) => p.name);
    expect(staff.data.items.every((p: any) => p.privilageType)).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const blocked = await as("orders", PEOPLE, { f: { status: "blocked" } });
    expect(blocked.data.items.every((p: any) => p.status === "blocked")).toBe(true);
    const page2 = await as("orders", PEOPLE, { o: { pageSize: 2, page: 2 } });
    expect(page2.data).toMatchObject({ page: 2, pageSize: 2 });
    expect(page2.data.items).toHaveLength(2);
    const bad = await as("orders", PEOPLE, { o: { sort: "password" } }, "ar");
    expect(bad).toMatchObject({ status_code: 400, fieldErrors: [{ field: "options.sort" }] });
  });
});

describe("a person's page", () => {
  it("shows support the profile, addresses, orders; catalogue staff see no orders", async () => {
    const id = await idOf("customer@manzil.test");
    const page = await as("support", PERSON, { id });
    expect(page.data).toMatchObject({
      email: "customer@manzil.test",
      status: "active",
      nextStatuses: ["blocked"],
    });
    expect(page.data.addresses.length).toBeGreaterThan(0);
    const orders = await as("support", ORDERS, { u: id });
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data[0]).toMatchObject({ orderId: expect.any(String), currency: expect.any(String) });
    expect((await as("catalog", ORDERS, { u: id })).code).toBe("FORBIDDEN");
    expect((await as("support", PERSON, { id: "not-an-id" })).code).toBe("INVALID_USER");
  });
});

describe("acting on an account", () => {
  it("support blocks a customer (audited, the session ends on the next request) and unblocks them", async () => {
    const c = await newCustomer(t);
    const blocked = await as("support", STATUS, { u: c.id, s: "blocked" });
    expect(blocked).toMatchObject({ status_code: 200, data: { status: "blocked" } });
    const [entry] = await entries(c.id, "user.status");
    expect(entry).toMatchObject({
      actorEmail: "support@manzil.test",
      actorPrivilege: "support",
      before: { status: "active" },
      after: { status: "blocked" },
    });
    const me = await t.graphql<any>(
      `query { getUserById { status_code } }`,
      {},
      { authorization: `Bearer ${c.token}` },
    );
    expect(me.data.getUserById.status_code).toBe(401);
    expect(await as("support", STATUS, { u: c.id, s: "active" })).toMatchObject({ status_code: 200 });
  });

  it("changes a role to manufacturer with its own entry; a bad role changes nothing, on its field", async () => {
    const c = await newCustomer(t);
    const bad = await as("support", STATUS, { u: c.id, r: "admin" }, "ar");
    expect(bad).toMatchObject({
      status_code: 400,
      fieldErrors: [{ field: "role", message: "هذه القيمة غير صحيحة" }],
    });
    expect((await userRow(c.id)).role).toBe("customer");
    expect(await entries(c.id)).toEqual([]);
    expect(await as("support", STATUS, { u: c.id, r: "manufacturer" })).toMatchObject({
      status_code: 200,
      data: { role: "manufacturer" },
    });
    const [entry] = await entries(c.id, "user.role");
    expect(entry).toMatchObject({ before: { role: "customer" }, after: { role: "manufacturer" } });
    const same = await as("support", STATUS, { u: c.id, r: "manufacturer" });
    expect(same).toMatchObject({
      status_code: 409,
      code: "PERSON_UNCHANGED",
      fieldErrors: [{ field: "role" }],
    });
    expect(await entries(c.id)).toHaveLength(1);
  });

  it("ends every session of a person, audited", async () => {
    const c = await newCustomer(t);
    const before = (await userRow(c.id)).tokenVersion;
    expect(await as("support", END, { u: c.id })).toMatchObject({ status_code: 200 });
    const me = await t.graphql<any>(
      `query { getUserById { status_code } }`,
      {},
      { authorization: `Bearer ${c.token}` },
    );
    expect(me.data.getUserById.status_code).toBe(401);
    const [entry] = await entries(c.id, "user.sessions");
    expect(entry).toMatchObject({ before: { tokenVersion: before }, after: { tokenVersion: before + 1 } });
  });

  it("orders staff read people but change nothing; support never touches a staff account", async () => {
    const c = await newCustomer(t);
    expect((await as("orders", STATUS, { u: c.id, s: "blocked" })).code).toBe("FORBIDDEN");
    const admin = await idOf("admin@manzil.test");
    for (const [query, vars] of [
      [STATUS, { u: admin, s: "blocked" }],
      [END, { u: admin }],
    ] as const)
      expect((await as("support", query, vars)).code).toBe("STAFF_ACCOUNT");
    expect((await userRow(admin)).status).toBe("active");
    expect(await entries(admin)).toEqual([]);
  });
});

describe("granting a privilege", () => {
  it("only the super administrator grants; support and orders staff are refused, nothing changes", async () => {
    const c = await newCustomer(t);
    for (const who of ["support", "orders", "finance"])
      expect((await as(who, GRANT, { u: c.id, p: "admin" })).code, who).toBe("FORBIDDEN");
    expect((await userRow(c.id)).privilageType).toBeNull();
    expect(await entries(c.id)).toEqual([]);
    expect((await callAdmin(t, VIEWER, {}, { token: c.token })).code).toBe("FORBIDDEN");
    const granted = await as("admin", GRANT, { u: c.id, p: "support" });
    expect(granted).toMatchObject({ status_code: 200, data: { privilageType: "support" } });
    const [entry] = await entries(c.id, "user.privilege");
    expect(entry).toMatchObject({
      actorEmail: "admin@manzil.test",
      before: { privilageType: null },
      after: { privilageType: "support" },
    });
    // In effect on the next request, and withdrawn the same way.
    expect((await callAdmin(t, VIEWER, {}, { token: c.token })).status_code).toBe(200);
    expect(await as("admin", GRANT, { u: c.id, p: null })).toMatchObject({ status_code: 200 });
    expect((await callAdmin(t, VIEWER, {}, { token: c.token })).code).toBe("FORBIDDEN");
    expect(await entries(c.id, "user.privilege")).toHaveLength(2);
  });

  it("a bad privilege type and the super administrator's own account change nothing", async () => {
    const c = await newCustomer(t);
    const bad = await as("admin", GRANT, { u: c.id, p: "owner" });
    expect(bad).toMatchObject({ status_code: 400, fieldErrors: [{ field: "privilege" }] });
    const admin = await idOf("admin@manzil.test");
    const own = await as("admin", GRANT, { u: admin, p: null }, "ar");
    expect(own).toMatchObject({
      status_code: 409,
      code: "OWN_ACCOUNT",
      fieldErrors: [{ field: "privilege" }],
    });
    expect(own.message).toMatch(/صلاحيتك/);
    expect((await as("admin", STATUS, { u: admin, s: "blocked" })).code).toBe("OWN_ACCOUNT");
    const row = await userRow(admin);
    expect([row.privilageType, row.status]).toEqual(["admin", "active"]);
    expect(await entries(admin)).toEqual([]);
    expect(await entries(c.id)).toEqual([]);
  });

  it("two super administrators withdrawing each other at once: one succeeds, one remains", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    await t.database.db.update(s.users).set({ privilageType: "admin" }).where(eq(s.users.id, a.id));
    await t.database.db.update(s.users).set({ privilageType: "admin" }).where(eq(s.users.id, b.id));
    // Both requests read their caller as a super administrator before either write commits.
    const ctxOf = (id: string): RequestContext => ({
      db: t.database.db,
      user: { id, role: "customer", privilageType: "admin", status: "active" },
      language: "en",
      country: "eg",
      services: t.services,
    });
    const outcomes = await Promise.allSettled([
      setPrivilege(ctxOf(a.id), { user: b.id, privilege: null }),
      setPrivilege(ctxOf(b.id), { user: a.id, privilege: null }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "FORBIDDEN", status: 403 });
    const left = [(await userRow(a.id)).privilageType, (await userRow(b.id)).privilageType];
    expect(left.filter((p) => p === "admin")).toHaveLength(1);
    expect(await entries(a.id, "user.privilege")).toHaveLength(left[0] === "admin" ? 0 : 1);
  });
});
