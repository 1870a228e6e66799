import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, parseProxyTrust } from "./proxy-trust.ts";

describe("parseProxyTrust", () => {
  it("is off unless told", () => {
    for (const raw of [undefined, "", "off", "false", "0"]) expect(parseProxyTrust(raw)).toBe(false);
  });

  it("reads a hop count and a list of addresses or ranges", () => {
    expect(parseProxyTrust("1")).toEqual({ hops: 1 });
    expect(parseProxyTrust("10.0.0.0/8, 192.168.1.7,::1/128,loopback")).toEqual({
      addresses: ["10.0.0.0/8", "192.168.1.7", "::1/128", "loopback"],
    });
  });

  it.each(["true", "all", "10.0.0.0/33", "10.0.0/8", "example.com", "99", "1.2.3.4/8/1"])(
    "refuses %j (trusting everyone is what this replaces)",
    (raw) => expect(parseProxyTrust(raw)).toBeNull(),
  );

  it("trusts exactly the given number of hops", () => {
    const trust = fastifyTrustProxy({ hops: 1 }) as (address: string, hop: number) => boolean;
    expect(trust("10.0.0.1", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
  });
});
