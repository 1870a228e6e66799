/**
 * Whether a request that changes something came from a page of another site (decision 0072).
 * The same idea as React Router's check on page actions, for every write: `Origin` must be one
 * of this site's; without `Origin`, a `Referer` must be. `Origin: null` (sandboxed frames,
 * privacy redirects) is foreign. Requests with neither header (servers, apps) and Bearer-token
 * requests (a page of another site cannot add that header) are not a browser's ambient session.
 */
interface RequestOriginFacts {
  method: string;
  origin?: string | undefined;
  referer?: string | undefined;
  authorization?: string | undefined;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the method changes something (the only requests the origin check concerns). */
export const isWrite = (method: string): boolean => WRITES.has(method.toUpperCase());

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when the request writes and names an origin that is not one of `ownOrigins`. */
export function isCrossSiteWrite(facts: RequestOriginFacts, ownOrigins: readonly string[]): boolean {
  if (!isWrite(facts.method)) return false;
  if (facts.authorization?.toLowerCase().startsWith("bearer ")) return false;
  const named = facts.origin ?? facts.referer;
  if (named === undefined) return false;
  const origin = named === "null" ? null : originOf(named);
  return origin === null || origin === "null" || !ownOrigins.includes(origin);
}
