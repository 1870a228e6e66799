import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

describe("isDatabaseUnavailable (decision 0079)", () => {
  it("knows a server that is not there, one shutting down, and a pool that waited too long", async () => {
    const pool = new pg.Pool({
      connectionString: "postgres://postgres@127.0.0.1:1/none",
      connectionTimeoutMillis: 500,
    });
    const refused = await pool.query("select 1").catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // drizzle wraps the driver's error in `cause`.
    expect(isDatabaseUnavailable({ message: "Failed query", cause: { code: "57P01" } })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves the request's own faults and plain bugs alone", () => {
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable({ cause: { code: "22P02" } })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
