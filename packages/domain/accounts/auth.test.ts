import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { withSmtpPeer } from "../../../test/smtp.ts";
import {
  call,
  callAdmin,
  DEMO_PASSWORD,
  LOGIN,
  login,
  newCustomer,
  REGISTER,
  robot,
} from "../../../test/test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const ME = `query { getUserById { status_code message data { _id email status accountStatus phone address { _id } } } }`;

describe("login", () => {
  it("logs the demo customer in and answers the session", async () => {
    const r = await call<{ jwt: string; role: string; status: boolean; cart: string }>(t, LOGIN, {
      email: "Customer@Manzil.test",
      password: DEMO_PASSWORD,
    });
    expect(r.status_code).toBe(200);
    expect(r.data!.jwt).toMatch(/^ey/);
    expect(r.data!.role).toBe("customer");
    expect(r.data!.status).toBe(true);
    expect(r.data!.cart).toBeTruthy();
  });

  it("answers one message for an unknown email and a wrong password, in Arabic for Arabic", async () => {
    const unknown = await call(t, LOGIN, { email: "nobody@manzil.test", password: "abcd" });
    const wrong = await call(t, LOGIN, { email: "designer@manzil.test", password: "wrong-one" });
    for (const r of [unknown, wrong]) {
      expect(r.status_code).toBe(500);
      expect(r.errors[0]).toBe("Incorrect email or password");
    }
    expect(unknown).toEqual(wrong);
    const ar = await call(t, LOGIN, { email: "designer@manzil.test", password: "wrong-one" }, { lang: "ar" });
    expect(ar.errors[0]).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
    const invalid = await call(t, LOGIN, { email: "", password: "abc" });
    expect(invalid.status_code).toBe(400);
    expect(invalid.errors).toContain("email: This field is required");
    expect(invalid.errors).toContain("password: The password must be at least 4 characters long");
  });
});

describe("register", () => {
  it("needs the robot check, then creates a customer who is logged in", async () => {
    const email = `new${Date.now()}@example.com`;
    const vars = { fName: "Nour", email, password: "abcd", role: "customer" };
    const noRobot = await call(t, REGISTER, vars);
    expect(noRobot.errors[0]).toBe("Please verify that you are not a robot");
    const noRobotAr = await call(t, REGISTER, vars, { lang: "ar" });
    expect(noRobotAr.errors[0]).toBe("يرجى التحقق من أنك لست روبوتًا");
    const payload = await robot(t);
    const ok = await call<{ jwt: string; user: { discountCode: string } }>(t, REGISTER, {
      ...vars,
      robot: payload,
    });
    expect(ok.status_code).toBe(200);
    expect(ok.data!.user.discountCode).toMatch(/^[A-Z2-9]{8}$/);
    const replay = await call(t, REGISTER, { ...vars, email: `x${email}`, robot: payload });
    expect(replay.errors[0]).toBe("Please verify that you are not a robot");
    const again = await call(t, REGISTER, { ...vars, robot: await robot(t) });
    expect(again.status_code).toBe(500);
    expect(again.errors[0]).toBe("This user is already exists");
    const me = await call<{ email: string }>(t, ME, {}, { token: ok.data!.jwt });
    expect(me.data!.email).toBe(email);
  });

  it("a designer needs last name, country, city, an uploaded image and the terms", async () => {
    const base = { fName: "Salma", email: `d${Date.now()}@example.com`, password: "abcd", role: "designer" };
    const missing = await call(t, REGISTER, { ...base, robot: await robot(t) });
    expect(missing.status_code).toBe(400);
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        "lName: This field is required",
        "country: This field is required",
        "city: This field is required",
        "image: Please upload a profile image",
        "termsAccepted: You must accept the terms and conditions",
      ]),
    );
    const foreign = await call(t, REGISTER, {
      ...base,
      lName: "Adel",
      country: "Egypt",
      city: "Cairo",
      image: "https://evil.example/x.png",
      termsAccepted: true,
      robot: await robot(t),
    });
    expect(foreign.errors).toContain("image: Please upload a profile image");
  });

  it("a referral code must exist", async () => {
    const r = await call(t, REGISTER, {
      fName: "A",
      email: `r${Date.now()}@example.com`,
      password: "abcd",
      role: "customer",
      discountCode: "NOPE1234",
      robot: await robot(t),
    });
    expect(r.errors).toContain("discountCode: This referral code is not valid");
  });
});

