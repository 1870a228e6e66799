import type { Db } from "#db/client.ts";
import type { Mailer } from "../mail/mailer.ts";

/**
 * What the account services need besides the request context: secrets, the mailer, the public
 * address for links. Set once per server (apps/server/rest) and found by the database the request
 * uses, so several servers in one process (tests) never share it.
 */
export interface AccountsRuntime {
  jwtSecret: string;
  publicUrl: string;
  mailer: Mailer;
  /** Proof-of-work robot check: the largest counter a challenge hides (cost of solving). */
  robotComplexity: number;
  /** Minutes a forgot-password link stays valid. */
  resetTtlMinutes: number;
}

const KEY = Symbol.for("manzil.accountsRuntime");
const registry = globalThis as { [KEY]?: WeakMap<Db, AccountsRuntime> };
registry[KEY] ??= new WeakMap<Db, AccountsRuntime>();
const runtimes = registry[KEY];

export function setAccountsRuntime(db: Db, runtime: AccountsRuntime): void {
  runtimes.set(db, runtime);
}

export function accountsRuntime(db: Db): AccountsRuntime {
  const runtime = runtimes.get(db);
  if (!runtime) throw new Error("accounts runtime is not configured (apps/server/rest registers it)");
  return runtime;
}
