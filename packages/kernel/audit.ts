/**
 * The back office's trail (decision 0111): `audit(ctx, entry)` records one admin write in the
 * transaction that makes it, so the entry and the change commit or roll back together. Only the
 * fields the write changed go in `before` and `after`; never a secret.
 */
import { sql } from "drizzle-orm";
import { auditEntries } from "#db/schema/index.ts";
import type { RequestContext } from "./context.ts";
import type { Entity } from "./permissions.ts";
import { inTransaction } from "./tx.ts";

export interface AuditEntry {
  /** `<entity>.<verb>`: `order.status`, `ticket.accept`, `user.privilege`… */
  action: `${string}.${string}`;
  entity: Entity;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function audit(
  ctx: Pick<RequestContext, "db" | "user" | "clientIp" | "auditTrail">,
  entry: AuditEntry,
): Promise<void> {
  if (!inTransaction(ctx.db))
    throw new Error(`audit(${entry.action}): write it in the transaction of the change it records`);
  const actorId = ctx.user?.id ?? null;
  await ctx.db.insert(auditEntries).values({
    actorId,
    // The actor as they are now (the row keeps it if they are later renamed or removed).
    actorEmail: actorId ? sql`coalesce((select email from users where id = ${actorId}), '')` : "system",
    actorPrivilege: ctx.user?.privilageType ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: ctx.clientIp ?? null,
  });
  if (ctx.auditTrail) ctx.auditTrail.recorded++;
}
