/**
 * The layers of decision 0055, checked on the source files:
 * (a) a domain imports another domain only through `packages/domain/<b>/<b>.api.ts`;
 * (b) a transport (`packages/api`, `apps/`) does not read tables (`#db/schema`): it calls services;
 * (c) the kernel imports no domain (only types, in `packages/kernel/services.ts`).
 * Tests, fixtures and test kits may import anything.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Transports that still read a table, each with its reason. Keep this list short: move the query
 * into a domain service instead of adding to it.
 */
const SCHEMA_IN_TRANSPORT_ALLOWED: Record<string, string> = {
  // Records each upload in `uploads`; moves with the file storage adapter (kernel FileStorage) into
  // an uploads service, outside the scope of the boundaries change.
  "apps/server/rest/upload.ts": "upload bookkeeping, to move into an uploads service",
};

/** The kernel may name domain types here (the adapters' interfaces), never values. */
const KERNEL_TYPE_IMPORTS_ALLOWED = new Set(["packages/kernel/services.ts"]);

const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "+types", "dist"]);
const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) || /\.fixture\.ts$/.test(path) || /(^|\/)test-kit\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

/** The modules a source imports or re-exports (static, side-effect and dynamic imports). */
function importsOf(source: string): ImportRef[] {
  const found: ImportRef[] = [];
  const patterns = [
    /\b(import|export)\s+(type\s+)?[^'"`;]*?\sfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const match of source.matchAll(patterns[0]!))
    found.push({ specifier: match[3]!, typeOnly: !!match[2] });
  for (const pattern of patterns.slice(1))
    for (const match of source.matchAll(pattern)) found.push({ specifier: match[1]!, typeOnly: false });
  return found;
}

/** Where a specifier points inside the repository (a path from the root), or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  const alias = /^#([a-z]+)\/(.*)$/.exec(specifier);
  if (alias) return ALIASES[alias[1]!] ? `${ALIASES[alias[1]!]}/${alias[2]}` : specifier;
  if (specifier.startsWith(".")) return normalize(join(dirname(file), specifier)).replaceAll("\\", "/");
  return null;
}

/** package.json "imports". */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports: Record<string, string> })
      .imports,
  ).map(([key, path]) => [key.slice(1, -2), path.slice(2, -2)]),
);

const domainOf = (path: string) => /^packages\/domain\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The broken rules of one file, as readable lines. */
function layerViolations(file: string, source: string): string[] {
  if (isTestFile(file) || file.startsWith("test/")) return [];
  const problems: string[] = [];
  const from = domainOf(file);
  const transport = file.startsWith("packages/api/") || file.startsWith("apps/");
  const kernel = file.startsWith("packages/kernel/");
  for (const { specifier, typeOnly } of importsOf(source)) {
    const target = resolveSpecifier(file, specifier);
    if (!target) continue;
    const to = domainOf(target);
    if (from && to && to !== from && target !== `packages/domain/${to}/${to}.api.ts`)
      problems.push(`${file}: imports ${specifier}; another domain only through ${to}/${to}.api.ts`);
    if (transport && target.startsWith("packages/db/schema") && !(file in SCHEMA_IN_TRANSPORT_ALLOWED))
      problems.push(`${file}: a transport imports ${specifier}; read tables in a domain service`);
    if (kernel && to && !(typeOnly && KERNEL_TYPE_IMPORTS_ALLOWED.has(file)))
      problems.push(`${file}: the kernel imports the domain ${specifier}`);
  }
  return problems;
}

describe("layers (decision 0055)", () => {
  it("the rules catch what they should", () => {
    expect(
      importsOf(`import {\n  a,\n  b,\n} from "../x/y.ts";\nimport type { C } from "#domain/z/z.ts";`),
    ).toEqual([
      { specifier: "../x/y.ts", typeOnly: false },
      { specifier: "#domain/z/z.ts", typeOnly: true },
    ]);
    const cart = "packages/domain/cart/cart.service.ts";
    expect(
      layerViolations(cart, `import { ownAddress } from "../accounts/address.service.ts";`),
    ).toHaveLength(1);
    expect(layerViolations(cart, `import { x } from "#domain/catalog/products.rules.ts";`)).toHaveLength(1);
    expect(layerViolations(cart, `export { y } from "../catalog/sellable.ts";`)).toHaveLength(1);
    expect(layerViolations(cart, `import { x } from "../accounts/accounts.api.ts";`)).toEqual([]);
    expect(layerViolations(cart, `import { x } from "./cart.rules.ts";`)).toEqual([]);
    expect(layerViolations("packages/domain/cart/cart.test.ts", `import "../accounts/x.ts";`)).toEqual([]);
    expect(
      layerViolations("packages/api/types/x.ts", `import { users } from "#db/schema/index.ts";`),
    ).toHaveLength(1);
    expect(
      layerViolations("apps/server/x.ts", `import { users } from "../../packages/db/schema/users.ts";`),
    ).toHaveLength(1);
    expect(
      layerViolations("packages/kernel/flow.ts", `import { x } from "#domain/payments/payments.api.ts";`),
    ).toHaveLength(1);
    expect(
      layerViolations(
        "packages/kernel/services.ts",
        `import type { P } from "#domain/payments/provider.ts";`,
      ),
    ).toEqual([]);
    expect(
      layerViolations("packages/kernel/services.ts", `import { P } from "#domain/payments/provider.ts";`),
    ).toHaveLength(1);
  });

  it("every source file keeps to them", () => {
    const files = ["packages", "apps"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => layerViolations(file, readFileSync(join(ROOT, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("the allow-list names files that exist and still need it", () => {
    for (const file of Object.keys(SCHEMA_IN_TRANSPORT_ALLOWED)) {
      const source = readFileSync(join(ROOT, file), "utf8");
      expect(
        importsOf(source).some((i) => i.specifier.startsWith("#db/schema")),
        file,
      ).toBe(true);
    }
  });
});
