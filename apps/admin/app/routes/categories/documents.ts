/** The categories area's documents (admin API, typed by gql.tada from admin-schema.graphql). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const TREE = graphql(`
  query AdminCategories {
    adminCategories {
      status_code code message fieldErrors { field code message }
      data {
        _id slug name arName description arDescription parentId isMain hidden displayOrder productCount
        subCategories { _id slug name arName description arDescription parentId isMain hidden displayOrder productCount }
      }
    }
  }
`);

export type Category = NonNullable<ResultOf<typeof TREE>["adminCategories"]["data"]>[number];
export type SubCategory = Category["subCategories"][number];

export const CREATE = graphql(`
  mutation CreateCategory($input: AdminCategoryInput!) {
    createCategory(input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const UPDATE = graphql(`
  mutation UpdateCategory($id: ID!, $input: AdminCategoryInput!) {
    updateCategory(id: $id, input: $input) {
      status_code code message fieldErrors { field code message } data { _id }
    }
  }
`);

export const MOVE = graphql(`
  mutation MoveCategory($id: ID!, $direction: AdminMoveDirection!) {
    moveCategory(id: $id, direction: $direction) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const DELETE = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
