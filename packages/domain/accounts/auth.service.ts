import { createHash } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { carts, passwordResetTokens, uploads, users } from "#db/schema/index.ts";
import { type Allowance, takeAllowance } from "#kernel/allowance.ts";
import type { RequestContext } from "#kernel/context.ts";
import { isUniqueViolation } from "#kernel/db-errors.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { enqueue } from "#kernel/jobs.ts";
import { withTransaction } from "#kernel/tx.ts";
import { resetPasswordMail } from "../mail/mail.api.ts";
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from "./account.schema.ts";
import { designerSlug, displayName, newReferralCode, newResetToken } from "./accounts.rules.ts";
import { throttledPasswordCheck } from "./login-throttle.ts";
import { verifyRobot } from "./robot.ts";
import { signSession } from "./session.ts";
import { type AccountView, accountView, type UserRow } from "./user.view.ts";

/** What login, register, reset and social login answer: the session token and the account. */
export interface LoginResult {
  jwt: string;
  user: AccountView;
  /** The user's open cart, when there is one. */
  cart: string | null;
}

const ARGON = { algorithm: 2 as const };
/** 3 reset mails per email in 15 minutes, for the whole site (decision 0079). */
const RESET_MAILS: Allowance = { limit: 3, windowMs: 15 * 60_000 };

export const hashPassword = (password: string) => hash(password, ARGON);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function userByEmail(ctx: RequestContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The user's open cart id (the one the site shows after login). */
async function openCartId(ctx: Pick<RequestContext, "db">, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, "open")));
  return row?.id ?? null;
}

export async function sessionFor(ctx: RequestContext, user: UserRow): Promise<LoginResult> {
  const jwt = await signSession(user, ctx.services.jwtSecret);
  return { jwt, user: accountView(user), cart: await openCartId(ctx, user.id) };
}

/** Refuses users who may not have a session: blocked, or deactivated by themselves. */
export function assertMayLogIn(user: UserRow, status = 403): void {
  if (user.status === "blocked") throw new DomainError("USER_BLOCKED", status);
  if (user.status === "deactivated") throw new DomainError("ACCOUNT_DEACTIVATED", status);
}

function socialOnly(user: UserRow): DomainError | null {
  if (user.passwordHash) return null;
  if (user.fbId) return new DomainError("REGISTERED_WITH_FACEBOOK", 500);
  if (user.ggId) return new DomainError("REGISTERED_WITH_GOOGLE", 500);
  return null;
}

/** A hash no password matches, verified for unknown emails so they take as long as known ones. */
let dummyHash: Promise<string> | undefined;
const hashToWasteTimeOn = () => {
  dummyHash ??= hashPassword(`no-account-${Math.random()}`);
  return dummyHash;
};

/**
 * login: email and password. An unknown email, a wrong password and an account without a password
 * answer the same INVALID_CREDENTIALS after the same argon2 work (decision 0073). Wrong passwords
 * count against the account and the client; while their backoff runs the answer is 429 and the
 * password is not checked; two right sign-ins at once both succeed (decision 0108).
 */
export async function login(ctx: RequestContext, input: unknown): Promise<LoginResult> {
  const { email, password } = parseInput(LoginInput, input);
  const found: { user?: UserRow } = {};
  const outcome = await throttledPasswordCheck(ctx, email, async () => {
    const user = await userByEmail(ctx, email);
    const matches = await verify(user?.passwordHash ?? (await hashToWasteTimeOn()), password);
    if (user?.passwordHash && matches) found.user = user;
    return !!found.user;
  });
  if (outcome === "refused") throw new DomainError("TOO_MANY_REQUESTS", 429);
  const user = found.user;
  if (!user) throw new DomainError("INVALID_CREDENTIALS", 500, { password: "INVALID_CREDENTIALS" });
  assertMayLogIn(user);
  return sessionFor(ctx, user);
}

interface RegisterArgs {
  /** The robot-check payload (altcha). */
  robot?: string | null;
  [field: string]: unknown;
}

