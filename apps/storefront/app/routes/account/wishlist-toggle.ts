import { data, redirect } from "react-router";
import { safeRedirectPath } from "#kernel/safe-redirect.ts";
import { gql } from "../../lib/graphql.ts";
import { localeOfRequest, localePath } from "../../lib/locale.ts";
import { graphql } from "../../lib/shop-graphql.ts";
import type { Route } from "./+types/wishlist-toggle";
import type { WishlistToggleResult } from "./lib/types.ts";

const TOGGLE = graphql(`
  mutation Toggle($image: ID, $product: ID) { addRemoveWishlist(image: $image, product: $product) {
    status_code message errors data { inWishlist } } }
`);

/**
 * POST (image or product): puts it on the signed-in user's wishlist or takes it off. A heart
 * submitted without JavaScript also sends `next` (its page) and goes back there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, TOGGLE, {
    image: form.get("image") ? String(form.get("image")) : undefined,
    product: form.get("product") ? String(form.get("product")) : undefined,
  });
  const e = r.addRemoveWishlist;
  const result: WishlistToggleResult = {
    ok: e.status_code === 200,
    inWishlist: e.data?.inWishlist ?? false,
    needsLogin: e.status_code === 401,
    message: e.errors[0] ?? e.message,
  };
  const next = form.get("next");
  if (typeof next === "string") return redirect(safeRedirectPath(next, localePath(locale, "/")), 303);
  return data(result, { status: e.status_code === 200 ? 200 : e.status_code });
}
