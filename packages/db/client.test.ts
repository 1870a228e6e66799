import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.ts";

it("starts the embedded database with the buffer pool it is given (decision 0085)", async () => {
  const database = await openDatabase({ dataDir: "memory://", sharedBuffers: "16MB" });
  try {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe("16MB");
    // PGlite's own start parameters still apply (they come first).
    const [path] = await queryRows<{ search_path: string }>(database.db, sql`show search_path`);
    expect(path?.search_path).toBe("public");
  } finally {
    await database.close();
  }
});
