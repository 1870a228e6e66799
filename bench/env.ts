/**
 * Imported first by run.ts: the server runs as `npm start` runs it (package.json's start line sets
 * NODE_ENV=production, decision 0109). Without it React and the storefront build load their
 * development code and the page benchmarks measure dev-mode rendering (2x slower).
 */
process.env.NODE_ENV ??= "production";
