import type { PaymentRegistry } from "./payment-provider.ts";

/** A mail in the recipient's language. */
export interface Mail {
  /** A stable Message-ID (`name@domain`) for a mail that must read as one even if sent again. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: "ar" | "en";
  /** Images the HTML shows inline (`<img src="cid:<cid>">`): embedded, so no mail client blocks them. */
  inline?: Array<{ cid: string; filename: string; contentType: string; content: Buffer }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: "smtp" or the outbox folder. */
  readonly target: string;
}

/** A stored file's bytes and the content type it was stored with. */
interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live: the local disk by default, an S3-compatible store when scaled out
 * (decision 0076). A key outside the store's shape (`folder/name.ext`) is refused (throws).
 */
export interface FileStorage {
  /** Stores bytes under a key (`folder/name.ext`) and answers the public path (`/uploads/<key>`). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

/** Failed attempts of one key (an account, a client address): what backoff is worked out from. */
export interface AttemptState {
  failures: number;
  /** Epoch milliseconds. */
  lastFailureAt: number;
  /** When the attempts still running started (epoch milliseconds; sign-ins, decision 0108). */
  inFlight?: number[];
}

/**
 * Where throttles keep their counts (decision 0073): in memory by default (one process); a shared
 * store (Redis: WATCH/MULTI or a script) when the site runs as several copies.
 */
export interface ThrottleStore {
  get(key: string): Promise<AttemptState | undefined>;
  /**
   * Replaces the key's state with `change(current)` atomically (no other update of the key in
   * between), kept for `ttlMs(next)` milliseconds; `undefined` deletes it. Answers the new state.
   */
  update(
    key: string,
    change: (current: AttemptState | undefined) => AttemptState | undefined,
    ttlMs: (next: AttemptState) => number,
  ): Promise<AttemptState | undefined>;
}

/**
 * One-time tokens remembered for a while (the robot check's solved challenges, decision 0077):
 * a Map in this process by default, `SET NX PX` on Redis when the site runs as several copies.
 */
export interface ReplayMemory {
  /** True for the first claim of `key` within `lifetimeMs`, false for every later one. */
  claimOnce(key: string, lifetimeMs: number): Promise<boolean>;
}

/**
 * Tells the site's other processes that the catalogue changed, so they forget their cached
 * listings (decision 0077). Nothing to tell in one process; Redis pub/sub when scaled out.
 */
export interface CatalogChanges {
  announce(): Promise<void>;
}

interface Clock {
  now(): Date;
}

/**
 * The adapters and settings services need besides the data: built once from configuration in the
 * composition root (apps/server/composition.ts) and handed to every request's context.
 */
export interface Services {
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  /** Files only their parties may read (ticket attachments): never served statically (decision 0060). */
  privateFiles: FileStorage;
  /** Tells the job worker that work was queued (it also polls). */
  jobs: { wake(): void };
  payments: PaymentRegistry;
  /** Signs session tokens (32+ characters). */
  jwtSecret: string;
  /** The site's address for links, without a trailing slash. */
  publicUrl: string;
  /** Proof-of-work robot check: the largest counter a challenge hides. */
  robotComplexity: number;
  /** Minutes a forgot-password link stays valid. */
  resetTtlMinutes: number;
  /** Sign-in failure counts (login backoff). */
  throttle: ThrottleStore;
  /** Solved robot challenges, each accepted once. */
  robotReplay: ReplayMemory;
  /** Catalogue changes told to the other processes. */
  catalogChanges: CatalogChanges;
}