/** register: a customer or a designer. The robot check must be passed. */
export async function register(ctx: RequestContext, args: RegisterArgs): Promise<LoginResult> {
  const input = parseInput(RegisterInput, args);
  const runtime = ctx.services;
  if (!(await verifyRobot(runtime.jwtSecret, args.robot, runtime.robotReplay)))
    throw new DomainError("ROBOT_CHECK", 400, { robot: "ROBOT_CHECK" });
  const existing = await userByEmail(ctx, input.email);
  if (existing) throw socialOnly(existing) ?? new DomainError("USER_EXISTS", 500, { email: "USER_EXISTS" });

  let referredById: string | null = null;
  if (input.discountCode) {
    const [referrer] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.discountCode, input.discountCode.toUpperCase()));
    if (!referrer) throw new DomainError("INVALID_INPUT", 400, { discountCode: "INVALID_REFERRAL_CODE" });
    referredById = referrer.id;
  }
  let image: string | null = null;
  if (input.role === "designer") {
    image = await uploadedAvatar(ctx, input.image);
    if (!image) throw new DomainError("INVALID_INPUT", 400, { image: "IMAGE_REQUIRED" });
  }
  const lName = input.lName ?? "";
  const name = displayName(input.fName, lName);
  const values: typeof users.$inferInsert = {
    name,
    fName: input.fName,
    lName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    discountCode: newReferralCode(),
    referredById,
    favLang: input.favLang ?? ctx.language,
    mailLang: input.mailLang ?? input.favLang ?? ctx.language,
    ownCurrency: ctx.country,
    originMeta: input.originMeta,
    image,
  };
  if (input.role === "designer") {
    Object.assign(values, {
      country: input.country,
      city: input.city,
      description: input.description,
      slug: designerSlug(name),
    });
  }
  try {
    const [user] = await ctx.db.insert(users).values(values).returning();
    return sessionFor(ctx, user!);
  } catch (error) {
    // Two sign-ups of one email at once: the unique index decides, the later one hears the specs' answer.
    if (isUniqueViolation(error)) throw new DomainError("USER_EXISTS", 500, { email: "USER_EXISTS" });
    throw error;
  }
}

/**
 * A profile image must be one the upload endpoint stored (a filename or its /uploads path):
 * no outside addresses.
 */
export async function uploadedAvatar(ctx: RequestContext, image: string): Promise<string | null> {
  const path = image.startsWith("/uploads/") ? image : `/uploads/avatars/${image}`;
  const [row] = await ctx.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.path, path));
  return row?.path ?? null;
}

/** logout really ends the session: every token issued before is refused from now on. */
export async function logout(ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, ctx.user.id));
  return true;
}

/** The job that mails a reset link (decision 0053); its token is made when the mail is sent. */
export const RESET_MAIL_TOPIC = "accounts.reset-mail";

/**
 * forgotPassword: queues the mail of a single-use link (1 hour by default) in the user's mail
 * language. The request does the same work whether or not the email belongs to someone (the job
 * finds out), so neither its answer nor its time tells (decision 0073); it sends nothing itself.
 */
export async function forgotPassword(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { email, mailLang } = parseInput(ForgotPasswordInput, input);
  if (!(await takeAllowance(ctx.services.throttle, `reset-mail:${email}`, RESET_MAILS))) return true;
  await enqueue(ctx, RESET_MAIL_TOPIC, { email, lang: mailLang ?? ctx.language });
  return true;
}

/**
 * The reset mail's job: for an account with this email (not blocked), a fresh token and its link,
 * kept and mailed in one transaction (a failed send keeps no token; the job is tried again).
 * Nothing for an unknown email. Run twice, it mails two links that both work.
 */
export async function sendResetMail(ctx: RequestContext, payload: Record<string, unknown>): Promise<void> {
  const user = await userByEmail(ctx, String(payload.email ?? ""));
  if (!user?.email || user.status === "blocked") return;
  const runtime = ctx.services;
  const token = newResetToken();
  const lang = user.mailLang ?? (payload.lang === "en" ? "en" : "ar");
  const prefix = `${lang}-${user.ownCurrency === "ae" ? "eg" : user.ownCurrency}`;
  const link = `${runtime.publicUrl}/${prefix}/resetPassword?token=${encodeURIComponent(token)}`;
  await withTransaction(ctx, async (tx) => {
    await tx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + runtime.resetTtlMinutes * 60_000),
    });
    await runtime.mailer.send(
      resetPasswordMail({
        to: user.email!,
        name: user.fName,
        lang,
        link,
        token,
        ttlMinutes: runtime.resetTtlMinutes,
      }),
    );
  });
}

async function liveToken(ctx: RequestContext, token: string) {
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/** isForgotUser: whether a reset token is still good; answers the (partly hidden) email. */
export async function isForgotUser(ctx: RequestContext, token: string): Promise<{ email: string }> {
  const row = token ? await liveToken(ctx, token.trim()) : undefined;
  if (!row) throw new DomainError("RESET_TOKEN_INVALID", 505);
  const email = row.user.email ?? "";
  const [local = "", domain = ""] = email.split("@");
  return { email: `${local.slice(0, 2)}${"*".repeat(Math.max(1, local.length - 2))}@${domain}` };
}

/** resetForgotPassword: sets the new password, spends the token, ends older sessions, logs in. */
export async function resetForgotPassword(ctx: RequestContext, input: unknown): Promise<LoginResult> {
  const { token, password } = parseInput(ResetPasswordInput, input);
  const row = await liveToken(ctx, token);
  if (!row) throw new DomainError("RESET_TOKEN_INVALID", 505);
  assertMayLogIn(row.user, 505);
  const passwordHash = await hashPassword(password);
  const user = await withTransaction(ctx, async (tx) => {
    const spent = await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!spent.length) throw new DomainError("RESET_TOKEN_INVALID", 505);
    await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.user.id), isNull(passwordResetTokens.usedAt)));
    const [updated] = await tx.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, row.user.id))
      .returning();
    return updated!;
  });
  return sessionFor(ctx, user);
}
