/**
 * Every page gets the strings its components use (decisions 0082, 0103): the layout's from the root
 * loader, the others from `pageMessages(lang, [...])` in its own loader or a parent's, as
 * namespaces (`catalog`) or groups (`idesign.promo`). A missing one would show raw keys, so this
 * follows each route module's imports (TypeScript's parser, relative paths, static and `import()`)
 * and compares the groups the code uses with what the loaders give.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { LAYOUT_MESSAGES, layoutMessages, messagesFor, NAMESPACES, pageMessages } from "./messages.server.ts";

const APP = resolve(import.meta.dirname, "..");
/** The translator itself: its `createT(language, messages, ns)` is the mechanism, not a use. */
const TRANSLATOR = resolve(APP, "lib/i18n.tsx");
const NS_KEY = new RegExp(`^(${NAMESPACES.join("|")}):([A-Za-z_][\\w-]*)`);
const CATALOGUE = messagesFor("en");
/** The names the storefront gives its translators (`t`, and `tt`, `tc`, `ta` beside another). */
const TRANSLATOR_NAMES = /^t[tca]?$/;

interface Facts {
  imports: string[];
  /**
   * What the module uses: `ns.group` for `t("group.key")` through a `t` bound to `ns` (or
   * `t("ns:group.key")`, or a `"ns:group.key"` literal), `ns` whole when a key is not readable.
   */
  uses: Set<string>;
  /** Each `pageMessages(lang, [...])` call's list. */
  gives: string[][];
  /** Calls the test cannot follow: a namespace not literal, a `t` from nowhere. */
  unreadable: string[];
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/**
 * The keys a `t` call's first argument can be: a literal, a template's literal start up to its
 * first substitution (`group.${x}` gives `group.`), either side of a condition; `undefined` when
 * the argument is anything else.
 */
function keysOf(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return undefined;
  const text = literal(node);
  if (text !== undefined) return [text];
  if (ts.isTemplateExpression(node)) return node.head.text.includes(".") ? [node.head.text] : undefined;
  if (ts.isParenthesizedExpression(node)) return keysOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [keysOf(node.whenTrue), keysOf(node.whenFalse)];
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

/** `ns.group` for a key read in namespace `ns` (its own `ns:` prefix first). */
function partOf(ns: string, key: string): string {
  const prefixed = NS_KEY.exec(key);
  if (prefixed) return `${prefixed[1]}.${prefixed[2]}`;
  return `${ns}.${key.split(".")[0]}`;
}

/** The names this module binds to a translator's `t`, with their namespace. */
function translators(source: ts.SourceFile, unreadable: string[]): Map<string, string> {
  const bound = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
      const call = node.initializer;
      const callee = ts.isIdentifier(call.expression) ? call.expression.text : "";
      if (callee === "useTranslation" || callee === "createT") {
        const arg = callee === "useTranslation" ? call.arguments[0] : call.arguments[2];
        const ns = arg ? literal(arg) : "translation";
        if (ns === undefined) unreadable.push(call.getText(source));
        const names = ts.isIdentifier(node.name)
          ? callee === "createT"
            ? [node.name.text]
            : []
          : ts.isObjectBindingPattern(node.name)
            ? node.name.elements
                .filter((e) => (e.propertyName ?? e.name).getText(source) === "t")
                .map((e) => e.name.getText(source))
            : [];
        for (const name of names) bound.set(name, ns ?? "?");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bound;
}

function factsOf(file: string): Facts {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const facts: Facts = { imports: [], uses: new Set(), gives: [], unreadable: [] };
  const scan = file !== TRANSLATOR;
  const bound = scan ? translators(source, facts.unreadable) : new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      facts.imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      facts.imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node)) {
      const [first, second] = node.arguments;
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : "";
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = literal(first);
        if (spec) facts.imports.push(spec);
      } else if (bound.has(callee)) {
        const ns = bound.get(callee)!;
        const keys = keysOf(first);
        if (keys) for (const key of keys) facts.uses.add(partOf(ns, key));
        else facts.uses.add(ns);
      } else if (scan && TRANSLATOR_NAMES.test(callee)) {
        facts.unreadable.push(`${node.getText(source)}: a translator not bound in this module`);
      } else if (callee === "pageMessages") {
        const list =
          second && ts.isArrayLiteralExpression(second) ? second.elements.map(literal) : [undefined];
        if (list.every((ns) => ns !== undefined)) facts.gives.push(list as string[]);
        else facts.unreadable.push(node.getText(source));
      }
    } else if (scan && ts.isIdentifier(node) && bound.has(node.text)) {
      // A bound `t` anywhere but called, declared or listed as a hook's dependency: it leaves for
      // code the test does not follow, so its namespace counts whole.
      const parent = node.parent;
      const called = ts.isCallExpression(parent) && parent.expression === node;
      const declared = ts.isBindingElement(parent) || ts.isVariableDeclaration(parent);
      if (!called && !declared && !ts.isArrayLiteralExpression(parent)) facts.uses.add(bound.get(node.text)!);
    } else if (scan && (ts.isStringLiteralLike(node) || ts.isTemplateHead(node))) {
      const match = NS_KEY.exec(node.text);
      if (match) facts.uses.add(`${match[1]}.${match[2]}`);
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

/** The parts (namespaces, groups) a module and everything it imports use, and the calls not followed. */
function partsUsed(entry: string): { uses: Set<string>; unreadable: string[] } {
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
  // A group no catalogue has (a key that is not one: its text shows as is) needs nothing given.
  for (const part of uses) {
    const [ns = "", group] = part.split(".", 2);
    if (group !== undefined && CATALOGUE[ns]?.[group] === undefined) uses.delete(part);
  }
  return { uses, unreadable };
}

/** Whether `parts` give `part` (a namespace given whole gives each of its groups). */
const gives = (parts: Set<string>, part: string) => parts.has(part) || parts.has(part.split(".")[0]!);

/** What a route module uses that neither the layout, its parents nor this list of its own give. */
function missing(file: string, parents: string[], own: string[]): string[] {
  const given = new Set<string>([...LAYOUT_MESSAGES, ...parents, ...own]);
  return [...partsUsed(file).uses].filter((part) => !gives(given, part)).sort();
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

describe("page strings: each page's loaders give the groups its components use", () => {
  const root = resolve(APP, "root.tsx");

  it("the layout (root.tsx: header, footer, menus, mini cart, error page) needs what LAYOUT_MESSAGES gives, no more", () => {
    const { uses, unreadable } = partsUsed(root);
    expect(unreadable).toEqual([]);
    const layout = new Set<string>(LAYOUT_MESSAGES);
    expect([...uses].filter((part) => !gives(layout, part))).toEqual([]);
    // Each part it names is used: a namespace given whole has more than one group used.
    for (const part of LAYOUT_MESSAGES)
      expect(
        [...uses].some((used) => used === part || used.startsWith(`${part}.`)),
        part,
      ).toBe(true);
  });

  const all = [...pages(routes).values()];
  it("finds the route modules", () => expect(all.length).toBeGreaterThan(50));

  for (const page of all) {
    const name = relative(APP, page.file);
    it(name, () => {
      const { gives, unreadable } = facts(page.file);
      expect(partsUsed(page.file).unreadable).toEqual([]);
      expect(unreadable, "pageMessages takes a literal list").toEqual([]);
      for (const own of gives.length ? gives : [[]]) {
        expect(missing(page.file, page.parents, own), `${name}: pageMessages(…, [${own}])`).toEqual([]);
      }
    });
  }

  it("would catch a page whose loader forgot a namespace or a group", () => {
    const product = resolve(APP, "routes/catalog/product.tsx");
    const [own = []] = facts(product).gives;
    expect(own).toContain("catalog");
    expect(missing(product, [], own)).toEqual([]);
    const withoutCatalog = missing(
      product,
      [],
      own.filter((ns) => ns !== "catalog"),
    );
    expect(withoutCatalog).toContain("catalog.product");
    expect(withoutCatalog.every((part) => part.startsWith("catalog."))).toBe(true);
    const home = resolve(APP, "routes/home.tsx");
    const [homeOwn = []] = facts(home).gives;
    expect(homeOwn).toContain("idesign.promo");
    expect(missing(home, [], homeOwn)).toEqual([]);
    expect(missing(home, [], ["catalog", "promotions.promo"])).toEqual(["idesign.promo"]);
  });

  it("reads a group from a template's literal start and a namespace whole from a dynamic key", () => {
    const listingBar = partsUsed(resolve(APP, "components/catalog/listing-bar.tsx")).uses;
    expect(listingBar.has("catalog")).toBe(true); // t(label)
    const orders = partsUsed(resolve(APP, "components/orders/order-parts.tsx")).uses;
    expect(orders.has("orders.status")).toBe(true); // t(`status.${status}`)
    expect(orders.has("orders")).toBe(false);
  });
});

describe("pageMessages", () => {
  it("keeps one object per language and list, without what the layout gives, group by group", () => {
    const home = pageMessages("ar", ["translation", "catalog", "promotions.promo", "idesign.promo"]);
    expect(Object.keys(home)).toEqual(["catalog", "promotions", "idesign"]);
    expect(Object.keys(home.idesign!)).toEqual(["promo"]);
    expect(home.idesign!.promo).toBe(messagesFor("ar").idesign!.promo);
    expect(pageMessages("ar", ["translation", "catalog", "promotions.promo", "idesign.promo"])).toBe(home);
    expect(pageMessages("en", ["catalog"]).catalog).not.toBe(pageMessages("ar", ["catalog"]).catalog);
    // The layout gives `account`'s auth, menu, cart…: a page naming `account` gets the others.
    const account = pageMessages("en", ["account"]).account!;
    expect(Object.keys(account).sort()).toEqual(["addresses", "deactivate", "profile", "referral"]);
    expect(pageMessages("en", ["account.auth"])).toEqual({});
  });

  it("gives the layout its namespaces and groups", () => {
    const layout = layoutMessages("en");
    expect(layout.translation).toBe(messagesFor("en").translation);
    expect(Object.keys(layout.account!).sort()).toEqual([
      "auth",
      "cart",
      "common",
      "menu",
      "robot",
      "wishlist",
    ]);
    expect(Object.keys(layout.search!)).toEqual(["instant"]);
    expect(layoutMessages("en")).toBe(layout);
  });
});
