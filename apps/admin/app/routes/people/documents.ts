/** The People area's documents (admin API, typed by gql.tada from admin-schema.graphql; decision 0112). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const PEOPLE = graphql(`
  query People($options: ListOptions, $filter: PeopleFilter) {
    people(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data { total page pageSize items { _id name email phone role status privilageType createdAt } }
    }
    peopleCounts(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message } data { customer designer manufacturer }
    }
  }
`);

/** A row of the people list. */
export type PersonRow = NonNullable<ResultOf<typeof PEOPLE>["people"]["data"]>["items"][number];

export const PERSON = graphql(`
  query Person($id: ID!) {
    person(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id name fName lName email phone role status privilageType country city favLang mailLang
        orderNum createdAt nextStatuses
        addresses { _id fName lName phone address1 streetName building city area country }
      }
    }
  }
`);

export type Person = NonNullable<ResultOf<typeof PERSON>["person"]["data"]>;

export const PERSON_ORDERS = graphql(`
  query PersonOrders($user: ID!) {
    personOrders(user: $user) {
      status_code code message fieldErrors { field code message }
      data { _id orderId status totalPrice currency itemCount createdAt }
    }
  }
`);

export const PERSON_TICKETS = graphql(`
  query PersonTickets($designer: ID!) {
    tickets(filter: { designer: $designer }, options: { pageSize: 50 }) {
      status_code code message fieldErrors { field code message }
      data { total items { _id name productStatus basePrice createdAt } }
    }
  }
`);

export const SET_STATUS = graphql(`
  mutation SetUserStatus($user: ID!, $status: String, $role: String) {
    setUserStatus(user: $user, status: $status, role: $role) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const END_SESSIONS = graphql(`
  mutation EndUserSessions($user: ID!) {
    endUserSessions(user: $user) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const SET_PRIVILEGE = graphql(`
  mutation SetUserPrivilege($user: ID!, $privilege: String) {
    setUserPrivilege(user: $user, privilege: $privilege) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);
