/**
 * The layers of decisions 0055 and 0104, checked on the source files:
 * (a) a domain imports another domain only through `packages/domain/<b>/<b>.api.ts`;
 * (b) a transport (`packages/api`, `apps/`) does not read tables (`#db/schema`): it calls services;
 * (c) no arrow runs up inside `packages/`: db ← kernel ← domain ← api (type imports included),
 *     and `i18n` is a leaf that imports none of them;
 * (d) one owner per table: only the files of a table's owner (`TABLE_OWNERS`) write it.
 * Tests, fixtures and test kits may import anything; they, seeds (`packages/db/seed`) and
 * migrations may write any table (they build data, they are not the rules).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, is, Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema/index.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Transports that still read a table, each with its reason. Keep this list short: move the query
 * into a domain service instead of adding to it.
 */
const SCHEMA_IN_TRANSPORT_ALLOWED: Record<string, string> = {};

/** Who writes each table (decision 0104): a domain of `packages/domain/`, or the kernel. */
const OWNED_TABLES: Record<string, string[]> = {
  kernel: ["flow_runs", "outbox", "audit_entries"],
  accounts: [
    "users",
    "revoked_tokens",
    "oauth_accounts",
    "password_reset_tokens",
    "addresses",
    "governorates",
    "areas",
  ],
  ledger: ["profits", "payout_requests", "wallet_transactions"],
  catalog: [
    "categories",
    // products CSV imports (decision 0120)
    "catalog_imports",
    "collections",
    "offers",
    "badges",
    "tags",
    "features",
    "reviews",
    "products",
    "product_prices",
    "product_images",
    "product_badges",
    "product_tags",
  ],
  search: [
    "product_search",
    "product_search_queue",
    "search_words",
    "search_keywords",
    "user_recent_searches",
  ],
  content: [
    "settings",
    "sliders",
    "banners",
    "adverts",
    "faqs",
    "content_pages",
    "how_it_works_stages",
    "header_descriptions",
  ],
  blog: ["posts"],
  cart: ["carts", "cart_items"],
  wishlist: ["wishlist_items"],
  orders: ["orders", "order_items", "order_returns"],
  promotions: ["coupons", "coupon_uses", "gift_cards"],
  payments: ["payments", "payment_events", "payment_methods", "refunds", "payment_sandbox_records"],
  earnings: ["payment_details"],
  tickets: ["designer_tickets", "ticket_messages"],
  forms: ["careers", "career_requests", "contact_messages", "b2b_enquiries"],
  uploads: ["uploads"],
};
const TABLE_OWNERS: Record<string, string> = Object.fromEntries(
  Object.entries(OWNED_TABLES).flatMap(([owner, tables]) => tables.map((table) => [table, owner])),
);

/** Every table of `packages/db/schema`: its export name → its SQL name. */
const SCHEMA_TABLES = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value as object, Table) ? [[name, getTableName(value as Table)] as const] : [],
  ),
);
const SQL_TABLES = new Set(SCHEMA_TABLES.values());

const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "+types", "dist"]);
const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) || /\.fixture\.ts$/.test(path) || /(^|\/)test-kit\.ts$/.test(path);
/** Files that build data rather than keep rules: they may write any table. */
const mayWriteAnyTable = (path: string) =>
  isTestFile(path) || /^(test|bench)\//.test(path) || /^packages\/db\/(seed|migrations)\//.test(path);

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

/** The layers inside `packages/`, lowest first (`apps/` sits above them all); i18n is a leaf. */
const LAYERS = ["packages/db/", "packages/kernel/", "packages/domain/", "packages/api/", "apps/"];
const layerOf = (path: string) => LAYERS.findIndex((prefix) => path.startsWith(prefix));

/** The broken rules of one file, as readable lines. */
function layerViolations(file: string, source: string): string[] {
  if (isTestFile(file) || file.startsWith("test/")) return [];
  const problems: string[] = [];
  const from = domainOf(file);
  const transport = file.startsWith("packages/api/") || file.startsWith("apps/");
  const layer = file.startsWith("packages/i18n/") ? -1 : layerOf(file);
  for (const { specifier } of importsOf(source)) {
    const target = resolveSpecifier(file, specifier);
    if (!target) continue;
    const to = domainOf(target);
    if (from && to && to !== from && target !== `packages/domain/${to}/${to}.api.ts`)
      problems.push(`${file}: imports ${specifier}; another domain only through ${to}/${to}.api.ts`);
    if (transport && target.startsWith("packages/db/schema") && !(file in SCHEMA_IN_TRANSPORT_ALLOWED))
      problems.push(`${file}: a transport imports ${specifier}; read tables in a domain service`);
    if (file.startsWith("packages/") && layerOf(target) > layer)
      problems.push(`${file}: imports ${specifier}, a layer above its own (db ← kernel ← domain ← api)`);
  }
  return problems;
}

