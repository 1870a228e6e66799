import { CAN_REVIEW, type ReviewPermission } from "../../components/catalog/product-types.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest } from "../../lib/locale.ts";
import type { Route } from "./+types/can-review";

/** GET: whether the visitor may review the product (the shared product page asks after it loads). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<ReviewPermission> {
  const result = await gql(context, localeOfRequest(request), CAN_REVIEW, { id: params.id });
  return result.canReview.data ?? { loggedIn: false, reviewed: false };
}
