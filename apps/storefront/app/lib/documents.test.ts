/**
 * Every GraphQL document in the apps matches its schema (decision 0105). `tsc` types what a page
 * reads of a result but lets an unknown field pass as `unknown`, so this reads every `graphql(`
 * call in `apps/**` with TypeScript's parser, puts each operation together with the fragments it
 * spreads, and validates it with graphql-js against the printed schema: a renamed field fails
 * `npm test` as it fails `gql.tada check` in `npm run lint`.
 *
 * The schemas are the ones `tsconfig.json` names for gql.tada (`schemas: [{ name, schema,
 * tadaOutputLocation }]`); a module's `graphql` belongs to the schema whose introspection output
 * the module it is imported from reads. A second schema (the admin one) is checked once it is
 * listed there.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  visit,
} from "graphql";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../../..");
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "+types"]);

interface SchemaEntry {
  name: string;
  schema: string;
  tadaOutputLocation: string;
}

/** A `graphql(` call: its text, where it is, and the schema its `graphql` function is made for. */
interface Found {
  where: string;
  schema: string | undefined;
  source: string | null;
  /** Made inside a function: made again (parsed, validated) on every call. */
  inFunction: boolean;
}

function tsconfigSchemas(): SchemaEntry[] {
  // tsconfig.json is plain JSON here (no comments).
  const config = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8"));
  const plugin = config.compilerOptions.plugins.find(
    (p: { name: string }) => p.name === "gql.tada/ts-plugin",
  );
  return plugin.schemas;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const parsed = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Where a relative import of `file` leads. */
const resolveImport = (file: string, specifier: string) =>
  specifier.startsWith(".") ? resolve(dirname(file), specifier) : undefined;

/** The modules that make a `graphql` with `initGraphQLTada` over a schema's introspection output. */
function graphqlModules(files: string[], schemas: SchemaEntry[]): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("initGraphQLTada")) continue;
    for (const statement of parsed(file).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveImport(file, statement.moduleSpecifier.text);
      const schema = schemas.find((s) => resolve(ROOT, s.tadaOutputLocation) === target);
      if (schema) modules.set(file, schema.name);
    }
  }
  return modules;
}

/** Every `graphql(` call of the apps, with the schema of the module its `graphql` comes from. */
function findDocuments(): Found[] {
  const schemas = tsconfigSchemas();
  const files = sourceFiles(join(ROOT, "apps"));
  const makers = graphqlModules(files, schemas);
  const found: Found[] = [];
  for (const file of files) {
    if (!readFileSync(file, "utf8").includes("graphql(")) continue;
    const source = parsed(file);
    let schema: string | undefined;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const names = statement.importClause?.namedBindings;
      if (!names || !ts.isNamedImports(names) || !names.elements.some((e) => e.name.text === "graphql"))
        continue;
      schema = makers.get(resolveImport(file, statement.moduleSpecifier.text) ?? "");
    }
    const visitNode = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "graphql"
      ) {
        const [first] = node.arguments;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const where = `${relative(ROOT, file)}:${line + 1}`;
        const literal = first && (ts.isNoSubstitutionTemplateLiteral(first) || ts.isStringLiteral(first));
        let inFunction = false;
        for (let up = node.parent; up; up = up.parent) inFunction ||= ts.isFunctionLike(up);
        found.push({ where, schema, source: literal ? first.text : null, inFunction });
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return found;
}

/** The fragments a definition spreads, and theirs, by name. */
function spreadNames(
  definition: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): Set<string> {
  const names = new Set<string>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (names.has(name)) return;
        names.add(name);
        const fragment = fragments.get(name);
        if (fragment) walk(fragment);
      },
    });
  walk(definition);
  return names;
}

const schemaCache = new Map<string, GraphQLSchema>();
function schemaNamed(name: string): GraphQLSchema {
  let schema = schemaCache.get(name);
  if (!schema) {
    const entry = tsconfigSchemas().find((s) => s.name === name)!;
    schema = buildSchema(readFileSync(join(ROOT, entry.schema), "utf8"));
    schemaCache.set(name, schema);
  }
  return schema;
}

