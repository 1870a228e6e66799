/** The fragments the information pages ask with (decision 0105); loaders only. */
import { graphql } from "../../lib/shop-graphql.ts";

export const ContentPageFields = graphql(`
  fragment ContentPageFields on ContentPage { slug title arTitle body arBody updatedAt }
`);

/** A page's header description, asked as `header: getHeaderDescriptionByPage(page: "…")`. */
export const HeaderFields = graphql(`
  fragment HeaderFields on HeaderDescription { title arTitle text arText }
`);
