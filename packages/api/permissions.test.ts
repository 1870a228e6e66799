/** Permissions (decision 0052): the table, default deny on the schema, each role refused what it may not do. */
import { eq } from "drizzle-orm";
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#db/schema/index.ts";
import type { SessionUser } from "#kernel/context.ts";
import { can } from "#kernel/permissions.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { login, newCustomer } from "../../test/test-kit.ts";
import {
  adminFieldsWithoutStaffPermission,
  adminSchema,
  schema,
  shopFieldsWithStaffPermission,
  unguardedRootFields,
} from "./schema.ts";

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: "u1",
  role: "customer",
  privilageType: null,
  status: "active",
  ...over,
});

describe("the permissions table", () => {
  it("grants by role and privilege type, and nothing to a blocked user", () => {
    expect(can(null, "read:product:any")).toBe(true);
    expect(can(null, "update:cart:own")).toBe(false);
    expect(can(user({}), "update:cart:own")).toBe(true);
    expect(can(user({}), "read:order:any")).toBe(false);
    expect(can(user({ role: "designer" }), "create:ticket:own")).toBe(true);
    expect(can(user({}), "create:ticket:own")).toBe(false);
    expect(can(user({ privilageType: "orders" }), "update:order:any")).toBe(true);
    // the orders team refunds and records cash collected (decision 0114); support does neither
    expect(can(user({ privilageType: "orders" }), "create:refund:any")).toBe(true);
    expect(can(user({ privilageType: "orders" }), "update:payment:any")).toBe(true);
    expect(can(user({ privilageType: "support" }), "create:refund:any")).toBe(false);
    expect(can(user({ privilageType: "support" }), "update:order:any")).toBe(false);
    expect(can(user({ privilageType: "finance" }), "create:refund:any")).toBe(true);
    expect(can(user({ privilageType: "content" }), "update:product:any")).toBe(false);
    expect(can(user({ privilageType: "catalog" }), "read:product-cost:any")).toBe(true);
    expect(can(user({ privilageType: "support" }), "update:job:any")).toBe(false);
    expect(can(user({ privilageType: "admin" }), "update:job:any")).toBe(true);
    expect(can(user({ privilageType: "admin", status: "blocked" }), "read:order:any")).toBe(false);
    expect(can(user({ status: "deactivated" }), "update:cart:own")).toBe(false);
    // the profit ledger (decision 0057): beneficiaries read their own, finance anyone's
    expect(can(user({ role: "designer" }), "read:profit:own")).toBe(true);
    expect(can(user({ role: "manufacturer" }), "read:profit:own")).toBe(true);
    expect(can(user({}), "read:profit:own")).toBe(false);
    expect(can(user({ role: "designer" }), "read:profit:any")).toBe(false);
    expect(can(user({ privilageType: "finance" }), "read:profit:any")).toBe(true);
    expect(can(user({ privilageType: "orders" }), "read:profit:any")).toBe(false);
    // bank accounts (decision 0061): sellers their own, finance anyone's, not the orders team
    expect(can(user({ role: "designer" }), "update:payment-details:own")).toBe(true);
    expect(can(user({ role: "manufacturer" }), "create:payment-details:own")).toBe(true);
    expect(can(user({}), "create:payment-details:own")).toBe(false);
    expect(can(user({ role: "designer" }), "read:payment-details:any")).toBe(false);
    expect(can(user({ privilageType: "finance" }), "update:payment-details:any")).toBe(true);
    expect(can(user({ privilageType: "orders" }), "read:payment-details:any")).toBe(false);
    expect(can(user({ privilageType: "admin" }), "delete:payment-details:any")).toBe(true);
    // other people's accounts (searchUser by e-mail): the orders and support teams, not catalogue
    expect(can(user({ privilageType: "orders" }), "read:user:any")).toBe(true);
    expect(can(user({ privilageType: "support" }), "read:user:any")).toBe(true);
    expect(can(user({ privilageType: "catalog" }), "read:user:any")).toBe(false);
    // granting a privilege and changing a staff account (decision 0112): the super administrator only
    expect(can(user({ privilageType: "admin" }), "update:privilege:any")).toBe(true);
    for (const p of ["catalog", "orders", "finance", "content", "support"] as const)
      expect(can(user({ privilageType: p }), "update:privilege:any"), p).toBe(false);
    expect(can(user({ privilageType: "support" }), "update:user:any")).toBe(true);
    expect(can(user({ privilageType: "orders" }), "update:user:any")).toBe(false);
    // the Overview (decision 0121): every privilege type that sees a figure, not content staff
    for (const p of ["admin", "catalog", "orders", "finance", "support"] as const)
      expect(can(user({ privilageType: p }), "read:report:any"), p).toBe(true);
    expect(can(user({ privilageType: "content" }), "read:report:any")).toBe(false);
    expect(can(user({}), "read:report:any")).toBe(false);
  });
});

