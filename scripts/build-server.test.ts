import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInThisContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asciiOnly } from "./ascii-only.ts";
import { buildServer, pinImportMeta } from "./build-server.ts";

const root = join(import.meta.dirname, "..");

describe("the server as JavaScript (decision 0089)", () => {
  it("writes a source file's import.meta as the way from the bundle to that file", () => {
    const source = `const a = new URL("./migrations", import.meta.url); const b = import.meta.dirname; const c = import.meta.filename; const d = import.meta.main;`;
    const out = pinImportMeta(source, "/p/packages/db/client.ts", "/p/build/app-server");
    expect(out).toBe(
      `const a = new URL("./migrations", new URL("../../packages/db/client.ts", import.meta.url).href); const b = (import.meta.dirname + "/../../packages/db"); const c = (import.meta.dirname + "/../../packages/db/client.ts"); const d = import.meta.main;`,
    );
  });

  it("escapes every non-ASCII character, meaning the same in strings, templates and regular expressions", () => {
    const code = `[ "منزل…", \`× \${1}\`, /^(?:ال|وال)ب$/.test("البيت") ? 1 : 0, /😀/u.test("😀") ]`;
    const escaped = asciiOnly(code);
    expect(escaped).toMatch(/^[^\u0080-\uffff]*$/);
    expect(escaped).toContain("\\u0645\\u0646\\u0632\\u0644");
    expect(runInThisContext(escaped)).toEqual(runInThisContext(code));
  });

  describe("the bundle", () => {
    const out = join(root, "build", `.test-app-server-${process.pid}`);
    let files: string[] = [];
    beforeAll(async () => {
      await buildServer(out);
      files = readdirSync(out).filter((f) => f.endsWith(".js"));
    }, 60_000);
    afterAll(() => rmSync(out, { recursive: true, force: true }));
    const text = (file: string) => readFileSync(join(out, file), "utf8");
    const imports = (file: string) =>
      [...text(file).matchAll(/^import [^;]*?from "([^"]+)"/gm)]
        .map((m) => m[1]!)
        .filter((s) => !s.startsWith("."));

    it("is ASCII, so V8 keeps its sources one byte a character", () => {
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) expect(text(file), file).toMatch(/^[^\u0080-\uffff]*$/);
    });

    it("starts without the drivers, sharp, nodemailer or ioredis; drizzle-orm is bundled in", () => {
      const atStart = imports("main.js");
      expect(atStart).toEqual(expect.arrayContaining(["fastify", "graphql", "@node-rs/argon2"]));
      for (const lazy of ["pg", "@electric-sql/pglite", "sharp", "nodemailer", "ioredis", "drizzle-orm"])
        expect(
          atStart.filter((s) => s === lazy || s.startsWith(`${lazy}/`)),
          lazy,
        ).toEqual([]);
      const chunks = files.map((f) => ({ f, imports: imports(f) }));
      expect(chunks.find((c) => c.f.startsWith("open-postgres-"))?.imports).toContain("pg");
      expect(chunks.find((c) => c.f.startsWith("open-pglite-"))?.imports).toContain("@electric-sql/pglite");
      expect(chunks.every((c) => !c.imports.some((s) => s.startsWith("drizzle-orm")))).toBe(true);
    });

    it("finds the files its sources find through import.meta", () => {
      const ways = files.flatMap((f) =>
        [...text(f).matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1]!),
      );
      expect(ways).toContain("../../packages/db/client.ts");
      for (const way of ways)
        expect(existsSync(fileURLToPath(new URL(way, `file://${out}/`))), way).toBe(true);
      const migrations = new URL("./migrations", new URL("../../packages/db/client.ts", `file://${out}/`));
      expect(existsSync(fileURLToPath(migrations))).toBe(true);
    });

    it("loads in Node without starting the server when imported", () => {
      const run = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const m = await import(${JSON.stringify(join(out, "main.js"))}); console.log(typeof m.start);`,
        ],
        { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
      );
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toBe("function");
    });

    it("imports no TypeScript, with the storefront's server build: Node never loads its type stripper (decision 0090)", () => {
      const storefront = join(root, "build", "server");
      const modules = [
        ...files.map((f) => join(out, f)),
        ...readdirSync(storefront, { recursive: true, encoding: "utf8" })
          .filter((f) => f.endsWith(".js"))
          .map((f) => join(storefront, f)),
      ];
      expect(modules).toContain(join(storefront, "index.js"));
      const run = spawnSync(
        process.execPath,
        [
          "--no-experimental-strip-types",
          "--input-type=module",
          "-e",
          `for (const m of ${JSON.stringify(modules)}) await import(m); console.log("loaded");`,
        ],
        { cwd: root, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
      );
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toBe("loaded");
    });
  });
});
