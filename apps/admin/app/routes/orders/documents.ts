/**
 * The orders area's documents (admin API, typed by gql.tada from admin-schema.graphql; decision 0114).
 * Each selects the envelope's status, code, message and field messages (decision 0054).
 */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const ORDERS = graphql(`
  query Orders($options: ListOptions, $filter: AdminOrderFilter, $countFilter: AdminOrderFilter) {
    orders(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data {
        total page pageSize
        items { _id orderId status orderedFrom currency paymentMethod paymentStatus totalPrice itemCount createdAt customer { _id name email } }
      }
    }
    orderCounts(options: $options, filter: $countFilter) {
      status_code code message fieldErrors { field code message }
      data { pending confirmed ready_for_shipping out_for_delivery delivered cancelled returned }
    }
  }
`);

/** A row of the list. */
export type OrderRow = NonNullable<ResultOf<typeof ORDERS>["orders"]["data"]>["items"][number];

export const ORDER = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id orderId status nextStatuses orderedFrom currency paymentMethod createdAt deliveredAt requiredDays
        subtotal discount couponDiscount referralDiscount giftCardAmount shippingFees codFees totalPrice
        shippingAddress mayCollect
        customer { _id name email phone }
        items { _id sku name arName imagePath features quantity unitPrice unitDiscount lineTotal }
        payments {
          _id provider method status amount currency capturedAmount refundedAmount refundableLeft refundable
          reference providerRef source createdAt
          events { _id provider eventId outcome processedAt }
          refunds { _id amount currency status cause reason providerReason createdAt }
        }
        returns { _id status reason decisionNote createdAt }
        timeline { at kind from to actor amount status note }
        store { name arName address arAddress email phone }
      }
    }
  }
`);

export type Order = NonNullable<ResultOf<typeof ORDER>["order"]["data"]>;

export const MOVE = graphql(`
  mutation MoveOrder($order: ID!, $status: String!) {
    updateOrderStatus(order: $order, status: $status) { status_code code message fieldErrors { field code message } data { status } }
  }
`);

export const COLLECT = graphql(`
  mutation CollectCash($order: ID!) {
    collectCashPayment(order: $order) { status_code code message fieldErrors { field code message } data { _id mayCollect } }
  }
`);

export const REFUND = graphql(`
  mutation RefundPayment($payment: ID!, $amount: Int, $reason: String, $idempotencyKey: String!) {
    refundPayment(payment: $payment, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
      status_code code message fieldErrors { field code message }
      data { _id amount status providerReason }
    }
  }
`);
