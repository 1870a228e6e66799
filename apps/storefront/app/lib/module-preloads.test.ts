import { describe, expect, it } from "vitest";
import { pageModules } from "./module-preloads.ts";

describe("the page's modules (decision 0086)", () => {
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
    routes: {
      root: { module: "/assets/root.js", imports: ["/assets/shell.js", "/assets/framework.js"] },
      "routes/home": { module: "/assets/home.js", imports: ["/assets/shell.js", "/assets/cards.js"] },
      "routes/cart": { module: "/assets/cart.js", clientLoaderModule: "/assets/cart-loader.js" },
    },
  };

  it("lists the entry, then each matched route's modules, each once", () => {
    expect(pageModules(manifest, ["root", "routes/home"])).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/home.js",
      "/assets/cards.js",
    ]);
  });

  it("takes a route's client loader and skips routes the manifest does not know", () => {
    expect(pageModules(manifest, ["routes/cart", "routes/gone"])).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/cart.js",
      "/assets/cart-loader.js",
    ]);
  });
});
