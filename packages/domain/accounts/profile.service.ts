import { verify } from "@node-rs/argon2";
import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { type Action, canAny, type Entity, requirePermission } from "#kernel/permissions.ts";
import { ChangeRoleOrStatusInput, EditProfileInput } from "./account.schema.ts";
import { hashPassword, uploadedAvatar } from "./auth.service.ts";
import { throttledPasswordCheck } from "./login-throttle.ts";
import { signSession } from "./session.ts";
import { type AccountView, accountView, findUser } from "./user.view.ts";

/** The signed-in user, or 401. */
export function requireUser(ctx: Pick<RequestContext, "user">) {
  if (!ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  if (ctx.user.status === "blocked") throw new DomainError("USER_BLOCKED", 403);
  return ctx.user;
}

/**
 * The id a call acts on: the caller's own, or the user named when the caller may `action` any
 * user's `entity` (an administrator with `<action>:<entity>:any`, decision 0052); else 403.
 */
export async function targetUserId(
  ctx: Pick<RequestContext, "user" | "db">,
  requested: string | null | undefined,
  action: Action,
  entity: Entity,
  field = "user",
): Promise<string> {
  const me = requireUser(ctx);
  if (!requested || requested === me.id) return me.id;
  requirePermission(ctx, `${action}:${entity}:any`);
  // Another user's id: refused on its field when it cannot be one, 404 when nobody has it
  // (decision 0073: never a database error, never a row written for nobody).
  if (!isRowId(requested)) throw new DomainError("INVALID_INPUT", 400, { [field]: "INVALID_VALUE" });
  const [found] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, requested));
  if (!found) throw notFound("INVALID_USER");
  return requested;
}

/**
 * getUserById: the whole account for its owner and administrators; for anyone else only the
 * public profile of a designer or manufacturer (by id or slug).
 */
export async function getUserById(
  ctx: RequestContext,
  args: { user?: string | null; slug?: string | null },
): Promise<AccountView> {
  if (!args.user && !args.slug && !ctx.user) throw new DomainError("UNAUTHENTICATED", 401);
  let row = args.user ? await findUser(ctx.db, args.user) : undefined;
  if (!row && args.slug) [row] = await ctx.db.select().from(users).where(eq(users.slug, args.slug));
  if (!args.user && !args.slug && ctx.user) row = await findUser(ctx.db, ctx.user.id);
  if (!row) throw notFound("INVALID_USER");
  const owner = ctx.user && (ctx.user.id === row.id || canAny(ctx, "read", "user"));
  if (owner) return accountView(row, true);
  if (row.role === "customer" || row.status !== "active") {
    throw ctx.user ? new DomainError("FORBIDDEN", 403) : new DomainError("UNAUTHENTICATED", 401);
  }
  return accountView(row, false);
}

export interface ProfileUpdate {
  user: AccountView;
  /** A fresh session token when the password changed (older ones end). */
  jwt: string | null;
}

