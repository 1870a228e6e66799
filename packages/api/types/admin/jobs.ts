/**
 * The jobs area of the admin API (decisions 0053, 0106): the worked example of an admin list and
 * an admin action. Each field declares its permission (guard.admin), the service requires it again.
 */
import { JOBS_LIST, type JobView, jobNextActions, listJobs, retryJob } from "#kernel/jobs.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";

const JobStatus = builder.enumType("JobStatus", { values: ["pending", "done", "dead"] as const });

const Job = builder.objectRef<JobView>("Job").implement({
  description: "A queued side effect (mail, re-indexing, reconciliation) and how its runs went",
  fields: (t) => ({
    _id: t.exposeID("id"),
    topic: t.exposeString("topic"),
    status: t.field({ type: JobStatus, resolve: (j) => j.status }),
    attempts: t.exposeInt("attempts"),
    maxAttempts: t.exposeInt("maxAttempts"),
    availableAt: t.string({ resolve: (j) => j.availableAt.toISOString() }),
    lastError: t.exposeString("lastError", { nullable: true }),
    createdAt: t.string({ resolve: (j) => j.createdAt.toISOString() }),
    nextActions: t.stringList({
      description: "What staff may do with it now: retry",
      resolve: (j) => jobNextActions(j.status),
    }),
  }),
});

const JobFilter = builder.inputType("JobFilter", {
  fields: (t) => ({ status: t.field({ type: JobStatus }), topic: t.string() }),
});

builder.queryField("jobs", (t) =>
  t.field({
    ...guard.admin("read:job:any"),
    type: listOf("Job", Job),
    description: `The job outbox, a page at a time; sort: ${JOBS_LIST.sortable.join(", ")}; search: the topic`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: JobFilter }) },
    resolve: (_root, args, ctx) => reply(ctx, () => listJobs(ctx, listArgsOf(args))),
  }),
);

builder.mutationField("retryJob", (t) =>
  t.field({
    ...guard.admin("update:job:any"),
    type: envelopeOf<JobView>("RetriedJob", Job),
    description: "Gives a dead job three more attempts now; super administrators only",
    args: { job: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => retryJob(ctx, String(args.job))),
  }),
);
