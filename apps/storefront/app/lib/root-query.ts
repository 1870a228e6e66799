/** The root loader's document: the settings and the category menu (loaders only, decision 0105). */
import { graphql } from "./shop-graphql.ts";

export const ROOT_QUERY = graphql(`
  query Root {
    getSettings { status_code data }
    getCategories(isMain: true) {
      status_code
      data { _id slug name arName image subCategories { _id slug name arName } }
    }
  }
`);
