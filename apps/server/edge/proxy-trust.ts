import { isIP } from "node:net";

/**
 * Which proxies' `X-Forwarded-*` headers count (decision 0072): none by default; a number is how
 * many proxies stand in front of the server (the client is the address that many hops back);
 * otherwise addresses and CIDR ranges of the proxies (or proxy-addr's names loopback, linklocal,
 * uniquelocal), comma-separated.
 */
export type ProxyTrust = false | { hops: number } | { addresses: string[] };

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["", "off", "false", "0", "no"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** The setting read from TRUST_PROXY, or null when it is not one of the forms above. */
export function parseProxyTrust(raw: string | undefined): ProxyTrust | null {
  const value = (raw ?? "").trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? { hops: Number(value) } : null;
  const addresses = value.split(",").map((s) => s.trim());
  return addresses.every(isAddressOrRange) ? { addresses } : null;
}

/** Fastify's `trustProxy` for the setting (its own number form trusts nothing, so hops are a function). */
export function fastifyTrustProxy(
  trust: ProxyTrust,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
}