describe("default deny on the schema", () => {
  it("every Query and Mutation field declares who may call it", () => {
    expect(unguardedRootFields([schema.getQueryType(), schema.getMutationType()])).toEqual([]);
  });

  it("finds a root field that declares nothing", () => {
    const bare = new GraphQLSchema({
      query: new GraphQLObjectType({ name: "Query", fields: { open: { type: GraphQLString } } }),
    });
    expect(unguardedRootFields([bare.getQueryType()])).toEqual(["Query.open"]);
  });
});

describe("two APIs (decision 0106)", () => {
  const roots = (x: GraphQLSchema) => [x.getQueryType(), x.getMutationType()];
  it("every admin field needs a staff permission; no shop field does", () => {
    expect(adminFieldsWithoutStaffPermission(roots(adminSchema))).toEqual([]);
    expect(shopFieldsWithStaffPermission(roots(schema))).toEqual([]);
    expect(Object.keys(adminSchema.getQueryType()!.getFields())).toContain("tickets");
    expect(Object.keys(schema.getQueryType()!.getFields())).not.toContain("tickets");
    expect(Object.keys(schema.getMutationType()!.getFields())).not.toContain("acceptTicket");
  });

  it("finds an admin field behind no staff permission, and a staff field in the shop", () => {
    const open = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: "Query",
        fields: {
          orders: {
            type: GraphQLString,
            extensions: { pothosOptions: { authScopes: { permission: "read:order:own" } } },
          },
          jobs: {
            type: GraphQLString,
            extensions: { pothosOptions: { authScopes: { permission: "read:job:any" } } },
          },
        },
      }),
    });
    expect(adminFieldsWithoutStaffPermission([open.getQueryType()])).toEqual(["Query.orders"]);
    expect(shopFieldsWithStaffPermission([open.getQueryType()])).toEqual(["Query.jobs"]);
  });
});

const JOBS = `query { jobs(filter: { status: pending }) { status_code code message data { total items { _id topic status } } } }`;
const RETRY = `mutation ($j: ID!) { retryJob(job: $j) { status_code code message data { _id status } } }`;
const ADD_ADDRESS = `mutation { addAddress(address1: "x") { status_code code message } }`;

