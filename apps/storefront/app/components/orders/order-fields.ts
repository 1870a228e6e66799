/** What profile/orders and profile/orders/:id both ask of an order (decision 0105); loaders only. */
import { graphql } from "../../lib/shop-graphql.ts";

export const OrderSummaryFields = graphql(`
  fragment OrderSummaryFields on Order {
    _id orderId orderCreateDate status orderedFrom paymentMethod subtotal shippingFees discount codFees totalPrice
    couponDiscount referralDiscount giftCardAmount requiredDays trnxStatus fawryRef shippingAddress mayCancel canPayAgain
    refunds { _id amount status method createdAt settledAt expectedBy }
  }
`);