/** The messages of validating every document of `found` against its schema. */
function documentErrors(found: Found[]): string[] {
  const errors: string[] = [];
  const documents: Array<{ where: string; schema: string; document: DocumentNode }> = [];
  for (const f of found) {
    if (f.source === null) errors.push(`${f.where}: graphql() takes a literal document, not a template`);
    else if (!f.schema)
      errors.push(`${f.where}: graphql() comes from no module of a schema in tsconfig.json`);
    else {
      try {
        documents.push({ where: f.where, schema: f.schema, document: parse(f.source) });
      } catch (error) {
        errors.push(`${f.where}: ${(error as Error).message}`);
      }
    }
  }
  for (const schemaName of new Set(documents.map((d) => d.schema))) {
    const own = documents.filter((d) => d.schema === schemaName);
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const { where, document } of own)
      for (const d of document.definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION) {
          if (fragments.has(d.name.value)) errors.push(`${where}: a second fragment named ${d.name.value}`);
          fragments.set(d.name.value, d);
        }
    const schema = schemaNamed(schemaName);
    for (const { where, document } of own) {
      for (const definition of document.definitions) {
        const operation = definition.kind === Kind.OPERATION_DEFINITION;
        const spread = [...spreadNames(definition, fragments)];
        const missing = spread.filter((name) => !fragments.has(name));
        for (const name of missing) errors.push(`${where}: no fragment named ${name}`);
        const whole: DocumentNode = {
          kind: Kind.DOCUMENT,
          definitions: [definition, ...spread.flatMap((name) => fragments.get(name) ?? [])],
        };
        // A fragment alone is used elsewhere; an operation must use every fragment it carries.
        const rules = operation ? specifiedRules : specifiedRules.filter((r) => r !== NoUnusedFragmentsRule);
        for (const error of validate(schema, whole, rules)) errors.push(`${where}: ${error.message}`);
      }
    }
  }
  return errors;
}

describe("GraphQL documents (decision 0105)", () => {
  const found = findDocuments();

  it("finds the storefront's documents, each made by a schema's graphql()", () => {
    expect(found.filter((f) => f.where.startsWith("apps/storefront/")).length).toBeGreaterThan(80);
    expect(found.filter((f) => !f.schema).map((f) => f.where)).toEqual([]);
  });

  it("each document is made once, at module level (the server validates each document object once)", () => {
    expect(found.filter((f) => f.inFunction).map((f) => f.where)).toEqual([]);
  });

  it("every document is valid against its schema", () => {
    expect(documentErrors(found)).toEqual([]);
  });

  it("each schema's committed introspection output is the printed schema's (npm run schema:types)", () => {
    const dir = mkdtempSync(join(tmpdir(), "tada-output-"));
    try {
      const schemas = tsconfigSchemas().map((s) => ({
        name: s.name,
        schema: resolve(ROOT, s.schema),
        tadaOutputLocation: join(dir, `${s.name}.d.ts`),
      }));
      const plugins = [{ name: "gql.tada/ts-plugin", schemas }];
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { plugins } }));
      const cli = join(ROOT, "node_modules/gql.tada/bin/cli.js");
      execFileSync(process.execPath, [cli, "generate", "output", "--tsconfig", join(dir, "tsconfig.json")], {
        stdio: "pipe",
      });
      for (const s of tsconfigSchemas()) {
        const fresh = readFileSync(join(dir, `${s.name}.d.ts`), "utf8");
        expect(readFileSync(join(ROOT, s.tadaOutputLocation), "utf8") === fresh, s.tadaOutputLocation).toBe(
          true,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a document with a field its schema lacks fails", () => {
    const bad = {
      where: "example.ts:1",
      schema: "shop",
      source: "query { getTags { data { _id nope } } }",
      inFunction: false,
    };
    expect(documentErrors([bad])).toEqual([
      'example.ts:1: Cannot query field "nope" on type "TagSummary". Did you mean "name"?',
    ]);
  });
});
