/**
 * The products area's documents (admin API, decision 0117), typed by gql.tada from
 * admin-schema.graphql. Each selects the envelope's status, code, message and field messages.
 */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const PRODUCTS = graphql(`
  query AdminProducts($options: ListOptions, $filter: AdminProductFilter) {
    adminProducts(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data {
        total page pageSize
        items { _id name arName slug sku status thumbnail categoryName categoryArName designerName
          availableEdition createdAt prices { country available price } }
      }
    }
    catalogChoices {
      status_code code message fieldErrors { field code message }
      data { categories { _id name arName parentId } designers { _id name } manufacturers { _id name } }
    }
  }
`);

export type ProductRow = NonNullable<ResultOf<typeof PRODUCTS>["adminProducts"]["data"]>["items"][number];

export const CHOICES = graphql(`
  query CatalogChoices {
    catalogChoices {
      status_code code message fieldErrors { field code message }
      data {
        categories { _id name arName parentId }
        badges { _id name arName color }
        tags { _id name arName }
      }
    }
  }
`);

export type Choices = NonNullable<ResultOf<typeof CHOICES>["catalogChoices"]["data"]>;

export const PRODUCT = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id name arName slug sku status description arDescription category designerName egyptOnly
        isAvailableForCod featured inHome availableEdition maxPerOrder lists arLists badges tags updatedAt
        prices { country available price tax revenue siteRevenue manufacturingCost requiredDays salesNumber }
        images { _id path originalName primaryImage featured displayOrder }
        features { _id property arProperty value arValue egExtraPrice suExtraPrice }
      }
    }
    catalogChoices {
      status_code code message fieldErrors { field code message }
      data {
        categories { _id name arName parentId }
        badges { _id name arName color }
        tags { _id name arName }
      }
    }
  }
`);

export type Product = NonNullable<ResultOf<typeof PRODUCT>["adminProduct"]["data"]>;

export const UPDATE = graphql(`
  mutation UpdateProduct($id: ID!, $input: AdminProductInput!) {
    updateProduct(id: $id, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const CREATE = graphql(`
  mutation CreateProduct($input: AdminProductInput!) {
    createProduct(input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const ARCHIVE = graphql(`
  mutation ArchiveProduct($id: ID!, $archived: Boolean!) {
    archiveProduct(id: $id, archived: $archived) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const ADD_IMAGE = graphql(`
  mutation AddProductImage($product: ID!, $input: AdminProductImageInput!) {
    addProductImage(product: $product, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const UPDATE_IMAGE = graphql(`
  mutation UpdateProductImage($image: ID!, $input: AdminProductImageInput!) {
    updateProductImage(image: $image, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const REMOVE_IMAGE = graphql(`
  mutation RemoveProductImage($image: ID!) {
    removeProductImage(image: $image) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const ORDER_IMAGES = graphql(`
  mutation OrderProductImages($product: ID!, $images: [ID!]!) {
    orderProductImages(product: $product, images: $images) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const ADD_FEATURE = graphql(`
  mutation AddProductFeature($product: ID!, $input: AdminFeatureInput!) {
    addProductFeature(product: $product, input: $input) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const REMOVE_FEATURE = graphql(`
  mutation RemoveProductFeature($feature: ID!) {
    removeProductFeature(feature: $feature) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

// products CSV (decision 0120)
export const EXPORT_CSV = graphql(`
  query ExportProductsCsv($options: ListOptions, $filter: AdminProductFilter) {
    exportProductsCsv(options: $options, filter: $filter) { status_code code message fieldErrors { field code message } data { csv } }
  }
`);

export const START_IMPORT = graphql(`
  mutation StartProductImport($csv: String!, $fileName: String, $mode: AdminImportMode!) {
    startProductImport(csv: $csv, fileName: $fileName, mode: $mode) {
      status_code code message fieldErrors { field code message } data { _id }
    }
  }
`);

export const IMPORT = graphql(`
  query ProductImport($id: ID!) {
    productImport(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id mode status fileName total done
        rows { row slug applied errors { column code message } changes { column before after } }
      }
    }
  }
`);
export type ImportReport = NonNullable<ResultOf<typeof IMPORT>["productImport"]["data"]>;

export const APPLY_IMPORT = graphql(`
  mutation ApplyProductImport($dryRun: ID!) {
    applyProductImport(dryRun: $dryRun) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
