import type { DocumentNode } from "graphql";
import { createContext } from "react-router";
import type { CountryCode, Language } from "#i18n/locales.ts";
import type { ThirdParties } from "./third-parties.ts";

/**
 * What the server hands every storefront loader and action: in-process GraphQL (the same schema,
 * rules and envelope as /graphql) for the current visitor. Shared by the server and the app
 * through the `#server/app-context.ts` import so both see one context token.
 */
export interface StorefrontServices {
  /** A typed document (decision 0105) is parsed once, where it is written; a string is parsed here. */
  graphql<T>(
    source: string | DocumentNode,
    variables: Record<string, unknown>,
    locale: { language: Language; country: CountryCode },
  ): Promise<T>;
  publicUrl: string;
  /** The third-party services configured (decision 0067); none by default. */
  thirdParties?: ThirdParties;
}

/**
 * One token per process even when this module is loaded twice (the test runner transforms the
 * server's copy while Node loads the built storefront's copy natively).
 */
const registry = globalThis as { [key: symbol]: unknown };
function sharedToken<T>(name: string, make: () => T): T {
  const key = Symbol.for(`manzil.${name}`);
  registry[key] ??= make();
  return registry[key] as T;
}

export const servicesContext = sharedToken("servicesContext", () => createContext<StorefrontServices>());

/**
 * The request's Content-Security-Policy nonce (decision 0023): the server puts it in the
 * script-src directive and here; entry.server.tsx gives it to React and React Router so every
 * inline script they render carries it. Empty when the request did not go through the server.
 */
export const cspNonceContext = sharedToken("cspNonceContext", () => createContext<string>(""));
