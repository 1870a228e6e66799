/**
 * The audit screen's list (decisions 0111, 0112): the trail newest first, by actor e-mail, action,
 * entity, entity id and time range; each entry's changes field by field, as text. Super
 * administrators only (`read:audit:any`).
 */
import { and, asc, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { auditEntries } from "#db/schema/index.ts";
import type { RequestContext } from "./context.ts";
import { type ListArgs, type ListPage, type ListSpec, likeText, pageOf, parseList } from "./list.ts";
import { requirePermission } from "./permissions.ts";

/** One changed field: its value before and after, written as text (null: it had none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditView {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string;
  actorPrivilege: string | null;
  action: string;
  entity: string;
  entityId: string;
  ip: string | null;
  changes: AuditChange[];
}

const instant = z.iso.datetime({ offset: true, error: "INVALID_VALUE" }).nullish();
const short = (max: number) => z.string().trim().max(max, "INVALID_VALUE").nullish();

export const AUDIT_LIST = {
  sortable: ["createdAt"],
  filter: z.object({
    /** Part of the actor's e-mail. */
    actor: short(254),
    /** `user.privilege`, or its start (`user.`). */
    action: short(80),
    entity: short(40),
    entityId: short(80),
    /** From this instant (inclusive) … */
    from: instant,
    /** … to this one (exclusive). */
    to: instant,
  }),
} as const satisfies ListSpec<string, z.ZodType>;

/** A JSON value as a reader sees it: text as is, the rest as JSON. */
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value);

/** The fields an entry changed, in the order they were written. */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
}

/** The trail, a page at a time, newest first by default. */
export async function listAudit(
  ctx: Pick<RequestContext, "db" | "user">,
  args: ListArgs,
): Promise<ListPage<AuditView>> {
  requirePermission(ctx, "read:audit:any");
  const q = parseList(AUDIT_LIST, args);
  const f = q.filter;
  const e = auditEntries;
  const like = (value: string) => `%${likeText(value)}%`;
  const where = and(
    f.actor ? ilike(e.actorEmail, like(f.actor)) : undefined,
    f.action ? ilike(e.action, `${likeText(f.action)}%`) : undefined,
    f.entity ? eq(e.entity, f.entity) : undefined,
    f.entityId ? eq(e.entityId, f.entityId) : undefined,
    f.from ? gte(e.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(e.createdAt, new Date(f.to)) : undefined,
    q.search
      ? or(ilike(e.actorEmail, like(q.search)), ilike(e.action, like(q.search)), eq(e.entityId, q.search))
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(e)
      .where(where)
      .orderBy((q.direction === "asc" ? asc : desc)(e.createdAt), desc(e.id))
      .limit(q.pageSize)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(e).where(where),
  ]);
  const items = rows.map(({ before, after, ...row }) => ({ ...row, changes: changesOf(before, after) }));
  return pageOf(q, items, count?.n ?? 0);
}
