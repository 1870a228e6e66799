/**
 * Every page gets the string namespaces its components use (decision 0082): the layout's from the
 * root loader, the others from `pageMessages(lang, [...])` in its own loader or a parent's. A
 * missing one would show raw keys, so this follows each route module's imports (TypeScript's
 * parser, relative paths, static and `import()`) and compares what the code uses with what the
 * loaders give.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { LAYOUT_NAMESPACES, layoutMessages, NAMESPACES, pageMessages } from "./messages.server.ts";

const APP = resolve(import.meta.dirname, "..");
/** The translator itself: its `createT(language, messages, ns)` is the mechanism, not a use. */
const TRANSLATOR = resolve(APP, "lib/i18n.tsx");
const NS_KEY = new RegExp(`^(${NAMESPACES.join("|")}):[A-Za-z_]`);

interface Facts {
  imports: string[];
  /** Namespaces used: `useTranslation()`, `useTranslation("ns")`, `createT(l, m, "ns")`, "ns:key". */
  uses: Set<string>;
  /** Each `pageMessages(lang, [...])` call's list. */
  gives: string[][];
  /** Calls whose namespace is not a literal (the test cannot follow them). */
  unreadable: string[];
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

function factsOf(file: string): Facts {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const facts: Facts = { imports: [], uses: new Set(), gives: [], unreadable: [] };
  const scan = file !== TRANSLATOR;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      facts.imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      facts.imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node)) {
      const [first, second, third] = node.arguments;
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : "";
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = literal(first);
        if (spec) facts.imports.push(spec);
      } else if (scan && (callee === "useTranslation" || callee === "createT")) {
        const arg = callee === "useTranslation" ? first : third;
        const ns = arg ? literal(arg) : "translation";
        if (ns) facts.uses.add(ns);
        else facts.unreadable.push(node.getText(source));
      } else if (callee === "pageMessages") {
        const list =
          second && ts.isArrayLiteralExpression(second) ? second.elements.map(literal) : [undefined];
        if (list.every((ns) => ns !== undefined)) facts.gives.push(list as string[]);
        else facts.unreadable.push(node.getText(source));
      }
    } else if (scan && (ts.isStringLiteralLike(node) || ts.isTemplateHead(node))) {
      const ns = NS_KEY.exec(node.text)?.[1];
      if (ns) facts.uses.add(ns);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

const factsCache = new Map<string, Facts>();
function facts(file: string): Facts {
  const found = factsCache.get(file) ?? factsOf(file);
  factsCache.set(file, found);
  return found;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null; // packages and #aliases: no storefront components
  if (/\.(?!tsx?$)[a-z]+$/.test(spec)) return null; // styles, images
  const base = resolve(dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  if (!found) throw new Error(`${relative(APP, from)}: cannot resolve ${spec}`);
  return found;
}

/** The namespaces a module and everything it imports use, and the non-literal calls met. */
function namespacesUsed(entry: string): { uses: Set<string>; unreadable: string[] } {
  const seen = new Set<string>();
  const uses = new Set<string>();
  const unreadable: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const f = facts(file);
    for (const ns of f.uses) uses.add(ns);
    for (const call of f.unreadable) unreadable.push(`${relative(APP, file)}: ${call}`);
    for (const spec of f.imports) {
      const target = resolveImport(file, spec);
      if (target) walk(target);
    }
  };
  walk(entry);
  return { uses, unreadable };
}

/** What a route module uses that neither the layout, its parents nor this list of its own give. */
function missing(file: string, parents: string[], own: string[]): string[] {
  const given = new Set<string>([...LAYOUT_NAMESPACES, ...parents, ...own]);
  return [...namespacesUsed(file).uses].filter((ns) => !given.has(ns)).sort();
}

interface Page {
  file: string;
  parents: string[];
}

/** Every route module once, with the namespaces its parent routes' loaders give. */
function pages(entries: RouteConfigEntry[], parents: string[] = [], out = new Map<string, Page>()) {
  for (const entry of entries) {
    const file = resolve(APP, entry.file);
    if (!out.has(file)) out.set(file, { file, parents });
    const own = facts(file).gives;
    // A parent with several lists gives for sure only what every list has.
    const always = own.length ? own.reduce((a, b) => a.filter((ns) => b.includes(ns))) : [];
    if (entry.children) pages(entry.children, [...parents, ...always], out);
  }
  return out;
}

describe("page strings: each page's loaders give the namespaces its components use", () => {
  const root = resolve(APP, "root.tsx");

  it("the layout (root.tsx: header, footer, menus, mini cart, error page) needs exactly LAYOUT_NAMESPACES", () => {
    const { uses, unreadable } = namespacesUsed(root);
    expect(unreadable).toEqual([]);
    expect([...uses].sort()).toEqual([...LAYOUT_NAMESPACES].sort());
  });

  const all = [...pages(routes).values()];
  it("finds the route modules", () => expect(all.length).toBeGreaterThan(50));

  for (const page of all) {
    const name = relative(APP, page.file);
    it(name, () => {
      const { gives, unreadable } = facts(page.file);
      expect(namespacesUsed(page.file).unreadable).toEqual([]);
      expect(unreadable, "pageMessages takes a literal list").toEqual([]);
      for (const own of gives.length ? gives : [[]]) {
        expect(missing(page.file, page.parents, own), `${name}: pageMessages(…, [${own}])`).toEqual([]);
      }
    });
  }

  it("would catch a page whose loader forgot a namespace", () => {
    const product = resolve(APP, "routes/catalog/product.tsx");
    const [own = []] = facts(product).gives;
    expect(own).toContain("catalog");
    expect(missing(product, [], own)).toEqual([]);
    expect(
      missing(
        product,
        [],
        own.filter((ns) => ns !== "catalog"),
      ),
    ).toEqual(["catalog"]);
  });
});

describe("pageMessages", () => {
  it("keeps one object per language and list, without the layout's namespaces", () => {
    const home = pageMessages("ar", ["translation", "catalog", "promotions"]);
    expect(Object.keys(home)).toEqual(["catalog", "promotions"]);
    expect(pageMessages("ar", ["translation", "catalog", "promotions"])).toBe(home);
    expect(pageMessages("en", ["catalog"]).catalog).not.toBe(pageMessages("ar", ["catalog"]).catalog);
    expect(Object.keys(layoutMessages("en")).sort()).toEqual([...LAYOUT_NAMESPACES].sort());
    expect(layoutMessages("en")).toBe(layoutMessages("en"));
  });
});
