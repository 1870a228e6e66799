/**
 * An open position as the careers pages read it (getCareers, getCareer; decision 0105);
 * `employmentType` is full_time, part_time, internship or contract.
 */
import { graphql } from "../../lib/shop-graphql.ts";

export const CareerFields = graphql(`
  fragment CareerFields on Career {
    _id slug title arTitle description arDescription location arLocation employmentType
  }
`);
