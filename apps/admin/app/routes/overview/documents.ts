/**
 * The Overview's document (admin API, typed by gql.tada from admin-schema.graphql; decision 0121).
 * A section the viewer's permissions do not open comes back null.
 */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const OVERVIEW = graphql(`
  query Overview($range: String, $from: String, $to: String) {
    overview(range: $range, from: $from, to: $to) {
      status_code code message fieldErrors { field code message }
      data {
        range from to today
        sales { country currency orders amount days { day orders amount } }
        stages { status count }
        work {
          returnsRequested ticketsWaiting
          payoutsPending { count amounts { currency amount } }
          ordersToMove { status count }
          stock { low out threshold }
        }
        topProducts { _id name arName units amounts { currency amount } }
        topDesigners { _id name arName units amounts { currency amount } }
        newCustomers
      }
    }
  }
`);

export type OverviewData = NonNullable<ResultOf<typeof OVERVIEW>["overview"]["data"]>;
