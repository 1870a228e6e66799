/** The blog's shared documents (decision 0105): loaders import them, components their types. */
import { graphql } from "../../lib/shop-graphql.ts";

export const PostCardFields = graphql(`
  fragment PostCardFields on Post { _id slug type localTitle excerpt image publishedAt }
`);

/** A post's comments, oldest first. */
export const COMMENTS = graphql(`
  query Comments($post: String!) {
    getCommentReviews(type: "comment", post: $post) { data { _id text createdAt user { name image } } }
  }
`);
