import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-reload.ts";

describe("chunk load failures", () => {
  it("are told apart from other errors, in each browser's wording", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x-1.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});
