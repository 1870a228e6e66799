import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import SubGraphPlugin from "@pothos/plugin-sub-graph";
import type { RequestContext } from "#kernel/context.ts";
import { can, type Permission } from "#kernel/permissions.ts";

export interface GraphQLContext extends RequestContext {
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /**
   * The caller is staff, acting as a shopper in the shop API (decision 0106): their reads stay on
   * the primary, so what they just changed in the back office shows at once (decision 0078).
   */
  staffReadsPrimary?: boolean;
}

/** The scopes a root field declares (decision 0052): every Query and Mutation field names one. */
interface AuthScopes {
  /** Anyone, visitors included. */
  public: boolean;
  /** A signed-in user (any role); the service checks ownership. */
  signedIn: boolean;
  /** A user holding this permission. */
  permission: Permission;
}

/**
 * The two APIs one builder makes (decision 0106): `shop` at /graphql (shoppers, designers, the
 * storefront) and `admin` at /admin/graphql (staff: every root field behind a `…:any`
 * permission). Object types belong to both and each schema keeps the ones its root fields reach;
 * a root field is the shop's unless it says otherwise (`adminQuery`/`adminMutation`, admin.ts).
 */
export type ApiName = "shop" | "admin";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  AuthScopes: AuthScopes;
  SubGraphs: ApiName;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, SubGraphPlugin],
  subGraphs: { defaultForTypes: ["shop", "admin"], fieldsInheritFromTypes: true },
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: !!ctx.user,
      permission: (p: Permission) => can(ctx.user, p),
    }),
  },
});

builder.queryType({ defaultSubGraphsForFields: ["shop"] });
builder.mutationType({ defaultSubGraphsForFields: ["shop"] });

builder.scalarType("JSON", {
  description: "Any JSON value (settings values)",
  serialize: (v) => v,
  parseValue: (v) => v,
});
