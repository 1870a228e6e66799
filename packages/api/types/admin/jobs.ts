/**
 * Administrators' view of the job outbox (decision 0053): the worked example of an admin-only
 * operation. The field declares its permission (guard.can), the service requires it again, and
 * the same API serves the admin dashboard.
 */
import { type JobView, listJobs, retryJob } from "#kernel/jobs.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const Job = builder.objectRef<JobView>("Job").implement({
  description: "A queued side effect (mail, re-indexing, reconciliation) and how its runs went",
  fields: (t) => ({
    _id: t.exposeID("id"),
    topic: t.exposeString("topic"),
    status: t.exposeString("status"),
    attempts: t.exposeInt("attempts"),
    maxAttempts: t.exposeInt("maxAttempts"),
    availableAt: t.string({ resolve: (j) => j.availableAt.toISOString() }),
    lastError: t.exposeString("lastError", { nullable: true }),
    createdAt: t.string({ resolve: (j) => j.createdAt.toISOString() }),
  }),
});

builder.queryField("getJobs", (t) =>
  t.field({
    ...guard.can("read:job:any"),
    type: envelopeOf<JobView[]>("Jobs", [Job]),
    description: "Jobs by status (pending, done, dead), newest first; administrators only",
    args: { status: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => reply(ctx, () => listJobs(ctx, args)),
  }),
);

builder.mutationField("retryJob", (t) =>
  t.field({
    ...guard.can("update:job:any"),
    type: envelopeOf<JobView>("RetriedJob", Job),
    description: "Gives a dead job three more attempts now; super administrators only",
    args: { job: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => retryJob(ctx, String(args.job))),
  }),
);
