/**
 * Who is signed in to the back office (decision 0106): their name, privilege type and the staff
 * permissions it gives, which the admin app reads to show each area or not. A user without any
 * staff permission is refused.
 */
import { eq } from "drizzle-orm";
import { users } from "#db/schema/index.ts";
import type { PrivilegeType, RequestContext } from "#kernel/context.ts";
import { refusal, requireSignedIn, type StaffPermission, staffPermissionsOf } from "#kernel/permissions.ts";

export interface StaffViewer {
  _id: string;
  name: string;
  email: string;
  privilageType: PrivilegeType | null;
  permissions: StaffPermission[];
}

export async function staffViewer(ctx: RequestContext): Promise<StaffViewer> {
  const user = requireSignedIn(ctx);
  const permissions = staffPermissionsOf(user);
  if (!permissions.length) throw refusal(user);
  const [row] = await ctx.db
    .select({ name: users.name, fName: users.fName, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    _id: user.id,
    name: row?.fName || row?.name || "",
    email: row?.email ?? "",
    privilageType: user.privilageType,
    permissions,
  };
}