describe("sessions", () => {
  it("logout really ends the session", async () => {
    const { token } = await newCustomer(t);
    expect((await call(t, ME, {}, { token })).status_code).toBe(200);
    const out = await call(t, `mutation { logout { status_code data } }`, {}, { token });
    expect(out.status_code).toBe(200);
    const after = await call(t, ME, {}, { token });
    expect(after.status_code).toBe(401);
  });

  it("the site's cookie works like a Bearer token", async () => {
    const token = await login(t, "customer@manzil.test");
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", cookie: `manzil_session=${token}` },
      payload: JSON.stringify({ query: ME }),
    });
    expect(response.json().data.getUserById.data.email).toBe("customer@manzil.test");
  });

  it("a deactivated account cannot log in until an administrator reactivates it", async () => {
    const { token, id, email } = await newCustomer(t);
    const off = await call(
      t,
      `mutation { changeRoleOrStatus(byUser: true) { status_code data { accountStatus } } }`,
      {},
      { token },
    );
    expect(off.status_code).toBe(200);
    expect((await call(t, ME, {}, { token })).status_code).toBe(401);
    const refused = await call(t, LOGIN, { email, password: "secret1" });
    expect(refused.status_code).toBe(403);
    expect(refused.errors[0]).toContain("deactivated");
    const admin = await login(t, "admin@manzil.test");
    const on = await callAdmin(
      t,
      `mutation ($u: ID!) { setUserStatus(user: $u, status: "active") { status_code } }`,
      { u: id },
      { token: admin },
    );
    expect(on.status_code).toBe(200);
    expect((await call(t, LOGIN, { email, password: "secret1" })).status_code).toBe(200);
  });

  it("blocked users are refused with the specs' message; only staff change others, in the admin API", async () => {
    const { token, id, email } = await newCustomer(t);
    const other = await newCustomer(t);
    const forbidden = await call(
      t,
      `mutation ($u: ID) { changeRoleOrStatus(user: $u, status: "blocked") { status_code } }`,
      { u: other.id },
      { token },
    );
    expect(forbidden.status_code).toBe(403);
    const admin = await login(t, "admin@manzil.test");
    // In the shop an administrator is a shopper (decision 0106); the admin API blocks.
    const inShop = await call(
      t,
      `mutation ($u: ID) { changeRoleOrStatus(user: $u, status: "blocked") { status_code } }`,
      { u: id },
      { token: admin },
    );
    expect(inShop.status_code).toBe(403);
    await callAdmin(
      t,
      `mutation ($u: ID!) { setUserStatus(user: $u, status: "blocked") { status_code } }`,
      { u: id },
      { token: admin },
    );
    const r = await call(t, LOGIN, { email, password: "secret1" });
    expect(r.errors[0]).toBe("Sorry this user is blocked!");
  });
});

describe("profile", () => {
  it("editProfile converts Arabic digits, limits the phone and confirms a new password", async () => {
    const { token, email } = await newCustomer(t);
    const EDIT = `mutation ($phone: String, $password: String, $newPassword: String, $confirmPassword: String) {
      editProfile(phone: $phone, password: $password, newPassword: $newPassword, confirmPassword: $confirmPassword) {
        status_code errors data { jwt user { phone } } } }`;
    const ok = await call<{ user: { phone: string } }>(t, EDIT, { phone: "٠١٠-١٢٣٤ ٥٦٧٨" }, { token });
    expect(ok.errors).toEqual([]);
    expect(ok.data!.user.phone).toBe("+201012345678");
    const long = await call(t, EDIT, { phone: "012345678901" }, { token });
    expect(long.errors).toContain(
      "phone: Enter a valid mobile or phone number, for example 01012345678 or 0501234567",
    );
    const letters = await call(t, EDIT, { phone: "01a" }, { token });
    expect(letters.errors).toContain(
      "phone: Enter a valid mobile or phone number, for example 01012345678 or 0501234567",
    );
    const mismatch = await call(
      t,
      EDIT,
      { password: "secret1", newPassword: "newpass", confirmPassword: "other" },
      { token },
    );
    expect(mismatch.errors).toContain("confirmPassword: Confirmed password is not match password");
    const wrong = await call(
      t,
      EDIT,
      { password: "nope", newPassword: "newpass", confirmPassword: "newpass" },
      { token },
    );
    expect(wrong.errors).toContain("password: Incorrect password");
    // Guessing the current password meets the sign-in backoff: 5 tries, then a wait (0079).
    for (let i = 0; i < 4; i++)
      await call(
        t,
        EDIT,
        { password: `nope${i}`, newPassword: "newpass", confirmPassword: "newpass" },
        { token },
      );
    const waiting = await call(
      t,
      EDIT,
      { password: "secret1", newPassword: "newpass", confirmPassword: "newpass" },
      { token },
    );
    expect(waiting.status_code).toBe(429);
    await t.services.throttle.update(
      `login:account:${email}`,
      () => undefined,
      () => 0,
    ); // the wait is over
    const changed = await call<{ jwt: string }>(
      t,
      EDIT,
      { password: "secret1", newPassword: "newpass", confirmPassword: "newpass" },
      { token },
    );
    expect(changed.data!.jwt).toBeTruthy();
    expect((await call(t, ME, {}, { token })).status_code).toBe(401);
    expect((await call(t, ME, {}, { token: changed.data!.jwt })).status_code).toBe(200);
    expect((await call(t, LOGIN, { email, password: "newpass" })).status_code).toBe(200);
  });

  it("getUserById: never another customer's account; designers' public profile only", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const Q = `query ($u: ID) { getUserById(user: $u) { status_code data { email address { _id } } } }`;
    expect((await call(t, Q, { u: b.id }, { token: a.token })).status_code).toBe(403);
    expect((await call(t, Q, { u: b.id })).status_code).toBe(401);
    const designer = await login(t, "designer@manzil.test");
    const me = await call<{ email: string }>(
      t,
      `query { getUserById { data { _id } } }`,
      {},
      { token: designer },
    );
    const id = (me.data as unknown as { _id: string })._id;
    const pub = await call<{ email: string | null; address: unknown[] }>(t, Q, { u: id }, { token: a.token });
    expect(pub.status_code).toBe(200);
    expect(pub.data!.email).toBeNull();
    expect(pub.data!.address).toEqual([]);
  });
});

