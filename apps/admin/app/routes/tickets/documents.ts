/**
 * The ticket queue's documents (admin API, typed by gql.tada from admin-schema.graphql). Each
 * selects the envelope's status, code, message and field messages (decision 0054).
 */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const TICKETS = graphql(`
  query Tickets($options: ListOptions, $filter: TicketFilter) {
    tickets(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data {
        total page pageSize
        items { _id name basePrice productStatus teamUnreadCount createdAt designer { _id name } category { name arName } }
      }
    }
    ticketCounts { status_code code message fieldErrors { field code message } data { waiting accepted rejected } }
  }
`);

/** A row of the queue. */
export type Ticket = NonNullable<ResultOf<typeof TICKETS>["tickets"]["data"]>["items"][number];

export const TICKET = graphql(`
  query Ticket($id: ID!) {
    ticket(id: $id) {
      status_code code message fieldErrors { field code message }
      data {
        _id name description basePrice productStatus nextStatuses ticketForCompetition createdAt
        acceptionDate rejectionDate
        designer { _id name }
        category { name arName }
        product { _id slug }
        attachments { _id name size isImage url }
        messages { _id text fromTeam senderName createdAt attachments { _id name url } }
      }
    }
  }
`);

export const REPLY = graphql(`
  mutation ReplyToTicket($ticket: ID!, $text: String, $attachments: [ID!]) {
    replyToTicket(ticket: $ticket, text: $text, attachments: $attachments) { status_code code message fieldErrors { field code message } data { _id } }
  }
`);

export const ACCEPT = graphql(`
  mutation AcceptTicket($ticket: ID!, $arName: String, $arDescription: String, $egPrice: Float, $egRevenue: Float,
    $suPrice: Float, $suRevenue: Float, $availableEdition: Int) {
    acceptTicket(ticket: $ticket, arName: $arName, arDescription: $arDescription, egPrice: $egPrice,
      egRevenue: $egRevenue, suPrice: $suPrice, suRevenue: $suRevenue, availableEdition: $availableEdition) {
      status_code code message fieldErrors { field code message } data { _id productStatus }
    }
  }
`);

export const REJECT = graphql(`
  mutation RejectTicket($ticket: ID!, $reason: String) {
    rejectTicket(ticket: $ticket, reason: $reason) { status_code code message fieldErrors { field code message } data { _id productStatus } }
  }
`);
