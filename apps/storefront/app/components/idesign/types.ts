/** What the 'I design' page reads from GraphQL. */
import { CARD_FIELDS, type CardProduct, type PageInfo } from "../catalog/types.ts";

export interface IdesignProduct extends CardProduct {
  idesignStages: number;
  designerStage: number;
}

export interface HowStage {
  _id: string;
  number: number;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
}

export interface IdesignPage {
  products: IdesignProduct[];
  pageInfo: PageInfo;
}

export const IDESIGN_QUERY = /* GraphQL */ `
  query Idesign($paginate: PaginateInput) {
    getIdesignProducts(paginate: $paginate) {
      status_code
      data {
        products { ${CARD_FIELDS} idesignStages designerStage }
        pageInfo { hasNext totalCount totalPages page limit }
      }
    }
    getHowItWorksStages(type: "idesign") {
      data { _id number title arTitle description arDescription }
    }
  }
`;
