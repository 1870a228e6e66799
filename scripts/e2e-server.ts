/**
 * Starts Manzil for the end-to-end tests on a fresh embedded database (or a fresh database on the
 * PostgreSQL server of DATABASE_URL), with the demo seed. The data folder is removed on exit.
 * The server is the bundle `npm start` runs (decision 0089), built afresh here.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, SERVER_ENTRY } from "./build-server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "manzil-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Providers send the shopper back to this address: the host the browser uses, so its cookie comes along.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3000}`;
process.env.ART_CACHE_DIR ??= new URL("../.tmp/art-cache", import.meta.url).pathname;
delete process.env.DATABASE_URL;

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
await buildServer();
const { start } = await import(pathToFileURL(SERVER_ENTRY).href);
await start();
