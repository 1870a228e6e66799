import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { asciiOnly } from "../../scripts/ascii-only.ts";
import { precompressAssets } from "../../scripts/precompress.ts";

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup["name"], (...args: never) => unknown>
>[1];

/** React, React DOM and React Router: what every page runs first, one file. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/;

/**
 * The app modules a module imports statically, and theirs (not node_modules, not dynamic imports):
 * the code that loads with it. Remembered per module graph.
 */
const reachable = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
function staticallyFrom(ctx: ChunkingContext, suffix: string): Set<string> {
  let byRoot = reachable.get(ctx);
  if (!byRoot) {
    byRoot = new Map();
    reachable.set(ctx, byRoot);
  }
  let found = byRoot.get(suffix);
  if (found) return found;
  found = new Set();
  const start = ctx.getModuleInfo(`${import.meta.dirname}/app/${suffix}`);
  const queue = start ? [start.id] : [];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || id.includes("node_modules")) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  byRoot.set(suffix, found);
  return found;
}

/** The client build's text assets, brotli and gzip, written once (decision 0086). */
const precompress = (): Plugin => ({
  name: "manzil:precompress",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(options) {
    if (options.dir) await precompressAssets(options.dir);
  },
});

/** The server build's chunks in ASCII, so V8 keeps their sources one byte a character (decision 0089). */
const asciiServerChunks = (): Plugin => ({
  name: "manzil:ascii-server-chunks",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "ssr",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === "chunk") chunk.code = asciiOnly(chunk.code);
  },
});

export default defineConfig({
  // The storefront's folder is the project (decision 0106): `react-router build apps/storefront`.
  root: import.meta.dirname,
  publicDir: "public",
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    // A font face stays a file of its own, however small: inlined, it would be in the stylesheet
    // every page blocks on, whether or not its characters are there (decisions 0094, 0102).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few, larger chunks for the pages' first JavaScript (every file costs its own gzip
            // overhead): the framework; the shell (root.tsx and what it imports, on every page); the
            // catalogue pieces the product page imports (cards, prices, images, breadcrumbs, SEO).
            // Lazily imported modules keep their own chunks. See docs/benchmarks.md.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 3 },
                {
                  name: (id, ctx) => (staticallyFrom(ctx, "root.tsx").has(id) ? "shell" : null),
                  priority: 2,
                },
                {
                  name: (id, ctx) =>
                    staticallyFrom(ctx, "routes/catalog/product.tsx").has(id) &&
                    !id.endsWith("routes/catalog/product.tsx")
                      ? "catalog"
                      : null,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The server's context tokens are shared through a global registry (apps/server/app-context.ts),
    // so the storefront's server build carries its own copy of that module instead of importing
    // the TypeScript source: importing it made Node load its type stripper, 17 MB (decision 0090).
    fastifyReactRouterDev({ entry: "../server/app.ts", externalizeServerEntryImports: false }),
    precompress(),
    asciiServerChunks(),
  ],
});
