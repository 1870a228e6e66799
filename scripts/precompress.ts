/**
 * The client build's text assets compressed once, at build time (decision 0086): a brotli
 * (quality 11) and a gzip (level 9) copy next to each file, which the server sends as it is
 * (`@fastify/static`'s `preCompressed`). Used by the Vite plugin in vite.config.ts.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `file.br` and `file.gz` beside each compressible file of `dir`; returns the files done. */
export async function precompressAssets(dir: string): Promise<string[]> {
  const done: string[] = [];
  const work: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        // A copy no smaller than the file is no use: the server then sends the file.
        if (br.length < bytes.length) await writeFile(`${path}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        done.push(path);
      })(),
    );
  }
  await Promise.all(work);
  return done.sort();
}
