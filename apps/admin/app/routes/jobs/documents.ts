/** The jobs area's documents (admin API, typed by gql.tada from admin-schema.graphql). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const JOBS = graphql(`
  query Jobs($options: ListOptions, $filter: JobFilter) {
    jobs(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data { total page pageSize items { _id topic status attempts maxAttempts availableAt lastError createdAt nextActions } }
    }
  }
`);

/** A row of the list. */
export type Job = NonNullable<ResultOf<typeof JOBS>["jobs"]["data"]>["items"][number];

export const RETRY = graphql(`
  mutation RetryJob($job: ID!) {
    retryJob(job: $job) { status_code code message fieldErrors { field code message } data { _id status } }
  }
`);
