/**
 * Sign-in backoff per account and per client address (decision 0073), kept in
 * `ctx.services.throttle`; time from `ctx.services.clock`.
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

const countedFor = (ctx: RequestContext, email: string): Counted[] => [
  { key: `login:account:${email}`, policy: ACCOUNT_BACKOFF },
  ...(ctx.clientIp ? [{ key: `login:client:${ctx.clientIp}`, policy: CLIENT_BACKOFF }] : []),
];

/** Milliseconds the caller must still wait before trying this email (0: may try now). */
export async function loginWait(ctx: RequestContext, email: string): Promise<number> {
  const now = ctx.services.clock.now().getTime();
  let wait = 0;
  for (const { key, policy } of countedFor(ctx, email))
    wait = Math.max(wait, waitLeft(await ctx.services.throttle.get(key), now, policy));
  return wait;
}

/** Counts a failed sign-in against the account and the client. */
export async function loginFailed(ctx: RequestContext, email: string): Promise<void> {
  const now = ctx.services.clock.now().getTime();
  for (const { key, policy } of countedFor(ctx, email)) {
    const state = afterFailure(await ctx.services.throttle.get(key), now, policy);
    await ctx.services.throttle.set(key, state, keepFor(state, policy));
  }
}

/**
 * A successful sign-in clears the account's count. The client's is left to decay: signing in to
 * one's own account must not wipe the failures against others.
 */
export async function loginSucceeded(ctx: RequestContext, email: string): Promise<void> {
  await ctx.services.throttle.delete(`login:account:${email}`);
}
