import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { RequestContext } from "#kernel/context.ts";
import { can, type Permission } from "#kernel/permissions.ts";

export interface GraphQLContext extends RequestContext {
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** The scopes a root field declares (decision 0052): every Query and Mutation field names one. */
export interface AuthScopes {
  /** Anyone, visitors included. */
  public: boolean;
  /** A signed-in user (any role); the service checks ownership. */
  signedIn: boolean;
  /** A user holding this permission. */
  permission: Permission;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
  AuthScopes: AuthScopes;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: !!ctx.user,
      permission: (p: Permission) => can(ctx.user, p),
    }),
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType("JSON", {
  description: "Any JSON value (settings values)",
  serialize: (v) => v,
  parseValue: (v) => v,
});
