import {
  type DocumentNode,
  execute,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from "graphql";
import { createYoga } from "graphql-yoga";
import type { Db } from "#db/client.ts";
import { userFromToken } from "#domain/accounts/session.ts";
import {
  type CountryCode,
  countryFromHeader,
  DEFAULT_API_LANGUAGE,
  DEFAULT_COUNTRY,
  type Language,
  languageFromHeader,
} from "#i18n/locales.ts";
import type { Services } from "#kernel/services.ts";
import type { GraphQLContext } from "./builder.ts";
import { queryLimits } from "./limits.ts";
import { schema as defaultSchema } from "./schema.ts";

export const SESSION_COOKIE = "manzil_session";
const MAX_DEPTH = 10;
const MAX_FIELDS = 400;

export interface GraphQLOptions {
  db: Db;
  services: Services;
  production: boolean;
  log: GraphQLContext["log"];
  schema?: GraphQLSchema;
  /** Origins whose pages may call /graphql with credentials (CORS); no other origin gets CORS headers. */
  corsOrigins?: readonly string[];
}

/** The session token: Bearer for API clients, the httpOnly cookie for the site. */
export function tokenFrom(headers: Headers): string | undefined {
  const auth = headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim();
  const cookie = headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function createGraphQL(options: GraphQLOptions) {
  const schema = options.schema ?? defaultSchema;
  const rules = [
    ...specifiedRules,
    queryLimits(MAX_DEPTH, MAX_FIELDS),
    ...(options.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];

  async function contextFor(
    headers: Headers,
    locale?: { language: Language; country: CountryCode },
  ): Promise<GraphQLContext> {
    return {
      db: options.db,
      services: options.services,
      log: options.log,
      user: await userFromToken(options.db, tokenFrom(headers), options.services.jwtSecret),
      language:
        locale?.language ?? languageFromHeader(headers.get("accept-language")) ?? DEFAULT_API_LANGUAGE,
      country: locale?.country ?? countryFromHeader(headers.get("accept-country")) ?? DEFAULT_COUNTRY,
    };
  }

  const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: true,
    logging: false,
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin && options.corsOrigins?.includes(origin)
        ? { origin: [origin], credentials: true }
        : false;
    },
    context: async ({ request }) => contextFor(request.headers),
    plugins: [
      {
        onValidate({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) {
          for (const rule of rules.slice(specifiedRules.length)) addValidationRule(rule);
        },
      },
    ],
  });

  const documents = new Map<string, DocumentNode>();
  /** Runs an operation in-process (the storefront's loaders), with the same rules as over HTTP. */
  async function run<T>(
    source: string,
    variables: Record<string, unknown>,
    context: GraphQLContext,
  ): Promise<T> {
    let document = documents.get(source);
    if (!document) {
      document = parse(source);
      const errors = validate(schema, document, rules);
      if (errors.length)
        throw new Error(`Invalid storefront operation: ${errors.map((e) => e.message).join("; ")}`);
      documents.set(source, document);
    }
    const result = await execute({ schema, document, variableValues: variables, contextValue: context });
    if (result.errors?.length) throw result.errors[0];
    return result.data as T;
  }

  return { yoga, run, contextFor };
}

export type GraphQLService = ReturnType<typeof createGraphQL>;
