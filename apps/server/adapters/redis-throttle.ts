import type { Redis } from "ioredis";
import type { AttemptState, ThrottleStore } from "#kernel/services.ts";

/** Attempts at one key's compare-and-set before an update gives up. */
export const MAX_ATTEMPTS = 50;

export class ThrottleConflictError extends Error {
  constructor(key: string) {
    super(`throttle update of "${key}" gave up after ${MAX_ATTEMPTS} conflicting attempts`);
    this.name = "ThrottleConflictError";
  }
}

/**
 * Writes ARGV[2] (PX ARGV[3]), or deletes the key when ARGV[2] is empty, only if the key still
 * holds ARGV[1] ("" for absent). Answers {1} when written, else {0, what the key holds now}.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return {0, current} end
if ARGV[2] == '' then redis.call('DEL', KEYS[1])
else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return {1}`;

type CompareAndSet = (
  key: string,
  expected: string,
  next: string,
  ttlMs: number,
) => Promise<[0 | 1, string?]>;

const parse = (raw: string | null | undefined): AttemptState | undefined =>
  raw ? (JSON.parse(raw) as AttemptState) : undefined;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, 1 + attempt)));

/**
 * The shared ThrottleStore (decisions 0073, 0077): each key's state as JSON under
 * `<prefix>throttle:<key>`, expiring after `ttlMs(next)`. `update` reads the state, runs `change`
 * here and commits with a compare-and-set script, retrying (with a short random pause) when
 * another process or request changed the key in between.
 */
export function createRedisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  // A defined command is sent by its SHA (EVALSHA), the script itself only when Redis lacks it.
  redis.defineCommand("throttleCompareAndSet", { numberOfKeys: 1, lua: COMPARE_AND_SET });
  const command = (redis as unknown as { throttleCompareAndSet: CompareAndSet }).throttleCompareAndSet;
  const compareAndSet: CompareAndSet = (key, expected, next, ttlMs) =>
    command.call(redis, key, expected, next, Math.max(1, Math.ceil(ttlMs)));
  const keyOf = (key: string) => `${prefix}throttle:${key}`;
  return {
    async get(key) {
      return parse(await redis.get(keyOf(key)));
    },
    async update(key, change, ttlMs) {
      let raw = (await redis.get(keyOf(key))) ?? "";
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const next = change(parse(raw));
        const [written, current] = await compareAndSet(
          keyOf(key),
          raw,
          next ? JSON.stringify(next) : "",
          next ? ttlMs(next) : 0,
        );
        if (written) return next;
        raw = current ?? "";
        await pause(attempt);
      }
      throw new ThrottleConflictError(key);
    },
  };
}
