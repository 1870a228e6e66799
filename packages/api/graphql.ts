import {
  type DocumentNode,
  execute,
  type GraphQLSchema,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from "graphql";
import { createYoga, isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Db } from "#db/client.ts";
import { readCookie, SESSION_COOKIE } from "#domain/accounts/cookies.ts";
import { userFromToken } from "#domain/accounts/session.ts";
import { onCatalogCacheCleared } from "#domain/catalog/catalog.api.ts";
import {
  type CountryCode,
  countryFromHeader,
  DEFAULT_API_LANGUAGE,
  DEFAULT_COUNTRY,
  type Language,
  languageFromHeader,
} from "#i18n/locales.ts";
import type { SessionUser } from "#kernel/context.ts";
import { isDatabaseUnavailable } from "#kernel/db-errors.ts";
import { asShopper } from "#kernel/permissions.ts";
import type { Services } from "#kernel/services.ts";
import { auditedWrites } from "./audited-writes.ts";
import type { GraphQLContext } from "./builder.ts";
import { MAX_TOKENS, oneSensitiveMutation, queryLimits } from "./limits.ts";
import { createResponseCache } from "./response-cache.ts";
import { adminSchema, schema as shopSchema } from "./schema.ts";
import { type AnswerNote, type GraphQLHttpRequest, headersToKeep, requestKeyOf } from "./sent-answers.ts";
import { serviceUnavailable } from "./unavailable.ts";
import { variablesFailure } from "./variables.ts";

const MAX_DEPTH = 10;
const MAX_FIELDS = 400;

export interface GraphQLOptions {
  db: Db;
  /** The read replica for public catalogue reads (decision 0078); absent: the primary serves all. */
  replica?: Db;
  services: Services;
  production: boolean;
  log: GraphQLContext["log"];
  schema?: GraphQLSchema;
  /**
   * Which API (decision 0106): the shop's at /graphql, where everybody acts as a shopper, or the
   * admin's at /admin/graphql, where staff permissions count (no response cache, no replica).
   */
  api?: "shop" | "admin";
  /** Origins whose pages may call /graphql with credentials (CORS); no other origin gets CORS headers. */
  corsOrigins?: readonly string[];
  /** Visitors' public reads kept this many answers (decision 0081); 0 or absent: no cache. */
  responseCacheEntries?: number;
  /** …and at most this many bytes of their JSON (decision 0087). */
  responseCacheBytes?: number;
}

/** The session token: Bearer for API clients, the httpOnly cookie for the site. */
export function tokenFrom(headers: { get(name: string): string | null }): string | undefined {
  const auth = headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim();
  return readCookie(headers.get("cookie"), SESSION_COOKIE);
}

/**
 * Whether an operation may read the replica (decision 0078): a query (a mutation's reads follow its
 * writes) of a visitor or a customer (designers, manufacturers and administrators write the
 * catalogue and must see their changes at once). The services then choose which of their reads go
 * there (`onReplica`).
 */
function mayReadReplica(
  document: DocumentNode,
  operationName: string | null | undefined,
  user: SessionUser | null,
): boolean {
  if (user && (user.role !== "customer" || user.privilageType)) return false;
  return getOperationAST(document, operationName)?.operation === "query";
}

/** What the HTTP handler hands yoga besides the request. */
interface ServerContext {
  clientIp?: string;
  /** Set by the execute hook when the answer is in the response cache (decision 0088). */
  answer?: AnswerNote;
}

export function createGraphQL(options: GraphQLOptions) {
  const api = options.api ?? "shop";
  const schema = options.schema ?? (api === "admin" ? adminSchema : shopSchema);
  const userAsAsked = api === "admin" ? (user: SessionUser | null) => user : asShopper;
  const ownRules = [
    queryLimits(MAX_DEPTH, MAX_FIELDS),
    oneSensitiveMutation(),
    ...(options.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  const rules = [...specifiedRules, ...ownRules];
  /** With introspection off, errors do not suggest names either ("Did you mean …", decision 0073). */
  const hideSuggestions = options.production;
  const parseLimited = (source: string) => parse(source, { maxTokens: MAX_TOKENS });
  const responseCache = createResponseCache({
    maxEntries: api === "admin" ? 0 : (options.responseCacheEntries ?? 0),
    maxBytes: options.responseCacheBytes,
  });
  const stopClearing = onCatalogCacheCleared((db) => {
    if (db === options.db) responseCache.clear();
  });
  const validateWith = (document: DocumentNode) => validate(schema, document, rules, { hideSuggestions });

  async function contextFor(
    headers: Headers,
    locale?: { language: Language; country: CountryCode },
    clientIp?: string,
  ): Promise<GraphQLContext> {
    const language =
      locale?.language ?? languageFromHeader(headers.get("accept-language")) ?? DEFAULT_API_LANGUAGE;
    const session = await userFromToken(options.db, tokenFrom(headers), options.services.jwtSecret).catch(
      (error) => {
        throw isDatabaseUnavailable(error) ? serviceUnavailable(language) : error;
      },
    );
    return {
      db: options.db,
      services: options.services,
      log: options.log,
      user: userAsAsked(session),
      staffReadsPrimary: !!session?.privilageType,
      language,
      country: locale?.country ?? countryFromHeader(headers.get("accept-country")) ?? DEFAULT_COUNTRY,
      clientIp,
      // Every admin write leaves an audit entry (decision 0111): counted here, checked below.
      ...(api === "admin" ? { auditTrail: { recorded: 0 } } : {}),
    };
  }

  /** Document limits, no suggestions in production, envelopes for variables that do not coerce. */
  const hardening: Plugin<GraphQLContext> = {
    onParse({ setParseFn }) {
      setParseFn(parseLimited);
    },
    onValidate({ setValidationFn }) {
      setValidationFn((_schema, document) => validateWith(document));
    },
    onExecute({ args, setExecuteFn, executeFn, setResultAndStopExecution }) {
      const context = args.contextValue;
      if (
        api === "shop" &&
        options.replica &&
        !context.staffReadsPrimary &&
        mayReadReplica(args.document, args.operationName, context.user)
      )
        context.replica = options.replica;
      const refused = variablesFailure(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues,
        args.contextValue,
        hideSuggestions,
      );
      if (refused) return setResultAndStopExecution(refused);
      // A visitor's public read may be answered from the response cache (decision 0081).
      const key = responseCache.keyOf(args.document, args.operationName, args.variableValues, context);
      const note = (context as ServerContext).answer;
      if (key && note) note.cacheKey = key;
      const hit = key ? responseCache.get(key) : undefined;
      if (hit) return setResultAndStopExecution(hit);
      setExecuteFn((execution) => {
        const quiet = { ...execution, hideSuggestions };
        return executeFn(quiet);
      });
      if (!key) return;
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result)) responseCache.set(key, result);
        },
      };
    },
  };

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: api === "admin" ? "/admin/graphql" : "/graphql",
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
    context: async ({ request, clientIp }) => contextFor(request.headers, undefined, clientIp),
    plugins: api === "admin" ? [hardening, auditedWrites(!!options.production)] : [hardening],
  });

  const documents = new Map<string, DocumentNode>();
  /** Documents already parsed (the storefront's typed documents, decision 0105) that validated. */
  const validated = new WeakSet<DocumentNode>();
  const mustValidate = (document: DocumentNode) => {
    const errors = validateWith(document);
    if (errors.length)
      throw new Error(`Invalid storefront operation: ${errors.map((e) => e.message).join("; ")}`);
  };
  /** A source parsed and validated once; a document object validated once, never parsed. */
  function documentOf(source: string | DocumentNode): DocumentNode {
    if (typeof source !== "string") {
      if (!validated.has(source)) {
        mustValidate(source);
        validated.add(source);
      }
      return source;
    }
    let document = documents.get(source);
    if (!document) {
      document = parseLimited(source);
      mustValidate(document);
      documents.set(source, document);
    }
    return document;
  }
  /** Runs an operation in-process (the storefront's loaders), with the same rules as over HTTP. */
  async function run<T>(
    source: string | DocumentNode,
    variables: Record<string, unknown>,
    context: GraphQLContext,
    /** `primaryOnly`: this HTTP request may have written already (a form's action): no replica. */
    how: { primaryOnly?: boolean } = {},
  ): Promise<T> {
    const document = documentOf(source);
    const refused = variablesFailure(schema, document, undefined, variables, context, hideSuggestions);
    if (refused) return refused.data as T;
    const replica =
      options.replica &&
      !how.primaryOnly &&
      !context.staffReadsPrimary &&
      mayReadReplica(document, undefined, context.user)
        ? options.replica
        : undefined;
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      contextValue: replica ? { ...context, replica } : context,
      hideSuggestions,
    });
    if (result.errors?.length) throw result.errors[0];
    return result.data as T;
  }

  type NodeRequest = Parameters<typeof yoga.handleNodeRequestAndResponse>[0];
  type NodeResponse = Parameters<typeof yoga.handleNodeRequestAndResponse>[1];
  /**
   * Answers /graphql over HTTP. A visitor's request identical to one answered from the response
   * cache gets the same bytes and headers without Yoga; Yoga answers the rest (decision 0088).
   */
  async function answerHttp(
    request: NodeRequest & GraphQLHttpRequest,
    reply: NodeResponse,
    clientIp: string,
  ): Promise<{ status: number; headers: Iterable<readonly [string, string]>; body: unknown }> {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    };
    const note: AnswerNote = {
      requestKey: options.responseCacheEntries && !tokenFrom({ get: header }) ? requestKeyOf(request) : null,
    };
    const sent = note.requestKey ? responseCache.sent(note.requestKey) : undefined;
    if (sent) return { status: 200, headers: sent.headers, body: sent.body };
    const response = await yoga.handleNodeRequestAndResponse(request, reply, { clientIp, answer: note });
    if (!note.requestKey || !note.cacheKey || response.status !== 200)
      return { status: response.status, headers: response.headers, body: response.body };
    const body = Buffer.from(await response.arrayBuffer());
    const headers = headersToKeep(response.headers);
    responseCache.remember(note.requestKey, note.cacheKey, body, headers);
    return { status: 200, headers, body };
  }

  /** Stops following the catalogue's cache clearing (the app closes). */
  const dispose = () => stopClearing();

  return { yoga, run, contextFor, answerHttp, responseCache, dispose };
}