describe("each role is refused what it may not do", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ask = async (query: string, who: string | null, variables = {}, lang = "en", api = "admin") => {
    const headers: Record<string, string> = { "accept-language": lang };
    if (who) headers.authorization = `Bearer ${tokens[who]}`;
    const r = await (api === "admin" ? t.admin : t.graphql)<
      Record<string, { status_code: number; code: string; message: string }>
    >(query, variables, headers);
    if (r.errors?.length) throw new Error(r.errors[0]!.message);
    return Object.values(r.data)[0]!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens.customer = await login(t, "customer@manzil.test");
    tokens.designer = await login(t, "designer@manzil.test");
    tokens.admin = await login(t, "admin@manzil.test");
    for (const privilege of ["support", "finance", "orders", "catalog", "content"] as const) {
      const fresh = await newCustomer(t);
      await t.database.db.update(s.users).set({ privilageType: privilege }).where(eq(s.users.id, fresh.id));
      tokens[privilege] = fresh.token;
    }
    const blocked = await newCustomer(t);
    await t.database.db
      .update(s.users)
      .set({ privilageType: "admin", status: "blocked" })
      .where(eq(s.users.id, blocked.id));
    tokens.blocked = blocked.token;
  });
  afterAll(() => t.close());

  it("reading the job queue: finance and the super administrator only", async () => {
    expect(await ask(JOBS, null)).toMatchObject({ status_code: 401, code: "UNAUTHENTICATED" });
    expect(await ask(JOBS, null, {}, "ar")).toMatchObject({ message: "يرجى تسجيل الدخول أولًا" });
    for (const who of ["customer", "designer", "support", "orders"])
      expect(await ask(JOBS, who), who).toMatchObject({ status_code: 403, code: "FORBIDDEN" });
    expect(await ask(JOBS, "blocked")).toMatchObject({ status_code: 403, code: "USER_BLOCKED" });
    expect(await ask(JOBS, "finance")).toMatchObject({ status_code: 200, code: "SUCCESS" });
    expect(await ask(JOBS, "admin")).toMatchObject({ status_code: 200, code: "SUCCESS" });
  });

  it("collections and offers: catalogue staff and the super administrator only (decision 0134)", async () => {
    const lists = [
      "query { adminCollections { status_code code message } }",
      "query { adminOffers { status_code code message } }",
    ];
    for (const q of lists) {
      for (const who of ["customer", "designer", "support", "orders", "finance", "content"])
        expect(await ask(q, who), who).toMatchObject({ status_code: 403, code: "FORBIDDEN" });
      expect(await ask(q, "catalog")).toMatchObject({ status_code: 200 });
      expect(await ask(q, "admin")).toMatchObject({ status_code: 200 });
    }
    const create = `mutation ($i: AdminOfferInput!) { createOffer(input: $i) { status_code code message } }`;
    const input = {
      slug: "perm-offer",
      title: "P",
      arTitle: "ع",
      discount: 5,
      startDate: "2026-01-01",
      endDate: "2026-02-01",
    };
    expect(await ask(create, "support", { i: input })).toMatchObject({ status_code: 403 });
    expect(await ask(create, "catalog", { i: input })).toMatchObject({ status_code: 200 });
  });

  it("retrying a dead job: the super administrator only", async () => {
    const [job] = await t.database.db
      .insert(s.outbox)
      .values({ topic: "test.dead", status: "dead", attempts: 8 })
      .returning();
    for (const who of ["customer", "designer", "support", "finance"])
      expect(await ask(RETRY, who, { j: job!.id }), who).toMatchObject({ status_code: 403 });
    expect(await ask(RETRY, "admin", { j: job!.id })).toMatchObject({ status_code: 200 });
    expect(await ask(RETRY, "admin", { j: job!.id })).toMatchObject({
      status_code: 404,
      code: "JOB_NOT_FOUND",
    });
  });

  it("the shop API has no staff operation, and staff act there as shoppers", async () => {
    const r = await t.graphql(
      `query { tickets { status_code } }`,
      {},
      { authorization: `Bearer ${tokens.admin}` },
    );
    expect(r.errors?.[0]?.message).toMatch(/Cannot query field "tickets"/);
    const orders = await ask(
      `query ($u: ID) { getOrdersByUserId(user: $u) { status_code code } }`,
      "orders",
      {
        u: (
          await t.database.db
            .select({ id: s.users.id })
            .from(s.users)
            .where(eq(s.users.email, "customer@manzil.test"))
        )[0]!.id,
      },
      "en",
      "shop",
    );
    expect(orders.status_code).toBeGreaterThanOrEqual(400);
  });

  it("the admin viewer: staff see their permissions, shoppers are refused", async () => {
    const VIEWER = `query { viewer { status_code code data { privilageType permissions } } }`;
    const support = (await t.admin<any>(VIEWER, {}, { authorization: `Bearer ${tokens.support}` })).data
      .viewer;
    expect(support.data.privilageType).toBe("support");
    expect(support.data.permissions).toContain("read:ticket:any");
    expect(support.data.permissions).not.toContain("read:job:any");
    expect((await ask(VIEWER, "customer")).code).toBe("FORBIDDEN");
    expect((await ask(VIEWER, "designer")).code).toBe("FORBIDDEN");
    expect((await ask(VIEWER, null)).code).toBe("UNAUTHENTICATED");
  });

  it("searching customers by e-mail is not the shop's: refused to everybody there (decision 0106)", async () => {
    // The rule itself (read:user:any: orders and support, not catalog or finance) is the service's,
    // tested in search.service.test.ts; staff will search people in the admin API.
    const SEARCH = `query { searchUser(value: "customer@manzil", role: "customer") { status_code code data { email } } }`;
    for (const who of ["catalog", "finance", "customer", "designer", "orders", "support", "admin"])
      expect(await ask(SEARCH, who, {}, "en", "shop"), who).toMatchObject({
        status_code: 403,
        code: "FORBIDDEN",
      });
  });

  it("the Overview: each privilege type gets the figures its permissions open (decision 0121)", async () => {
    const OVERVIEW = `query ($r: String) { overview(range: $r) { status_code code data {
      sales { currency } stages { status } topProducts { _id } topDesigners { _id } newCustomers
      work { returnsRequested ticketsWaiting payoutsPending { count } ordersToMove { status } stock { low } } } } }`;
    const seen = async (who: string) => {
      const r = await ask(OVERVIEW, who, { r: "7d" });
      expect(r, who).toMatchObject({ status_code: 200, code: "SUCCESS" });
      const { work, ...sections } = (r as unknown as { data: Record<string, unknown> & { work: object } })
        .data;
      return [...Object.entries(sections), ...Object.entries(work)]
        .filter(([, value]) => value !== null)
        .map(([name]) => name)
        .sort();
    };
    const ALL = ["sales", "stages", "topProducts", "topDesigners", "newCustomers", "returnsRequested"];
    expect(await seen("admin")).toEqual(
      [...ALL, "ticketsWaiting", "payoutsPending", "ordersToMove", "stock"].sort(),
    );
    expect(await seen("catalog")).toEqual(["stock", "ticketsWaiting"]);
    expect(await seen("orders")).toEqual([...ALL, "ordersToMove"].sort());
    expect(await seen("finance")).toEqual(
      ["sales", "stages", "topProducts", "topDesigners", "returnsRequested", "payoutsPending"].sort(),
    );
    expect(await seen("support")).toEqual(["newCustomers", "returnsRequested", "stages", "ticketsWaiting"]);
    for (const who of ["content", "customer", "designer"])
      expect(await ask(OVERVIEW, who), who).toMatchObject({ status_code: 403, code: "FORBIDDEN" });
    expect(await ask(OVERVIEW, "blocked")).toMatchObject({ status_code: 403, code: "USER_BLOCKED" });
    expect(await ask(OVERVIEW, null)).toMatchObject({ status_code: 401, code: "UNAUTHENTICATED" });
    // A bad range is a field message in the admin's language, never a 500.
    const bad = await t.admin<{ overview: { status_code: number; fieldErrors: unknown[] } }>(
      `query { overview(from: "2026-03-10", to: "2026-03-01") { status_code fieldErrors { field code message } } }`,
      {},
      { authorization: `Bearer ${tokens.admin}`, "accept-language": "ar" },
    );
    expect(bad.data.overview).toEqual({
      status_code: 400,
      fieldErrors: [
        {
          field: "to",
          code: "DATE_RANGE_REVERSED",
          message: "يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده",
        },
      ],
    });
  });

  it("a visitor is asked to sign in for a signed-in operation, in the envelope", async () => {
    expect(await ask(ADD_ADDRESS, null, {}, "en", "shop")).toMatchObject({
      status_code: 401,
      code: "UNAUTHENTICATED",
    });
  });

  it("bad input to an admin operation is a 400 with a field code, never a 500", async () => {
    const r = await t.admin<{ jobs: { status_code: number; code: string; fieldErrors: unknown[] } }>(
      `query { jobs(options: { pageSize: 100000, sort: "password" }, filter: { topic: "x" }) { status_code code fieldErrors { field code message } } }`,
      {},
      { authorization: `Bearer ${tokens.admin}`, "accept-language": "ar" },
    );
    expect(r.data.jobs.status_code).toBe(400);
    expect(r.data.jobs.code).toBe("INVALID_INPUT");
    expect(r.data.jobs.fieldErrors).toEqual([
      { field: "options.pageSize", code: "INVALID_VALUE", message: "هذه القيمة غير صحيحة" },
      { field: "options.sort", code: "INVALID_VALUE", message: "هذه القيمة غير صحيحة" },
    ]);
  });
});
