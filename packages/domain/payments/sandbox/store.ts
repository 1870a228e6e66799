/**
 * Where the loopback sandboxes keep what they know (decision 0129): JSON records by key. Tests'
 * sandboxes keep them in memory; the demo's test gateway keeps them in the database, so every copy
 * of the site on that database is the same gateway, before and after a restart.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { paymentSandboxRecords } from "#db/schema/index.ts";

export interface SandboxStore {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  /** Writes the record only if there is none under `key`: true when this call wrote it. */
  claim<T>(key: string, value: T): Promise<boolean>;
  /**
   * Changes one record, alone (no other change to it in between): answers the new value, or
   * undefined when there is none. `change` may throw to leave the record as it was.
   */
  update<T>(key: string, change: (value: T) => T): Promise<T | undefined>;
}

/** One process's memory (tests). Records are copied in and out, as a database would. */
export function memorySandboxStore(): SandboxStore {
  const records = new Map<string, string>();
  const read = <T>(key: string) => {
    const raw = records.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  };
  return {
    get: async (key) => read(key),
    put: async (key, value) => void records.set(key, JSON.stringify(value)),
    claim: async (key, value) => {
      if (records.has(key)) return false;
      records.set(key, JSON.stringify(value));
      return true;
    },
    update: async <T>(key: string, change: (value: T) => T) => {
      const value = read<T>(key);
      if (value === undefined) return undefined;
      const changed = change(value);
      records.set(key, JSON.stringify(changed));
      return changed;
    },
  };
}

/** The database's `payment_sandbox_records`: shared by every copy on it, kept across restarts. */
export function databaseSandboxStore(db: Db): SandboxStore {
  const t = paymentSandboxRecords;
  return {
    async get<T>(key: string) {
      const [row] = await db.select({ value: t.value }).from(t).where(eq(t.key, key));
      return row?.value as T | undefined;
    },
    async put(key, value) {
      await db
        .insert(paymentSandboxRecords)
        .values({ key, value })
        .onConflictDoUpdate({ target: t.key, set: { value } });
    },
    async claim(key, value) {
      const written = await db
        .insert(paymentSandboxRecords)
        .values({ key, value })
        .onConflictDoNothing()
        .returning({ key: t.key });
      return written.length === 1;
    },
    async update<T>(key: string, change: (value: T) => T) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ value: t.value }).from(t).where(eq(t.key, key)).for("update");
        if (!row) return undefined;
        const changed = change(row.value as T);
        await tx.update(paymentSandboxRecords).set({ value: changed }).where(eq(t.key, key));
        return changed;
      });
    },
  };
}

/**
 * A number no other copy and no earlier run has given under `kind` (decision 0129): drawn at
 * random in [min, min + span) and claimed in the store with `value`; a taken one is drawn again.
 */
export async function uniqueNumber(
  store: SandboxStore,
  kind: string,
  value: unknown,
  min = 100_000_000,
  span = 900_000_000,
): Promise<number> {
  for (;;) {
    const n = min + randomInt(span);
    if (await store.claim(`${kind}:${n}`, value)) return n;
  }
}

/** A bearer token this sandbox can check without remembering it: a nonce and its signature. */
export function signedToken(secret: string): string {
  const nonce = randomBytes(12).toString("hex");
  return `${nonce}.${createHmac("sha256", secret).update(nonce).digest("hex")}`;
}

export function isSignedToken(secret: string, token: string): boolean {
  const [nonce, signature] = token.split(".");
  if (!nonce || !signature) return false;
  const expected = createHmac("sha256", secret).update(nonce).digest("hex");
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}
