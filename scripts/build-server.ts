/**
 * The server as JavaScript (decision 0089): `apps/server/main.ts` and everything of ours it
 * imports, bundled by esbuild into `build/app-server/` (the packages in node_modules stay
 * imports). `npm start` runs it, so Node's TypeScript stripper (about 17 MB) never loads and
 * the server holds one module instead of hundreds. Types are not checked here (`npm run lint`).
 *
 * Each file keeps its own `import.meta.url`, `.dirname` and `.filename`: they are written into
 * the bundle as the source file's, so paths made from them (the migrations, the favicon) find
 * the same files as when the sources run.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { build, type Plugin } from "esbuild";
import { asciiOnly } from "./ascii-only.ts";

const root = join(import.meta.dirname, "..");
const SERVER_BUILD_DIR = join(root, "build/app-server");
export const SERVER_ENTRY = join(SERVER_BUILD_DIR, "main.js");

/**
 * A source file's `import.meta.url`/`dirname`/`filename`, written as the way from the bundle (in
 * `outDir`) to that file: the project folder can move after the build.
 */
export function pinImportMeta(source: string, file: string, outDir: string): string {
  const way = relative(outDir, file).split(sep).join("/");
  const dir = relative(outDir, dirname(file)).split(sep).join("/");
  return source
    .replaceAll("import.meta.url", `new URL(${JSON.stringify(way)}, import.meta.url).href`)
    .replaceAll("import.meta.dirname", `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`)
    .replaceAll("import.meta.filename", `(import.meta.dirname + ${JSON.stringify(`/${way}`)})`);
}

/**
 * Packages bundled in rather than imported at run time. drizzle-orm's package.json (179 KB of
 * `exports`) is read again for each of its ~150 modules that Node resolves: about 180 MB of
 * garbage in the first second, whose pages V8 then keeps in its pool (decision 0089).
 */
const BUNDLED_PACKAGES = ["drizzle-orm"];

const bundledOrExternal: Plugin = {
  name: "bundled-or-external",
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      const name = path.startsWith("@") ? path.split("/").slice(0, 2).join("/") : path.split("/")[0]!;
      return BUNDLED_PACKAGES.includes(name) ? undefined : { path, external: true };
    });
  },
};

const sourceImportMeta = (outDir: string): Plugin => ({
  name: "source-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/, namespace: "file" }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      return { contents: pinImportMeta(source, path, outDir), loader: path.endsWith("x") ? "tsx" : "ts" };
    });
  },
});

/**
 * Writes the bundle into `outDir` (inside the project, where node_modules is found), emptied
 * first; `import.meta.main` stays the bundle's own, so `node main.js` starts the server.
 */
export async function buildServer(outDir = SERVER_BUILD_DIR): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [join(root, "apps/server/main.ts")],
    outdir: outDir,
    bundle: true,
    splitting: true, // the demo seed stays a chunk of its own, loaded only to seed (decision 0088)
    format: "esm",
    platform: "node",
    target: "node24",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [bundledOrExternal, sourceImportMeta(outDir)],
    write: false,
  });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const file of outputFiles)
    writeFileSync(file.path, file.path.endsWith(".js") ? asciiOnly(file.text) : file.contents);
}

if (import.meta.main) await buildServer();
