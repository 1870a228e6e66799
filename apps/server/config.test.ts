import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "manzil-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({ DATA_DIR: fresh() });
    expect(config).toMatchObject({ port: 3000, production: true, seedDemo: true, databaseUrl: undefined });
  });

  it("generates the session secret once, keeps it private in the data folder and reuses it", () => {
    const dir = fresh();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(statSync(join(dir, "secrets.json")).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, "secrets.json"), "utf8")).toContain(first);
  });

  it("turns Redis on with REDIS_URL only (decision 0077), with a prefix for its keys", () => {
    expect(loadConfig({ DATA_DIR: fresh() }).redis).toBeNull();
    expect(loadConfig({ DATA_DIR: fresh(), REDIS_URL: "redis://127.0.0.1:6379/2" }).redis).toEqual({
      url: "redis://127.0.0.1:6379/2",
      prefix: "manzil:",
    });
    expect(
      loadConfig({ DATA_DIR: fresh(), REDIS_URL: "rediss://cache.internal:6380", REDIS_PREFIX: "shop-a:" })
        .redis,
    ).toEqual({ url: "rediss://cache.internal:6380", prefix: "shop-a:" });
    expect(() => loadConfig({ DATA_DIR: fresh(), REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: fresh(), REDIS_URL: "redis://h", REDIS_PREFIX: "a b" })).toThrow(
      /REDIS_PREFIX/,
    );
  });

  it("prefers the secret from the environment", () => {
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: fresh(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: fresh(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: fresh(), JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: fresh(), DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("sizes the embedded database's buffer pool and names its compiler (decision 0085)", () => {
    expect(loadConfig({ DATA_DIR: fresh() }).pgliteSharedBuffers).toBe("32MB");
    expect(loadConfig({ DATA_DIR: fresh(), PGLITE_SHARED_BUFFERS: "256kB" }).pgliteSharedBuffers).toBe(
      "256kB",
    );
    expect(() => loadConfig({ DATA_DIR: fresh(), PGLITE_SHARED_BUFFERS: "lots" })).toThrow(
      /PGLITE_SHARED_BUFFERS.*a size such as 32MB/,
    );
  });

  it("trusts no proxy unless told, and reads the hops or addresses (decision 0072)", () => {
    expect(loadConfig({ DATA_DIR: fresh() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: fresh(), TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ DATA_DIR: fresh(), TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8"],
    });
    expect(() => loadConfig({ DATA_DIR: fresh(), TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it("reads CORS_ORIGINS as origins and refuses what is not one", () => {
    const config = loadConfig({
      DATA_DIR: fresh(),
      CORS_ORIGINS: "https://admin.shop.test/, http://localhost:5173",
    });
    expect(config.corsOrigins).toEqual(["https://admin.shop.test", "http://localhost:5173"]);
    expect(loadConfig({ DATA_DIR: fresh() }).corsOrigins).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: fresh(), CORS_ORIGINS: "javascript:alert(1)" })).toThrow(
      /CORS_ORIGINS/,
    );
  });

  it("keeps PUBLIC_URL without a trailing slash", () => {
    expect(loadConfig({ DATA_DIR: fresh(), PUBLIC_URL: "https://shop.test/" }).publicUrl).toBe(
      "https://shop.test",
    );
    expect(loadConfig({ DATA_DIR: fresh(), PORT: "3123" }).publicUrl).toBe("http://localhost:3123");
  });

  it("reads the probes', shutdown's and metrics' settings (decision 0074)", () => {
    expect(loadConfig({ DATA_DIR: fresh() }).ops).toEqual({
      readyTimeoutMs: 2000,
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 10_000,
      metricsToken: undefined,
    });
    const set = loadConfig({
      DATA_DIR: fresh(),
      READY_TIMEOUT_MS: "500",
      SHUTDOWN_DELAY_MS: "5000",
      SHUTDOWN_TIMEOUT_MS: "30000",
      METRICS_TOKEN: "a-long-enough-token",
    }).ops;
    expect(set).toEqual({
      readyTimeoutMs: 500,
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 30_000,
      metricsToken: "a-long-enough-token",
    });
    expect(() => loadConfig({ DATA_DIR: fresh(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ DATA_DIR: fresh(), SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
