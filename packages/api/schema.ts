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
// The People and Audit areas (issue 37, decision 0112)
import "./types/people/index.ts";
// The Overview (issue 37, decision 0121)
import "./types/reports/index.ts";

/** The shop API at /graphql (decision 0106): shoppers, designers, the storefront, a mobile app. */
export const schema = builder.toSchema({ sortSchema: true, subGraph: "shop" });
/** The admin API at /admin/graphql: staff operations, each behind a permission on everybody's records. */
export const adminSchema = builder.toSchema({ sortSchema: true, subGraph: "admin" });

type ScopeOptions = { pothosOptions?: { authScopes?: { permission?: string; signedIn?: boolean } } };
const rootFields = (types: Array<GraphQLObjectType | null | undefined>) =>
  types.flatMap((type) =>
    type
      ? Object.values(type.getFields()).map((field) => ({
          name: `${type.name}.${field.name}`,
          scopes: (field.extensions as ScopeOptions).pothosOptions?.authScopes,
        }))
      : [],
  );

/** Root fields without declared scopes: none may exist (default deny, decision 0052). */
export function unguardedRootFields(types: Array<GraphQLObjectType | null | undefined>): string[] {
  return rootFields(types)
    .filter((f) => !f.scopes)
    .map((f) => f.name);
}

/** Admin root fields not behind a `…:any` permission (decision 0106); the viewer is the one exception. */
export function adminFieldsWithoutStaffPermission(
  types: Array<GraphQLObjectType | null | undefined>,
): string[] {
  return rootFields(types)
    .filter((f) => !f.scopes?.permission?.endsWith(":any") && f.name !== "Query.viewer")
    .map((f) => f.name);
}

/** Shop root fields that need a staff permission: staff operations belong to the admin API. */
export function shopFieldsWithStaffPermission(types: Array<GraphQLObjectType | null | undefined>): string[] {
  return rootFields(types)
    .filter((f) => f.scopes?.permission?.endsWith(":any"))
    .map((f) => f.name);
}

const roots = (s: typeof schema) => [s.getQueryType(), s.getMutationType()];
const problems = [
  ...unguardedRootFields([...roots(schema), ...roots(adminSchema)]).map((f) => `${f}: declares no guard`),
  ...adminFieldsWithoutStaffPermission(roots(adminSchema)).map((f) => `admin ${f}: needs guard.admin(…:any)`),
  ...shopFieldsWithStaffPermission(roots(schema)).map(
    (f) => `shop ${f}: a staff operation, move it to the admin API`,
  ),
];
if (problems.length) throw new Error(`Schema rules (decisions 0052, 0106):\n${problems.join("\n")}`);
