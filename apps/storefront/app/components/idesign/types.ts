/** What the 'I design' page reads from GraphQL (decision 0105: the types come from the document). */
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";
import { CardFields } from "../catalog/types.ts";

export const IDESIGN_QUERY = graphql(
  `
  query Idesign($paginate: PaginateInput) {
    getIdesignProducts(paginate: $paginate) {
      status_code
      data {
        products { ...CardFields idesignStages designerStage }
        pageInfo { hasNext totalCount totalPages page limit }
      }
    }
    getHowItWorksStages(type: "idesign") {
      data { _id number title arTitle description arDescription }
    }
  }
`,
  [CardFields],
);

type Answer = ResultOf<typeof IDESIGN_QUERY>;
type IdesignPage = NonNullable<Answer["getIdesignProducts"]["data"]>;
export type IdesignProduct = IdesignPage["products"][number];
export type HowStage = NonNullable<Answer["getHowItWorksStages"]["data"]>[number];
