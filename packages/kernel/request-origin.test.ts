import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./request-origin.ts";

const OWN = ["https://shop.test", "https://admin.shop.test"];
const post = (headers: { origin?: string; referer?: string; authorization?: string }) =>
  isCrossSiteWrite({ method: "POST", ...headers }, OWN);

describe("isCrossSiteWrite", () => {
  it("lets this site's own pages write", () => {
    expect(post({ origin: "https://shop.test" })).toBe(false);
    expect(post({ origin: "https://admin.shop.test" })).toBe(false);
    expect(post({ referer: "https://shop.test/ar-eg/cart" })).toBe(false);
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["a look-alike host", { origin: "https://shop.test.evil.example" }],
    ["another scheme", { origin: "http://shop.test" }],
    ["another port", { origin: "https://shop.test:8443" }],
    ["an unparseable Origin", { origin: "not a url" }],
    ["a foreign Referer without Origin", { referer: "https://evil.example/page" }],
    [
      "a foreign Origin despite an own Referer",
      { origin: "https://evil.example", referer: "https://shop.test/" },
    ],
  ])("refuses %s", (_name, headers) => {
    expect(post(headers)).toBe(true);
  });

  it("checks every method that changes something, and no other", () => {
    for (const method of ["POST", "put", "PATCH", "DELETE"])
      expect(isCrossSiteWrite({ method, origin: "https://evil.example" }, OWN)).toBe(true);
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(isCrossSiteWrite({ method, origin: "https://evil.example" }, OWN)).toBe(false);
  });

  it("leaves API clients alone: a Bearer token, or no Origin and no Referer", () => {
    expect(post({ authorization: "Bearer abc", origin: "https://app.example" })).toBe(false);
    expect(post({})).toBe(false);
  });
});