describe("forgot password", () => {
  /** Runs `work` with the worker not woken by new jobs: only `t.worker.drain()` runs them. */
  const withSleepingWorker = async (work: () => Promise<void>) => {
    const jobs = t.services.jobs;
    t.services.jobs = { wake: () => {} };
    try {
      await work();
    } finally {
      t.services.jobs = jobs;
    }
  };

  it("sends nothing in the request: the mail is a job, and known and unknown emails answer alike", async () => {
    await withSmtpPeer(t, (received) =>
      withSleepingWorker(async () => {
        const { email } = await newCustomer(t);
        const FORGOT = `mutation ($e: String!) { forgotPassword(email: $e) { status_code message data } }`;
        const send = vi.spyOn(t.services.mailer, "send");
        const known = await call(t, FORGOT, { e: email });
        const unknown = await call(t, FORGOT, { e: "nobody-at-all@example.com" });
        expect(known).toEqual(unknown);
        expect(known.status_code).toBe(200);
        expect(send).not.toHaveBeenCalled();
        expect(received).toHaveLength(0);
        await t.worker.drain();
        expect(received).toHaveLength(1);
        expect(received[0]).toContain(email);
      }),
    );
  });

  it("mails a single-use link through a real SMTP server, in the user's mail language", async () => {
    await withSmtpPeer(t, async (received) => {
      const { email } = await newCustomer(t, { mailLang: "ar" });
      const FORGOT = `mutation ($e: String!) { forgotPassword(email: $e) { status_code message data } }`;
      const known = await call(t, FORGOT, { e: email });
      const unknown = await call(t, FORGOT, { e: "nobody-at-all@example.com" });
      expect(known).toEqual(unknown);
      await t.worker.drain();
      expect(received).toHaveLength(1);
      const mail = received[0]!.replace(/=\r?\n/g, "");
      expect(mail).toContain(email);
      const token = /token=(?:3D)?([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      expect(token).toBeTruthy();
      expect(mail).toMatch(/ar-eg\/resetPassword/);
      const check = await call<{ email: string }>(
        t,
        `mutation ($t: String!) { isForgotUser(token: $t) { status_code data { email } } }`,
        { t: token },
      );
      expect(check.status_code).toBe(200);
      expect(check.data!.email).toContain("*");
      const RESET = `mutation ($t: String!, $p: String!, $c: String) { resetForgotPassword(token: $t, password: $p, confirmPassword: $c) { status_code errors data { jwt } } }`;
      const mismatch = await call(t, RESET, { t: token, p: "fresh-pass", c: "other" });
      expect(mismatch.errors).toContain("confirmPassword: Confirmed password is not match password");
      const done = await call<{ jwt: string }>(t, RESET, { t: token, p: "fresh-pass", c: "fresh-pass" });
      expect(done.status_code).toBe(200);
      const twice = await call(t, RESET, { t: token, p: "other-pass" });
      expect(twice.status_code).toBe(505);
      expect((await call(t, LOGIN, { email, password: "fresh-pass" })).status_code).toBe(200);
    });
  });

  it("without SMTP the mail lands in the outbox folder as an .eml file", async () => {
    const outbox = t.services.mailer.target;
    const { email } = await newCustomer(t);
    await call(t, `mutation ($e: String!) { forgotPassword(email: $e) { status_code } }`, { e: email });
    await t.worker.drain();
    const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    const mail = files.map((f) => readFileSync(join(outbox, f), "utf8")).find((m) => m.includes(email));
    expect(mail).toContain("Subject:");
  });
});
