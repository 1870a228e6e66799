import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

const HOME = "/ar-eg/";

/** How a browser on https://shop.test would resolve the Location the function answers. */
const landsOn = (location: string) => new URL(location, "https://shop.test/ar-eg/cart").origin;

describe("safeRedirectPath", () => {
  it.each([
    ["/en-eg/cart", "/en-eg/cart"],
    ["/ar-eg/?loginSuccess=true", "/ar-eg/?loginSuccess=true"],
    ["/en-eg/search?v=sofa#results", "/en-eg/search?v=sofa#results"],
    ["/ar-eg/الأريكة", "/ar-eg/%D8%A7%D9%84%D8%A3%D8%B1%D9%8A%D9%83%D8%A9"],
    ["/en-eg/%2F%2Fevil.example", "/en-eg/%2F%2Fevil.example"],
    ["/a\t/b", "/a/b"],
    // a CR/LF cannot split the header: dropped, as a browser drops them
    ["/ar-eg/\r\nSet-Cookie: a=b", "/ar-eg/Set-Cookie:%20a=b"],
  ])("keeps a path on this site: %j", (input, expected) => {
    expect(safeRedirectPath(input, HOME)).toBe(expected);
  });

  it.each([
    ["tab after the slash (%09)", "/\t/evil.example"],
    ["newline after the slash", "/\n/evil.example"],
    ["CR/LF after the slash", "/\r\n/evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["backslash slash", "\\/evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["protocol-relative", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["decoded %2F", decodeURIComponent("/%2F/evil.example")],
    ["dot segments to //", "/..//evil.example"],
    ["dot segments to // (encoded dots)", "/%2e%2e//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: with a tab", "java\tscript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["https://", "https://evil.example"],
    ["scheme-relative with a tab", "\t//evil.example"],
    ["leading space", " //evil.example"],
    ["relative name", "evil.example"],
    ["empty", ""],
    ["NUL", "/ar-eg/\u0000"],
    ["DEL", "/ar-eg/\u007f"],
    ["too long", `/${"a".repeat(3000)}`],
  ])("sends %s home", (_name, input) => {
    expect(safeRedirectPath(input, HOME)).toBe(HOME);
  });

  it.each([null, undefined, 42, ["/a"], { to: "/a" }])("sends a non-string (%j) home", (input) => {
    expect(safeRedirectPath(input, HOME)).toBe(HOME);
  });

  it("never answers a Location that leaves the site or is not a valid header value", () => {
    const nasty = ["/%09/evil", "/\t\t/evil", "/\n\\evil", "/ar-eg/?next=//evil", "/ar-eg/#//evil"];
    for (const input of nasty) {
      const location = safeRedirectPath(input, HOME);
      expect(landsOn(location)).toBe("https://shop.test");
      expect(() => new Headers({ location })).not.toThrow();
      expect(location).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});
