import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { login } from "../../../test/test-kit.ts";
import { requireRoutePermission } from "./guard.ts";
import { restHelpers } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("requireRoutePermission", () => {
  it("lets through who holds the permission and answers the others in their language", async () => {
    const app = Fastify();
    const h = restHelpers(t.database.db, t.services);
    app.get("/secret", { preHandler: requireRoutePermission(h, "read:order:any") }, async () => ({
      ok: true,
    }));
    const get = (token?: string, lang = "en") =>
      app.inject({
        method: "GET",
        url: "/secret",
        headers: { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const visitor = await get(undefined, "ar");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({
      status_code: 401,
      code: "UNAUTHENTICATED",
      message: "يرجى تسجيل الدخول أولًا",
    });
    const customer = await get(await login(t, "customer@manzil.test"));
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe("FORBIDDEN");
    const admin = await get(await login(t, "admin@manzil.test"));
    expect(admin.json()).toEqual({ ok: true });
    await app.close();
  });
});
