/** An open position as the careers pages read it (getCareers, getCareer; decision 0105). */
import { graphql, type ResultOf } from "../../lib/shop-graphql.ts";

export const CareerFields = graphql(`
  fragment CareerFields on Career {
    _id slug title arTitle description arDescription location arLocation employmentType
  }
`);

/** `employmentType` is full_time, part_time, internship or contract. */
export type Career = ResultOf<typeof CareerFields>;
