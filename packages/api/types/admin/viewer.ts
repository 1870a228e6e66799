/** The back office's "who am I" (decision 0106): the admin app shows the areas these permissions open. */
import { type StaffViewer, staffViewer } from "#domain/accounts/accounts.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const Viewer = builder.objectRef<StaffViewer>("StaffViewer").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    privilageType: t.exposeString("privilageType", { nullable: true }),
    permissions: t.exposeStringList("permissions", {
      description: "action:entity:any, from the permissions table",
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.field({
    ...guard.adminViewer,
    type: envelopeOf<StaffViewer>("StaffViewer", Viewer),
    description: "The signed-in staff member; 403 for anybody without a staff permission",
    resolve: (_r, _a, ctx) => reply(ctx, () => staffViewer(ctx)),
  }),
);
