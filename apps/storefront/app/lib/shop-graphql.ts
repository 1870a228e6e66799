/**
 * The shop schema's `graphql()` (decision 0105): a document written with it is typed from
 * `packages/api/schema.graphql` through the introspection in `graphql-env.d.ts` (regenerate:
 * `npm run schema:types`, also run by `npm run schema:print`). Fragments are unmasked: a document
 * that spreads `...CardFields` (passed as `graphql(doc, [CardFields])`) gets the fragment's fields.
 */
import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/** A value of the schema's `JSON` scalar (settings, an order's address and a line's options). */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: JsonValue };
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from "gql.tada";
