import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { DEMO_PASSWORD, LOGIN, newCustomer } from "../../../test/test-kit.ts";

/** Sign-in backoff per account and per client (decision 0073), through the whole server. */
vi.mock("@node-rs/argon2", async (original) => {
  const argon2 = await original<typeof import("@node-rs/argon2")>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});
let t: TestApp;
beforeAll(async () => {
  // One proxy in front (decision 0072): the test's clients differ by X-Forwarded-For.
  t = await startTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => t?.close());

describe("login backoff", () => {
  /** One login from a client address of its own (this test app trusts one proxy's X-Forwarded-For), at a clock the test moves. */
  const attempt = async (email: string, password: string, ip: string) => {
    const r = await t.graphql<{ login: { status_code: number; errors: string[] } }>(
      LOGIN,
      { email, password },
      { "accept-language": "en", "x-forwarded-for": ip },
    );
    return r.data.login;
  };
  const withClock = async (work: (advance: (ms: number) => void) => Promise<void>) => {
    const realClock = t.services.clock;
    let now = Date.now();
    t.services.clock = { now: () => new Date(now) };
    try {
      await work((ms) => {
        now += ms;
      });
    } finally {
      t.services.clock = realClock;
    }
  };

  it("backs off after 5 wrong passwords instead of locking: the right password works once the wait has passed", async () => {
    const { email } = await newCustomer(t);
    const ip = "203.0.113.10";
    await withClock(async (advance) => {
      for (let i = 0; i < 5; i++) expect((await attempt(email, "wrong-pass", ip)).status_code).toBe(500);
      const waiting = await attempt(email, "secret1", ip);
      expect(waiting.status_code).toBe(429);
      expect(waiting.errors[0]).toBe("Too many requests, please try again later");
      expect((await attempt(email, "secret1", "203.0.113.11")).status_code).toBe(429); // per account
      advance(1_000); // the first wait is one second
      expect((await attempt(email, "wrong-pass", ip)).status_code).toBe(500);
      advance(1_000); // the sixth failure doubled it
      expect((await attempt(email, "secret1", ip)).status_code).toBe(429);
      advance(1_000);
      expect((await attempt(email, "secret1", ip)).status_code).toBe(200);
      // The success cleared the account's count: a typo next time is not punished.
      expect((await attempt(email, "wrong-pass", ip)).status_code).toBe(500);
      expect((await attempt(email, "secret1", ip)).status_code).toBe(200);
    });
  });

  it("an attacker trying as fast as allowed never keeps an administrator out longer than 15 minutes", async () => {
    const ip = "203.0.113.20";
    await withClock(async (advance) => {
      for (let i = 0; i < 15; i++) {
        expect((await attempt("admin@manzil.test", "wrong-pass", ip)).status_code).toBe(500);
        advance(Math.min(15 * 60_000, 1000 * 2 ** Math.max(0, i - 4))); // just past each wait
      }
      expect((await attempt("admin@manzil.test", DEMO_PASSWORD, "198.51.100.1")).status_code).toBe(200);
    });
  });

  it("slows one client trying many emails, not the others", async () => {
    const ip = "203.0.113.30";
    await withClock(async () => {
      for (let i = 0; i < 20; i++)
        expect((await attempt(`guess${i}@manzil.test`, "wrong-pass", ip)).status_code).toBe(500);
      expect((await attempt("guess-next@manzil.test", "wrong-pass", ip)).status_code).toBe(429);
      expect((await attempt("customer@manzil.test", DEMO_PASSWORD, ip)).status_code).toBe(429);
      expect((await attempt("customer@manzil.test", DEMO_PASSWORD, "203.0.113.31")).status_code).toBe(200);
    });
  });

  it("refuses aliased logins in one request", async () => {
    const many = Array.from(
      { length: 50 },
      (_, i) => `a${i}: login(email: "x${i}@manzil.test", password: "abcd") { status_code }`,
    );
    const r = await t.graphql(`mutation { ${many.join(" ")} }`);
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0]?.message).toBe("Send one sign-in or account operation per request");
  });

  it("does the same argon2 work for an unknown email as for a known one, and answers the same", async () => {
    const ip = "203.0.113.40";
    const calls = vi.mocked(verify);
    calls.mockClear();
    const unknown = await attempt("nobody-here@manzil.test", "wrong-pass", ip);
    expect(calls).toHaveBeenCalledTimes(1);
    const known = await attempt("customer@manzil.test", "wrong-pass", ip);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(unknown).toEqual(known);
    // The unknown email was checked against a real argon2id hash, not skipped.
    expect(calls.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
  });

  it("two sign-ins at once (a double click, two devices) both succeed, even after a few typos", async () => {
    const { email } = await newCustomer(t);
    for (let i = 0; i < 4; i++)
      expect((await attempt(email, "wrong-pass", "203.0.113.60")).status_code).toBe(500);
    const both = await Promise.all([
      attempt(email, "secret1", "203.0.113.61"),
      attempt(email, "secret1", "198.51.100.61"),
    ]);
    expect(both.map((r) => r.status_code)).toEqual([200, 200]);
    // Six tabs signing in at once are six successes, not five and a wait.
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(email, "secret1", `203.0.113.${70 + i}`)),
    );
    expect(six.map((r) => r.status_code)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("a wrong guess beside a right sign-in still counts, and the backoff still follows the failures", async () => {
    const { email } = await newCustomer(t);
    const ip = "203.0.113.80";
    await withClock(async () => {
      const mixed = await Promise.all([
        ...Array.from({ length: 4 }, () => attempt(email, "wrong-pass", ip)),
        attempt(email, "secret1", ip),
      ]);
      expect(mixed.filter((r) => r.status_code === 500)).toHaveLength(4);
      expect(mixed.filter((r) => r.status_code === 200)).toHaveLength(1);
      // Whatever the order, at most 4 failures are counted after the success: 5 more guesses,
      // then a wait.
      const after = [];
      for (let i = 0; i < 6; i++) after.push((await attempt(email, "wrong-pass", ip)).status_code);
      expect(after.at(-1)).toBe(429);
    });
  });

  it("a burst of parallel guesses gets the free tries only", async () => {
    const { email } = await newCustomer(t);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => attempt(email, "wrong-pass", "203.0.113.50")),
    );
    expect(replies.filter((r) => r.status_code === 500)).toHaveLength(5);
    expect(replies.filter((r) => r.status_code === 429)).toHaveLength(25);
  });
});
