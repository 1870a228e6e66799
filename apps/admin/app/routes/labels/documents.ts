/** The badges and tags areas' documents (decision 0135). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const TAGS = graphql(`
  query AdminTags { adminTags { status_code code message fieldErrors { field code message } data { _id name arName productCount } } }
`);
export const BADGES = graphql(`
  query AdminBadges {
    adminBadges { status_code code message fieldErrors { field code message } data { _id code name arName color productCount } }
  }
`);
type BadgeData = NonNullable<ResultOf<typeof BADGES>["adminBadges"]["data"]>[number];
/** A tag or a badge (badges add their code and colour). */
export type Label = Omit<BadgeData, "code" | "color"> & Partial<Pick<BadgeData, "code" | "color">>;

export const CREATE_TAG = graphql(`
  mutation CreateTag($input: AdminTagInput!) { createTag(input: $input) { status_code code message fieldErrors { field code message } data { _id } } }
`);
export const UPDATE_TAG = graphql(`
  mutation UpdateTag($id: ID!, $input: AdminTagInput!) { updateTag(id: $id, input: $input) { status_code code message fieldErrors { field code message } data { _id } } }
`);
export const DELETE_TAG = graphql(`
  mutation DeleteTag($id: ID!) { deleteTag(id: $id) { status_code code message fieldErrors { field code message } data { _id } } }
`);
export const CREATE_BADGE = graphql(`
  mutation CreateBadge($input: AdminBadgeInput!) { createBadge(input: $input) { status_code code message fieldErrors { field code message } data { _id } } }
`);
export const UPDATE_BADGE = graphql(`
  mutation UpdateBadge($id: ID!, $input: AdminBadgeInput!) { updateBadge(id: $id, input: $input) { status_code code message fieldErrors { field code message } data { _id } } }
`);
export const DELETE_BADGE = graphql(`
  mutation DeleteBadge($id: ID!) { deleteBadge(id: $id) { status_code code message fieldErrors { field code message } data { _id } } }
`);

export type LabelKind = "badge" | "tag";
export const labelKindOf = (pathname: string): LabelKind =>
  /\/badges(\/|$)/.test(pathname) ? "badge" : "tag";
