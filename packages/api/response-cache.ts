/**
 * Visitors' public reads answered from memory (decision 0081): a query from a visitor whose every
 * root field is in PUBLIC_READS, keyed by document, variables, language and country, kept 60 s,
 * emptied whenever the catalogue's caches are cleared; bounded by entries and by the bytes of the
 * answers' JSON (decision 0087).
 */
import { createHash } from "node:crypto";
import { type DocumentNode, type ExecutionResult, getOperationAST, Kind, print } from "graphql";
import type { GraphQLContext } from "./builder.ts";

/** Root fields whose answer is the same for every visitor and changes with the catalogue. */
export const PUBLIC_READS = new Set([
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
  const entries = new Map<string, { result: ExecutionResult; at: number; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
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
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.at >= RESPONSE_TTL_MS) {
        bytes -= entry.bytes;
        return undefined;
      }
      entries.set(key, entry); // most recently used last
      return entry.result;
    },
    set(key, result) {
      if (!allAnswered(result)) return;
      const size = Buffer.byteLength(JSON.stringify(result));
      if (size > Math.min(MAX_ANSWER_BYTES, maxBytes)) return;
      remove(key);
      entries.set(key, { result, at: now(), bytes: size });
      bytes += size;
      while (entries.size > options.maxEntries || bytes > maxBytes)
        remove(entries.keys().next().value as string);
    },
    clear: () => {
      entries.clear();
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
