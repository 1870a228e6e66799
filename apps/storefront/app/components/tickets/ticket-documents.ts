/** The fragments of a designer's product request and its discussion (decision 0105); loaders only. */
import { graphql } from "../../lib/shop-graphql.ts";

export const TicketFileFields = graphql(`
  fragment TicketFileFields on TicketAttachment { _id name size isImage url }
`);

export const TicketMessageFields = graphql(
  `
  fragment TicketMessageFields on TicketMessage {
    _id text fromTeam senderName read createdAt attachments { ...TicketFileFields }
  }
`,
  [TicketFileFields],
);
