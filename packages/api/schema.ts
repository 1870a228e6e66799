import type { GraphQLObjectType } from "graphql";
import { builder } from "./builder.ts";
import "./types/category.ts";
import "./types/settings.ts";
import "./types/catalog/index.ts";
import "./types/account/index.ts";
import "./types/search/index.ts";
import "./types/admin/index.ts";
import "./types/checkout/index.ts";
import "./types/orders/index.ts";
import "./types/promotions/index.ts";
import "./types/tickets/index.ts";
import "./types/forms/index.ts";
import "./types/earnings/index.ts";
import "./types/content/index.ts";
import "./types/blog/index.ts";

export const schema = builder.toSchema({ sortSchema: true });

/** Root fields without declared scopes: none may exist (default deny, decision 0052). */
export function unguardedRootFields(types: Array<GraphQLObjectType | null | undefined>): string[] {
  return types.flatMap((type) =>
    type
      ? Object.values(type.getFields())
          .filter((field) => {
            const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
            return !options?.authScopes;
          })
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
}

const unguarded = unguardedRootFields([schema.getQueryType(), schema.getMutationType()]);
if (unguarded.length)
  throw new Error(`Root fields must declare who may call them (guard.*): ${unguarded.join(", ")}`);
