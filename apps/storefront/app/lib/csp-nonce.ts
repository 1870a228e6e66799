import { createContext, use } from "react";

/** The request's script nonce, provided by entry.server.tsx around the whole app (decision 0023). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce for an inline `<script>` of our own. On the server it is the request's; in the
 * browser (hydration) it is read back from a script the server rendered, so the attribute the
 * client renders matches and React keeps the element as it is. Uses `use`, so it may be called
 * after an early return.
 */
export function useNonce(): string | undefined {
  const nonce = use(NonceContext);
  if (nonce !== undefined || typeof document === "undefined") return nonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
