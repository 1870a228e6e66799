/**
 * Sign-in backoff per account and per client address (decisions 0073, 0108), kept in
 * `ctx.services.throttle`; time from `ctx.services.clock`. Only wrong passwords count. An attempt
 * is written as in flight when it starts (atomically with the check): one that could use up the
 * free tries if those in flight all failed waits for their outcome instead, so a burst of parallel
 * guesses gets the free tries and no more, while two right sign-ins at once both go through.
 */
import type { RequestContext } from "#kernel/context.ts";
import {
  ACCOUNT_BACKOFF,
  afterFinish,
  afterStart,
  type BackoffPolicy,
  CLIENT_BACKOFF,
  keepFor,
  startOf,
} from "./backoff.rules.ts";

interface Counted {
  key: string;
  policy: BackoffPolicy;
  /** A right password clears this key's failures (the account's, not the client's). */
  clears: boolean;
}

const accountKey = (email: string) => `login:account:${email}`;
const clientKey = (ip: string) => `login:client:${ip}`;

const countedFor = (ctx: RequestContext, account: string): Counted[] => [
  ...(ctx.clientIp ? [{ key: clientKey(ctx.clientIp), policy: CLIENT_BACKOFF, clears: false }] : []),
  { key: accountKey(account), policy: ACCOUNT_BACKOFF, clears: true },
];

/** How often a waiting attempt looks again, and how many times before it gives up (about 5 s). */
const POLL_MS = 25;
const MOST_POLLS = 200;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Takes the attempt's place in every key, or none: `go`, or why not. */
async function start(ctx: RequestContext, counted: Counted[], at: number): Promise<"go" | "wait" | "refuse"> {
  const taken: Counted[] = [];
  for (const c of counted) {
    let verdict: "go" | "wait" | "refuse" = "go";
    await ctx.services.throttle.update(
      c.key,
      (state) => {
        verdict = startOf(state, at, c.policy);
        return verdict === "go" ? afterStart(state, at) : state;
      },
      (next) => keepFor(next, c.policy),
    );
    if (verdict !== "go") {
      await finish(ctx, taken, at, "none");
      return verdict;
    }
    taken.push(c);
  }
  return "go";
}

async function finish(
  ctx: RequestContext,
  counted: Counted[],
  startedAt: number,
  outcome: "right" | "wrong" | "none",
) {
  const now = ctx.services.clock.now().getTime();
  for (const c of counted)
    await ctx.services.throttle.update(
      c.key,
      (state) => afterFinish(state, startedAt, now, c.policy, outcome, c.clears),
      (next) => keepFor(next, c.policy),
    );
}

/**
 * One password check against `account` (an email, or a user's key), counted against the account
 * and the client: `refused` while their backoff runs (the password is not checked), else what
 * `check` answered (true: the password is right).
 */
export async function throttledPasswordCheck(
  ctx: RequestContext,
  account: string,
  check: () => Promise<boolean>,
): Promise<"refused" | "right" | "wrong"> {
  const counted = countedFor(ctx, account);
  let startedAt = 0;
  for (let poll = 0; ; poll++) {
    startedAt = ctx.services.clock.now().getTime();
    const verdict = await start(ctx, counted, startedAt);
    if (verdict === "go") break;
    if (verdict === "refuse" || poll >= MOST_POLLS) return "refused";
    await pause();
  }
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await finish(ctx, counted, startedAt, "none");
    throw error;
  }
  await finish(ctx, counted, startedAt, right ? "right" : "wrong");
  return right ? "right" : "wrong";
}
