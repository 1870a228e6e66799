/**
 * Copies DATA_DIR/uploads and DATA_DIR/private into the configured S3-compatible buckets (README,
 * "Uploads"): once, when a store that kept its files on the local disk moves to an object store.
 * Stored paths stay `/uploads/<key>` (decision 0076), so no row changes.
 */
import { createFileStores, publishFolder } from "#server/adapters/file-stores.ts";
import { loadConfig } from "#server/config.ts";

const config = loadConfig();
if (!config.s3) {
  console.error("Set S3_BUCKET, S3_PRIVATE_BUCKET and the keys first: files already live on the local disk.");
  process.exit(1);
}
const { storage, privateFiles } = createFileStores(config);
const publicCount = await publishFolder(config.uploadsDir, storage);
const privateCount = await publishFolder(config.privateDir, privateFiles);
console.log(`copied ${publicCount} public and ${privateCount} private files`);
