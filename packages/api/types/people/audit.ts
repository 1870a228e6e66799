/** The audit trail in the admin API (decisions 0111, 0112): super administrators only. */
import { AUDIT_LIST, type AuditChange, type AuditView, listAudit } from "#kernel/audit-list.ts";
import { builder } from "../../builder.ts";
import { guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

const Change = builder.objectRef<AuditChange>("AuditChange").implement({
  description: "One field a write changed: its value before and after, as text (null: none)",
  fields: (t) => ({
    field: t.exposeString("field"),
    before: t.exposeString("before", { nullable: true }),
    after: t.exposeString("after", { nullable: true }),
  }),
});

const Entry = builder.objectRef<AuditView>("AuditEntry").implement({
  description: "One back-office write: who, what, when, from where, and what it changed",
  fields: (t) => ({
    _id: t.exposeID("id"),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    actorId: t.exposeID("actorId", { nullable: true }),
    actorEmail: t.exposeString("actorEmail"),
    actorPrivilege: t.exposeString("actorPrivilege", { nullable: true }),
    action: t.exposeString("action"),
    entity: t.exposeString("entity"),
    entityId: t.exposeString("entityId"),
    ip: t.exposeString("ip", { nullable: true }),
    changes: t.field({ type: [Change], resolve: (e) => e.changes }),
  }),
});

const AuditFilter = builder.inputType("AuditFilter", {
  fields: (t) => ({
    actor: t.string({ description: "Part of the actor's e-mail" }),
    action: t.string({ description: "An action, or its start (user.)" }),
    entity: t.string(),
    entityId: t.string(),
    from: t.string({ description: "ISO instant, inclusive" }),
    to: t.string({ description: "ISO instant, exclusive" }),
  }),
});

builder.queryField("auditEntries", (t) =>
  t.field({
    ...guard.admin("read:audit:any"),
    type: listOf<AuditView>("AuditEntry", Entry),
    description: `The back office's trail, a page at a time; sort: ${AUDIT_LIST.sortable.join(", ")}; search: actor, action or entity id`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: AuditFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listAudit(ctx, listArgsOf(args))),
  }),
);
