import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { queryLimits } from "./limits.ts";

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