/** editProfile: profile fields, the image (or deleteImage), and a password change with confirmation. */
export async function editProfile(
  ctx: RequestContext,
  args: { user?: string | null } & Record<string, unknown>,
): Promise<ProfileUpdate> {
  const id = await targetUserId(ctx, args.user, "update", "user");
  const input = parseInput(EditProfileInput, args);
  const row = await findUser(ctx.db, id);
  if (!row) throw notFound("INVALID_USER");
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.fName !== undefined) set.fName = input.fName;
  if (input.lName !== undefined) set.lName = input.lName;
  if (input.fName !== undefined || input.lName !== undefined)
    set.name = [set.fName ?? row.fName, set.lName ?? row.lName].filter(Boolean).join(" ");
  if (input.email !== undefined && input.email !== row.email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, id)));
    if (taken) throw new DomainError("INVALID_INPUT", 400, { email: "USER_EXISTS" });
    set.email = input.email;
  }
  if (input.phone !== undefined) set.phone = input.phone || null;
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.birthDate !== undefined) set.birthDate = input.birthDate;
  for (const key of ["description", "city", "country"] as const)
    if (input[key] !== undefined) set[key] = input[key] || null;
  if (input.favLang) set.favLang = input.favLang;
  if (input.mailLang) set.mailLang = input.mailLang;
  if (input.subscribed != null) set.subscribed = input.subscribed;
  if (input.deleteImage) set.image = null;
  else if (input.image) {
    const path = await uploadedAvatar(ctx, input.image);
    if (!path) throw new DomainError("INVALID_INPUT", 400, { image: "UPLOAD_IMAGE_FAILED" });
    set.image = path;
  }
  let passwordChanged = false;
  if (input.newPassword && row.passwordHash) {
    // The current password is guessed as at sign-in: the same backoff (decisions 0073, 0079).
    const account = row.email ?? `user:${row.id}`;
    const hash = row.passwordHash;
    const outcome = await throttledPasswordCheck(ctx, account, () => verify(hash, input.password ?? ""));
    if (outcome === "refused") throw new DomainError("TOO_MANY_REQUESTS", 429);
    if (outcome === "wrong") throw new DomainError("INVALID_INPUT", 400, { password: "INCORRECT_PASSWORD" });
  }
  if (input.newPassword) {
    set.passwordHash = await hashPassword(input.newPassword);
    passwordChanged = true;
  }
  const [updated] = await ctx.db
    .update(users)
    .set(passwordChanged ? { ...set, tokenVersion: sql`${users.tokenVersion} + 1` } : set)
    .where(eq(users.id, id))
    .returning();
  const self = ctx.user?.id === id;
  const jwt = passwordChanged && self ? await signSession(updated!, ctx.services.jwtSecret) : null;
  return { user: accountView(updated!), jwt };
}

/**
 * changeRoleOrStatus (the shop's): a user deactivates their own account (byUser, or the status
 * deactivated), which ends their sessions. Staff block, reactivate and change roles in the admin
 * API (`setUserStatus`, people-actions.service.ts, decision 0112).
 */
export async function changeRoleOrStatus(
  ctx: RequestContext,
  args: { user?: string | null; status?: string | null; role?: string | null; byUser?: boolean | null },
): Promise<AccountView> {
  const me = requireUser(ctx);
  const input = parseInput(ChangeRoleOrStatusInput, args);
  const id = input.user || me.id;
  // A call that names no change changes nothing: a user's own deactivation says so.
  if (!input.byUser && !input.status && !input.role)
    throw new DomainError("INVALID_INPUT", 400, { status: "FIELD_REQUIRED" });
  if (id !== me.id || (input.status ?? "deactivated") !== "deactivated" || input.role)
    throw new DomainError("FORBIDDEN", 403);
  const [row] = await ctx.db
    .update(users)
    .set({ status: "deactivated", tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound("INVALID_USER");
  return accountView(row);
}

/** Where and in which language a user's mails go (other domains' mails: orders, tickets). */
export async function mailContactOf(
  ctx: Pick<RequestContext, "db">,
  userId: string,
): Promise<{ email: string; name: string; lang: "ar" | "en" } | null> {
  const [row] = await ctx.db
    .select({ email: users.email, name: users.name, fName: users.fName, lang: users.mailLang })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.email) return null;
  return { email: row.email, name: row.fName || row.name, lang: row.lang };
}

/** What a designer's profile holds of what submitting products needs (tickets, decision 0060). */
export async function sellerProfileOf(
  ctx: Pick<RequestContext, "db">,
  userId: string,
): Promise<{
  role: string;
  image: string | null;
  bio: string | null;
  email: string | null;
  country: string | null;
} | null> {
  const [row] = await ctx.db
    .select({
      role: users.role,
      image: users.image,
      bio: users.description,
      email: users.email,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
