/** The returns area's documents (admin API; decision 0114). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const RETURNS = graphql(`
  query Returns($options: ListOptions, $filter: ReturnFilter) {
    returns(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data {
        total page pageSize
        items {
          _id status nextStatuses reason decisionNote pickupAddress createdAt updatedAt
          order { _id orderId status totalPrice currency }
          customer { _id name email }
        }
      }
    }
    returnCounts { status_code code message fieldErrors { field code message } data { requested approved rejected received } }
  }
`);

export type ReturnRow = NonNullable<ResultOf<typeof RETURNS>["returns"]["data"]>["items"][number];

export const MOVE_RETURN = graphql(`
  mutation MoveReturn($return: ID!, $status: String!, $note: String) {
    updateReturnStatus(return: $return, status: $status, note: $note) {
      status_code code message fieldErrors { field code message } data { _id status decisionNote }
    }
  }
`);