/** Source text without comments, so prose that says "update orders" is not taken for SQL. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The tables a source writes (SQL names): drizzle's insert/update/delete and raw SQL. */
function tablesWritten(source: string): string[] {
  const code = withoutComments(source);
  const written: string[] = [];
  for (const m of code.matchAll(/\.(?:insert|update|delete)\(\s*(?:[\w$]+\.)?([\w$]+)\s*\)/g))
    if (SCHEMA_TABLES.has(m[1]!)) written.push(SCHEMA_TABLES.get(m[1]!)!);
  for (const m of code.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(?:[\w$]+\.)?([\w$]+)\s*\}/gi,
  ))
    if (SCHEMA_TABLES.has(m[1]!)) written.push(SCHEMA_TABLES.get(m[1]!)!);
  for (const m of code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi))
    if (SQL_TABLES.has(m[1]!.toLowerCase())) written.push(m[1]!.toLowerCase());
  return [...new Set(written)];
}

/** The writes of one file to tables it does not own, as readable lines. */
function ownerViolations(file: string, source: string): string[] {
  if (mayWriteAnyTable(file)) return [];
  const owner = file.startsWith("packages/kernel/") ? "kernel" : domainOf(file);
  return tablesWritten(source)
    .filter((table) => TABLE_OWNERS[table] !== owner)
    .map((table) => `${file}: writes ${table}, which ${TABLE_OWNERS[table] ?? "nobody"} owns`);
}

describe("layers (decisions 0055, 0104)", () => {
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
    ).toHaveLength(1);
    expect(
      layerViolations("packages/db/replica.ts", `import { e } from "#kernel/db-errors.ts";`),
    ).toHaveLength(1);
    expect(layerViolations("packages/db/client.ts", `import type { A } from "../api/x.ts";`)).toHaveLength(1);
    expect(layerViolations(cart, `import { x } from "#api/builder.ts";`)).toHaveLength(1);
    expect(layerViolations("packages/i18n/format.ts", `import { x } from "#kernel/ids.ts";`)).toHaveLength(1);
    expect(layerViolations("packages/kernel/x.ts", `import { x } from "#db/client.ts";`)).toEqual([]);
    expect(layerViolations("packages/db/x.ts", `import { x } from "#i18n/locales.ts";`)).toEqual([]);
  });

  it("the write check sees drizzle and raw SQL writes, and only outside the owner", () => {
    const orders = "packages/domain/orders/orders.service.ts";
    expect(ownerViolations(orders, `await ctx.db.insert(s.profits).values(x);`)).toEqual([
      `${orders}: writes profits, which ledger owns`,
    ]);
    expect(ownerViolations(orders, "tx.db\n  .update(payoutRequests)\n  .set({})")).toHaveLength(1);
    expect(ownerViolations(orders, "await tx.db.delete(s.walletTransactions);")).toHaveLength(1);
    expect(ownerViolations(orders, "sql`insert into profits (user_id) values (1)`")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(ownerViolations(orders, "sql`update ${s.users} set wallet = 0`")).toHaveLength(1);
    expect(ownerViolations(orders, "sql`DELETE FROM wallet_transactions`")).toHaveLength(1);
    expect(ownerViolations(orders, "await ctx.db.update(s.orders).set({ status });")).toEqual([]);
    expect(ownerViolations(orders, "// we update profits at delivery\nmap.delete(key);")).toEqual([]);
    expect(ownerViolations(orders, "select * from profits; on conflict do update set")).toEqual([]);
    expect(ownerViolations("packages/kernel/jobs.ts", "sql`delete from outbox`")).toEqual([]);
    expect(ownerViolations("packages/domain/ledger/x.ts", "tx.db.insert(s.profits)")).toEqual([]);
    for (const exempt of ["packages/db/seed/demo.ts", "test/checkout-kit.ts", "x/orders.test.ts"])
      expect(ownerViolations(exempt, "db.insert(s.profits)")).toEqual([]);
  });

  it("every source file keeps to them", () => {
    const files = ["packages", "apps"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => layerViolations(file, readFileSync(join(ROOT, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("every table has one owner, and only the owner writes it (decision 0104)", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...SQL_TABLES].sort());
    for (const owner of Object.keys(OWNED_TABLES))
      if (owner !== "kernel")
        expect(sourceFiles(`packages/domain/${owner}`).length, owner).toBeGreaterThan(0);
    const files = ["packages", "apps", "scripts"].flatMap(sourceFiles);
    const problems = files.flatMap((file) => ownerViolations(file, readFileSync(join(ROOT, file), "utf8")));
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
