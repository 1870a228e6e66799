/**
 * The collections and offers areas' documents (decision 0134): the same screens over two sets of
 * admin API fields. The loaders turn either answer into one shape (`Sale`).
 */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const COLLECTIONS = graphql(`
  query AdminCollections($options: ListOptions, $filter: AdminSaleFilter) {
    adminCollections(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data { total page pageSize items { _id slug title arTitle discount status state startDate endDate productCount } }
    }
  }
`);

export const OFFERS = graphql(`
  query AdminOffers($options: ListOptions, $filter: AdminSaleFilter) {
    adminOffers(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data { total page pageSize items { _id slug title arTitle discount status state startDate endDate productCount inHome } }
    }
  }
`);

type OfferItem = NonNullable<ResultOf<typeof OFFERS>["adminOffers"]["data"]>["items"][number];
/** A collection or offer in its list (offers add the home-page flag). */
export type SaleRow = Omit<OfferItem, "inHome"> & { inHome?: boolean };

export const COLLECTION = graphql(`
  query AdminCollection($id: ID!) {
    adminCollection(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id slug title arTitle discount status state startDate endDate productCount description arDescription
        products { _id name arName slug sku status thumbnail }
      }
    }
  }
`);

export const OFFER = graphql(`
  query AdminOffer($id: ID!) {
    adminOffer(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id slug title arTitle discount status state startDate endDate productCount inHome salesNumber
        products { _id name arName slug sku status thumbnail }
      }
    }
  }
`);

type CollectionData = NonNullable<ResultOf<typeof COLLECTION>["adminCollection"]["data"]>;
type OfferData = NonNullable<ResultOf<typeof OFFER>["adminOffer"]["data"]>;
/** One collection or offer as its page shows it. */
export type Sale = Omit<CollectionData, "description" | "arDescription"> &
  Partial<Pick<CollectionData, "description" | "arDescription">> &
  Partial<Pick<OfferData, "inHome" | "salesNumber">>;

export const CREATE_COLLECTION = graphql(`
  mutation CreateCollection($input: AdminCollectionInput!) {
    createCollection(input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const CREATE_OFFER = graphql(`
  mutation CreateOffer($input: AdminOfferInput!) {
    createOffer(input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const UPDATE_COLLECTION = graphql(`
  mutation UpdateCollection($id: ID!, $input: AdminCollectionInput!) {
    updateCollection(id: $id, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const UPDATE_OFFER = graphql(`
  mutation UpdateOffer($id: ID!, $input: AdminOfferInput!) {
    updateOffer(id: $id, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const DELETE_COLLECTION = graphql(`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(id: $id) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const DELETE_OFFER = graphql(`
  mutation DeleteOffer($id: ID!) {
    deleteOffer(id: $id) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const ADD_COLLECTION_PRODUCTS = graphql(`
  mutation AddCollectionProducts($id: ID!, $products: [ID!]!) {
    addCollectionProducts(id: $id, products: $products) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const ADD_OFFER_PRODUCTS = graphql(`
  mutation AddOfferProducts($id: ID!, $products: [ID!]!) {
    addOfferProducts(id: $id, products: $products) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const REMOVE_COLLECTION_PRODUCTS = graphql(`
  mutation RemoveCollectionProducts($id: ID!, $products: [ID!]!) {
    removeCollectionProducts(id: $id, products: $products) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
export const REMOVE_OFFER_PRODUCTS = graphql(`
  mutation RemoveOfferProducts($id: ID!, $products: [ID!]!) {
    removeOfferProducts(id: $id, products: $products) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

/** Products found by name to add (the products list's search). */
export const FIND_PRODUCTS = graphql(`
  query FindProductsForSale($options: ListOptions) {
    adminProducts(options: $options) {
      status_code code message fieldErrors { field code message }
      data { items { _id name arName slug sku thumbnail } }
    }
  }
`);

export type Kind = "collection" | "offer";
/** The area a path is in: /collections… or /offers…. */
export const kindOf = (pathname: string): Kind => (/\/offers(\/|$)/.test(pathname) ? "offer" : "collection");
export const basePath = (kind: Kind) => (kind === "offer" ? "/offers" : "/collections");
