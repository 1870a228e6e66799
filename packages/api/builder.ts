import SchemaBuilder from "@pothos/core";
import type { RequestContext } from "#domain/context.ts";

export interface GraphQLContext extends RequestContext {
  log: { error(obj: unknown, msg?: string): void };
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

builder.scalarType("JSON", {
  description: "Any JSON value (settings values)",
  serialize: (v) => v,
  parseValue: (v) => v,
});
