/**
 * Sign-in backoff per account and per client address (decision 0073), kept in
 * `ctx.services.throttle`; time from `ctx.services.clock`. An attempt is counted as a failure
 * when it starts (atomically with the check), so a burst of parallel requests cannot all slip
 * through one free try; a success takes it back.
 */
import type { RequestContext } from "#kernel/context.ts";
import {
  ACCOUNT_BACKOFF,
  afterFailure,
  type BackoffPolicy,
  CLIENT_BACKOFF,
  keepFor,
  waitLeft,
} from "./backoff.rules.ts";

interface Counted {
  key: string;
  policy: BackoffPolicy;
}

const accountKey = (email: string) => `login:account:${email}`;
const clientKey = (ip: string) => `login:client:${ip}`;

const countedFor = (ctx: RequestContext, email: string): Counted[] => [
  ...(ctx.clientIp ? [{ key: clientKey(ctx.clientIp), policy: CLIENT_BACKOFF }] : []),
  { key: accountKey(email), policy: ACCOUNT_BACKOFF },
];

/**
 * Whether this email may be tried now; when it may, the attempt is already counted as a failure
 * against the client and the account.
 */
export async function startLoginAttempt(ctx: RequestContext, email: string): Promise<boolean> {
  const now = ctx.services.clock.now().getTime();
  for (const { key, policy } of countedFor(ctx, email)) {
    let refused = false;
    await ctx.services.throttle.update(
      key,
      (state) => {
        refused = waitLeft(state, now, policy) > 0;
        return refused ? state : afterFailure(state, now, policy);
      },
      (next) => keepFor(next, policy),
    );
    if (refused) return false;
  }
  return true;
}

/**
 * The right password: the account's count is cleared and the client's attempt taken back (its
 * earlier failures stay: signing in to one's own account must not wipe those against others).
 */
export async function loginSucceeded(ctx: RequestContext, email: string): Promise<void> {
  await ctx.services.throttle.update(
    accountKey(email),
    () => undefined,
    () => 0,
  );
  if (ctx.clientIp)
    await ctx.services.throttle.update(
      clientKey(ctx.clientIp),
      (state) => (state && state.failures > 1 ? { ...state, failures: state.failures - 1 } : undefined),
      (next) => keepFor(next, CLIENT_BACKOFF),
    );
}
