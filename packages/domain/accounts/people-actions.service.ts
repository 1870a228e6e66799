/**
 * What staff do to an account in the People area (decision 0112), each in a transaction with its
 * audit entry (decision 0111) holding only the fields it changed:
 * - `changePerson`: block, unblock, reactivate, change the role (`update:user:any`);
 * - `endSessions`: every session of the person ends on its next request (`tokenVersion` + 1);
 * - `setPrivilege`: grant or withdraw an administrator privilege type (`update:privilege:any`,
 *   the super administrator's alone).
 * A staff member's account is changed only by a super administrator; nobody changes their own.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { can, type Permission, refusal, requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { nextPersonStatuses } from "./people.rules.ts";
import { ChangePersonInput, EndSessionsInput, SetPrivilegeInput } from "./people.schema.ts";
import { getPerson, type PersonDetail } from "./people.service.ts";

type Target = { id: string; status: typeof users.$inferSelect.status; role: typeof users.$inferSelect.role };

/**
 * The person's row, locked for the change (404 when nobody has the id), with the actor's own row
 * locked too, in one order, and the actor's power read again from it: two super administrators
 * withdrawing (or blocking) each other at once cannot both succeed, so the store keeps one.
 */
async function locked(tx: RequestContext, id: string, permission: Permission) {
  const actor = tx.user?.id ?? "";
  const rows = await tx.db
    .select({
      id: users.id,
      status: users.status,
      role: users.role,
      privilageType: users.privilageType,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(inArray(users.id, [id, actor]))
    .orderBy(asc(users.id))
    .for("update");
  const me = rows.find((r) => r.id === actor) ?? null;
  if (!can(me, permission)) throw refusal(me);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound("INVALID_USER");
  // A staff account is the super administrator's to change (decision 0112).
  if (row.privilageType && !can(me, "update:privilege:any")) throw new DomainError("STAFF_ACCOUNT", 403);
  return row;
}

const notSelf = (ctx: RequestContext, target: Target, field: string) => {
  if (target.id === ctx.user?.id) throw new DomainError("OWN_ACCOUNT", 409, { [field]: "OWN_ACCOUNT" });
};

/** Block, unblock, reactivate and/or change the role; a status other than active ends the sessions. */
export async function changePerson(ctx: RequestContext, args: unknown): Promise<PersonDetail> {
  requirePermission(ctx, "update:user:any");
  const input = parseInput(ChangePersonInput, args);
  await withTransaction(ctx, async (tx) => {
    const row = await locked(tx, input.user, "update:user:any");
    notSelf(tx, row, input.status ? "status" : "role");
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    if (input.status && input.status !== row.status) {
      if (!nextPersonStatuses(row.status).includes(input.status))
        throw new DomainError("INVALID_INPUT", 409, { status: "INVALID_VALUE" });
      before.status = row.status;
      after.status = input.status;
    }
    if (input.role && input.role !== row.role) {
      before.role = row.role;
      after.role = input.role;
    }
    if (!Object.keys(after).length)
      throw new DomainError("PERSON_UNCHANGED", 409, {
        [input.status ? "status" : "role"]: "PERSON_UNCHANGED",
      });
    const ends = after.status && after.status !== "active";
    await tx.db
      .update(users)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.role ? { role: input.role } : {}),
        ...(ends ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id));
    const action = after.status ? "user.status" : "user.role";
    await audit(tx, { action, entity: "user", entityId: row.id, before, after });
  });
  return getPerson(ctx, input.user);
}

/** Ends every session of the person: their tokens are refused from the next request on. */
export async function endSessions(ctx: RequestContext, args: unknown): Promise<PersonDetail> {
  requirePermission(ctx, "update:user:any");
  const input = parseInput(EndSessionsInput, args);
  await withTransaction(ctx, async (tx) => {
    const row = await locked(tx, input.user, "update:user:any");
    await tx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    await audit(tx, {
      action: "user.sessions",
      entity: "user",
      entityId: row.id,
      before: { tokenVersion: row.tokenVersion },
      after: { tokenVersion: row.tokenVersion + 1 },
    });
  });
  return getPerson(ctx, input.user);
}

/** Grants a privilege type, or withdraws it (none); the super administrator only, never their own. */
export async function setPrivilege(ctx: RequestContext, args: unknown): Promise<PersonDetail> {
  requirePermission(ctx, "update:privilege:any");
  const input = parseInput(SetPrivilegeInput, args);
  const privilege = input.privilege ?? null;
  await withTransaction(ctx, async (tx) => {
    const row = await locked(tx, input.user, "update:privilege:any");
    notSelf(tx, row, "privilege");
    if (row.privilageType === privilege)
      throw new DomainError("PERSON_UNCHANGED", 409, { privilege: "PERSON_UNCHANGED" });
    await tx.db
      .update(users)
      .set({ privilageType: privilege, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    await audit(tx, {
      action: "user.privilege",
      entity: "user",
      entityId: row.id,
      before: { privilageType: row.privilageType },
      after: { privilageType: privilege },
    });
  });
  return getPerson(ctx, input.user);
}
