/**
 * Visitors' public reads answered from memory (decision 0081): a query from a visitor whose every
 * root field is in PUBLIC_READS, keyed by document, variables, language and country, kept 60 s,
 * emptied whenever the catalogue's caches are cleared; bounded by entries and by the bytes of the
 * answers' JSON (decision 0087). Each answer is kept as those bytes, and an identical HTTP request
 * gets them again without Yoga (decision 0088).
 */
import { createHash } from "node:crypto";
import { type DocumentNode, type ExecutionResult, getOperationAST, Kind, print } from "graphql";
import type { GraphQLContext } from "./builder.ts";

/** Root fields whose answer is the same for every visitor and changes with the catalogue. */
const PUBLIC_READS = new Set([
  "filterProducts",
  "getAbout",
  "getAdvert",
  "getAttributes",
  "getBanners",
  "getCareer",
  "getCareers",
  "getCategories",
  "getCategoryBySlug",
  "getCollection",
  "getCollections",
  "getDesignerBySlug",
  "getFaqs",
  "getFeaturedDesigners",
  "getFeaturedProducts",
  "getFeaturesByCategoryOrCollection",
  "getGovernorates",
  "getHeaderDescriptionByPage",
  "getHowItWorksStages",
  "getIdesignProducts",
  "getNewArrivals",
  "getOfferForHome",
  "getPaginatedProductsWithOffer",
  "getPolicies",
  "getPostBySlug",
  "getPosts",
  "getProductById",
  "getProductImages",
  "getProductSitemap",
  "getProductsByCollectionIds",
  "getProductsByManufacturer",
  "getProductsByTagId",
  "getProductsWithOffer",
  "getSettings",
  "getSliders",
  "getSuggestedProducts",
  "getTag",
  "getTags",
  "getTerms",
  "globalSearch",
  "homeProductsWithCategorySectionOne",
  "homeProductsWithCategorySectionTwo",
  "homeProductsWithCollectionSectionOne",
  "homeProductsWithCollectionSectionTwo",
  "searchAllProducts",
  "searchSuggestions",
  "sortDesigners",
  "upSellingProduct",
]);

export const RESPONSE_TTL_MS = 60_000;
const MAX_ANSWER_BYTES = 512 * 1024;
/** Request keys (spacing, headers) one answer may be linked to (decision 0088). */
const MAX_REQUESTS_PER_ANSWER = 8;

/** What Yoga sent for a request: its headers, and the kept answer's JSON as the body. */
interface SentAnswer {
  readonly body: Buffer;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

export interface ResponseCache {
  /** The key of an operation that may be cached, or null (a mutation, a user, a private field). */
  keyOf(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: unknown,
    context: GraphQLContext,
  ): string | null;
  get(key: string): ExecutionResult | undefined;
  /** Keeps a result when every envelope in it answered 200. */
  set(key: string, result: ExecutionResult): void;
  /** What was sent for an identical HTTP request, while its answer is kept (decision 0088). */
  sent(requestKey: string): SentAnswer | undefined;
  /**
   * Links an HTTP request to the answer kept under `key`, when `body` is that answer's JSON byte
   * for byte; returns whether it did.
   */
  remember(requestKey: string, key: string, body: Buffer, headers: SentAnswer["headers"]): boolean;
  clear(): void;
  readonly size: number;
  /** The kept answers' JSON, in bytes. */
  readonly bytes: number;
}

/** Whether every root field of the operation is a public read (no fragments at the root). */
function onlyPublicReads(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "query") return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === "__typename" || PUBLIC_READS.has(s.name.value)),
  );
}

const allAnswered = (result: ExecutionResult) =>
  !result.errors?.length &&
  !!result.data &&
  Object.values(result.data).every((field) => {
    const status = (field as { status_code?: unknown } | null)?.status_code;
    return status === undefined || status === 200;
  });

export function createResponseCache(options: {
  maxEntries: number;
  /** The answers' JSON, in bytes, the cache may hold (decision 0087); absent: no bound but entries. */
  maxBytes?: number;
  now?: () => number;
}): ResponseCache {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  interface Entry {
    json: Buffer;
    at: number;
    /** Request keys linked to this answer, with the headers Yoga sent for each. */
    requests: Map<string, SentAnswer["headers"]>;
  }
  const entries = new Map<string, Entry>();
  /** Request key → the key of the answer it was linked to. */
  const requestKeys = new Map<string, string>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.json.length;
    for (const requestKey of entry.requests.keys()) requestKeys.delete(requestKey);
    entries.delete(key);
  };
  /** The entry under key while it is fresh, made the most recently used. */
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.at >= RESPONSE_TTL_MS) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry); // most recently used last
    return entry;
  };
  const texts = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode) => {
    let text = texts.get(document);
    if (text === undefined) {
      text = print(document);
      texts.set(document, text);
    }
    return text;
  };
  return {
    keyOf(document, operationName, variables, context) {
      if (options.maxEntries <= 0 || context.user || !onlyPublicReads(document, operationName)) return null;
      return createHash("sha256")
        .update(textOf(document))
        .update(
          `\0${operationName ?? ""}\0${JSON.stringify(variables ?? {})}\0${context.language}\0${context.country}`,
        )
        .digest("base64url");
    },
    get(key) {
      const entry = fresh(key);
      return entry && (JSON.parse(entry.json.toString("utf8")) as ExecutionResult);
    },
    set(key, result) {
      if (!allAnswered(result)) return;
      const json = Buffer.from(JSON.stringify(result));
      if (json.length > Math.min(MAX_ANSWER_BYTES, maxBytes)) return;
      remove(key);
      entries.set(key, { json, at: now(), requests: new Map() });
      bytes += json.length;
      while (entries.size > options.maxEntries || bytes > maxBytes)
        remove(entries.keys().next().value as string);
    },
    sent(requestKey) {
      const key = requestKeys.get(requestKey);
      const entry = key === undefined ? undefined : fresh(key);
      const headers = entry?.requests.get(requestKey);
      return entry && headers ? { body: entry.json, headers } : undefined;
    },
    remember(requestKey, key, body, headers) {
      const entry = fresh(key);
      if (!entry || !body.equals(entry.json)) return false;
      if (!entry.requests.has(requestKey) && entry.requests.size >= MAX_REQUESTS_PER_ANSWER) return false;
      const previous = requestKeys.get(requestKey);
      if (previous !== undefined && previous !== key) entries.get(previous)?.requests.delete(requestKey);
      entry.requests.set(requestKey, headers);
      requestKeys.set(requestKey, key);
      return true;
    },
    clear: () => {
      entries.clear();
      requestKeys.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
