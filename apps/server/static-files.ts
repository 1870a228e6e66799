/**
 * How the build's files are sent (decision 0086): the brotli and gzip copies the build wrote, as
 * they are, chosen by `Accept-Encoding`. `@mcansh/react-router-fastify`'s own `setHeaders` is
 * replaced, and with it the plugin's `assetCacheControl`, which only it read: the same
 * Cache-Control (hashed assets for a year, other files for an hour) and the
 * `Vary: Accept-Encoding` its @fastify/static (9.x) does not add, so a CDN keeps one copy per
 * encoding.
 */
import { join } from "node:path";

const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";

export function staticFileOptions(clientBuild = join(process.cwd(), "build/client")) {
  const assets = join(clientBuild, "assets");
  return {
    preCompressed: true,
    setHeaders(response: { setHeader(name: string, value: string): unknown }, path: string) {
      response.setHeader("cache-control", path.startsWith(assets) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL);
      response.setHeader("vary", "Accept-Encoding");
    },
  };
}
