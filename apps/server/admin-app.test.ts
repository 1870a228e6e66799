/** The back office's door (decision 0106): staff sign in with the store's accounts, nobody else. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password = "manzil-demo", lang = "en") =>
  t.app.inject({
    method: "POST",
    url: "/admin/session",
    headers: { "content-type": "application/json", "accept-language": lang },
    payload: { email, password },
  });

describe("POST /admin/session", () => {
  it("signs staff in with the store's session cookie; the admin API then knows them", async () => {
    const r = await signIn("support@manzil.test");
    expect(r.statusCode).toBe(200);
    const cookie = String(r.headers["set-cookie"]);
    expect(cookie).toMatch(/^manzil_session=[^;]+; .*HttpOnly/);
    const viewer = await t.admin<{ viewer: { data: { privilageType: string } } }>(
      `query { viewer { data { privilageType } } }`,
      {},
      { cookie: cookie.split(";")[0]! },
    );
    expect(viewer.data.viewer.data.privilageType).toBe("support");
  });

  it("refuses a shopper and a designer, in their language, with no cookie", async () => {
    for (const email of ["customer@manzil.test", "designer@manzil.test"]) {
      const r = await signIn(email, "manzil-demo", "ar");
      expect(r.statusCode).toBe(403);
      expect(r.headers["set-cookie"]).toBeUndefined();
      expect(r.json()).toMatchObject({
        code: "NOT_STAFF",
        message: "لا يملك هذا الحساب صلاحية الدخول إلى لوحة الإدارة",
      });
    }
  });

  it("answers a wrong password or a malformed body with a clear 4xx, never a cookie", async () => {
    const wrong = await signIn("admin@manzil.test", "not-the-password");
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const odd = await t.app.inject({
      method: "POST",
      url: "/admin/session",
      headers: { "content-type": "application/json" },
      payload: { email: ["x"], password: { $ne: 1 } },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBeTruthy();
  });

  it("signs out: the cookie is cleared", async () => {
    const r = await t.app.inject({ method: "POST", url: "/admin/session/end" });
    expect(String(r.headers["set-cookie"])).toMatch(/^manzil_session=;/);
  });
});
