/**
 * What staff do to an account (decision 0112): block, unblock, reactivate and change the role
 * (`setUserStatus`), end every session, grant or withdraw a privilege type (the super
 * administrator's alone). Each answers the person's page as it now is.
 */

import type { PersonDetail } from "#domain/accounts/people.service.ts";
import { changePerson, endSessions, setPrivilege } from "#domain/accounts/people-actions.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { PersonPage } from "./people.ts";

const Changed = envelopeOf<PersonDetail>("ChangedPerson", PersonPage);

builder.mutationField("setUserStatus", (t) =>
  t.field({
    ...guard.admin("update:user:any"),
    type: Changed,
    description:
      "Block, unblock or reactivate an account, and/or change its role (customer, designer, manufacturer); a staff account: super administrators only",
    args: { user: t.arg.id({ required: true }), status: t.arg.string(), role: t.arg.string() },
    resolve: (_r, args, ctx) => reply(ctx, () => changePerson(ctx, { ...args, user: String(args.user) })),
  }),
);

builder.mutationField("endUserSessions", (t) =>
  t.field({
    ...guard.admin("update:user:any"),
    type: Changed,
    description: "Ends every session of the person: their tokens are refused from the next request",
    args: { user: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => endSessions(ctx, { user: String(args.user) })),
  }),
);

builder.mutationField("setUserPrivilege", (t) =>
  t.field({
    ...guard.admin("update:privilege:any"),
    type: Changed,
    description: "Grants an administrator privilege type, or withdraws it (null); super administrators only",
    args: { user: t.arg.id({ required: true }), privilege: t.arg.string() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => setPrivilege(ctx, { user: String(args.user), privilege: args.privilege || null })),
  }),
);
