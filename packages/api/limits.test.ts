import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { oneSensitiveMutation, queryLimits } from "./limits.ts";

const schema = buildSchema(`type Node { id: ID, child: Node } type Query { node: Node }`);
const nested = (depth: number) => `{ node ${"{ child ".repeat(depth - 1)}{ id }${" }".repeat(depth - 1)} }`;
const check = (source: string) => validate(schema, parse(source), [queryLimits(5, 20)]).map((e) => e.message);

describe("queryLimits", () => {
  it("lets a document within the limits through", () => {
    expect(check(nested(4))).toEqual([]);
  });

  it("refuses a document nested deeper than the limit, also through fragments", () => {
    expect(check(nested(7))[0]).toMatch(/too deep/);
    const viaFragments = `{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { child { child { child { id } } } } }`;
    expect(check(viaFragments)[0]).toMatch(/too deep/);
  });

  it("refuses a document selecting more fields than the limit", () => {
    const wide = `{ ${Array.from({ length: 30 }, (_, i) => `n${i}: node { id }`).join(" ")} }`;
    expect(check(wide)[0]).toMatch(/too many fields/);
  });
});

describe("queryLimits against crafted documents", () => {
  it("counts fragments that spread each other twice once each, quickly", () => {
    const bomb = `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Node { ...F${i + 1} ...F${i + 1} }`).join(" ")} fragment F40 on Node { id }`;
    const schemaWithRoot = buildSchema(`type Node { id: ID, child: Node } type Query { node: Node, id: ID }`);
    const started = performance.now();
    const errors = validate(schemaWithRoot, parse(bomb.replaceAll("on Node", "on Query")), [
      queryLimits(5, 20),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors.map((e) => e.message).join()).toMatch(/too many fields/);
  });

  it("stops walking past the depth limit", () => {
    expect(check(nested(500))[0]).toMatch(/too deep \(more than 5 > 5\)/);
  });
});

describe("oneSensitiveMutation", () => {
  const auth = buildSchema(
    `type Query { ok: Int } type Mutation { login(p: String): Int, register: Int, addToCart: Int }`,
  );
  const refuse = (source: string) =>
    validate(auth, parse(source), [oneSensitiveMutation()]).map((e) => e.message);

  it("lets one sensitive mutation through, with other mutations beside it", () => {
    expect(refuse(`mutation { login(p: "a") addToCart }`)).toEqual([]);
    expect(refuse(`mutation { a: addToCart b: addToCart }`)).toEqual([]);
  });

  it("refuses aliases, pairs and fragments that hide a second one", () => {
    expect(refuse(`mutation { a: login(p: "a") b: login(p: "b") }`)).toHaveLength(1);
    expect(refuse(`mutation { login register }`)).toHaveLength(1);
    expect(refuse(`mutation { login ...F } fragment F on Mutation { b: login(p: "x") }`)).toHaveLength(1);
    expect(refuse(`mutation { ... on Mutation { a: login } ... on Mutation { b: login } }`)).toHaveLength(1);
  });
});
