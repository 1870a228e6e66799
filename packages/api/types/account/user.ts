import { listAddresses } from "#domain/accounts/address.service.ts";
import {
  changeRoleOrStatus,
  editProfile,
  getUserById,
  type ProfileUpdate,
} from "#domain/accounts/profile.service.ts";
import type { AccountView } from "#domain/accounts/user.view.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { Address } from "./address.ts";

/** A user account: everything for its owner and administrators, the public part for others. */
export const Account = builder.objectRef<AccountView>("User").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    name: t.exposeString("name"),
    fName: t.exposeString("fName"),
    lName: t.exposeString("lName"),
    arName: t.exposeString("arName", { nullable: true }),
    slug: t.exposeString("slug", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    role: t.exposeString("role"),
    privilageType: t.exposeString("privilageType", { nullable: true }),
    /** The specs read status as truthy for active users: true unless blocked or deactivated. */
    status: t.boolean({ resolve: (u) => u.status === "active" }),
    accountStatus: t.exposeString("status"),
    image: t.exposeString("image", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    country: t.exposeString("country", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    ownCurrency: t.exposeString("ownCurrency"),
    favLang: t.exposeString("favLang"),
    mailLang: t.exposeString("mailLang"),
    responsesReaded: t.exposeInt("responsesReaded"),
    discountCode: t.exposeString("discountCode", { nullable: true }),
    gender: t.exposeString("gender", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    birthDate: t.exposeString("birthDate", { nullable: true }),
    wallet: t.exposeInt("wallet", { description: "Referral wallet, EGP minor units" }),
    orderNum: t.exposeInt("orderNum"),
    subscribed: t.exposeBoolean("subscribed"),
    hasPassword: t.exposeBoolean("hasPassword"),
    ggID: t.exposeString("ggID", { nullable: true }),
    fbID: t.exposeString("fbID", { nullable: true }),
    createdAt: t.string({ resolve: (u) => u.createdAt.toISOString() }),
    address: t.field({
      type: [Address],
      description: "The owner's addresses, oldest first (the first prices the cart); empty for others",
      resolve: (u, _args, ctx) => (u.isOwnerView ? listAddresses(ctx, u.id) : []),
    }),
  }),
});

const UserResponse = envelopeOf<AccountView>("User", Account);

const ProfileUpdateRef = builder.objectRef<ProfileUpdate>("ProfileUpdate").implement({
  fields: (t) => ({
    user: t.field({ type: Account, resolve: (p) => p.user }),
    jwt: t.exposeString("jwt", {
      nullable: true,
      description: "A new session token after a password change",
    }),
  }),
});
const ProfileUpdateResponse = envelopeOf<ProfileUpdate>("ProfileUpdate", ProfileUpdateRef);

builder.queryField("getUserById", (t) =>
  t.field({
    ...guard.public,
    type: UserResponse,
    description: "The account (self or administrator), or a designer's public profile by id or slug",
    args: { user: t.arg.id(), slug: t.arg.string() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => getUserById(ctx, { user: args.user?.toString(), slug: args.slug })),
  }),
);

builder.mutationField("editProfile", (t) =>
  t.field({
    ...guard.signedIn,
    type: ProfileUpdateResponse,
    args: {
      user: t.arg.id(),
      fName: t.arg.string(),
      lName: t.arg.string(),
      email: t.arg.string(),
      phone: t.arg.string(),
      gender: t.arg.string(),
      birthDate: t.arg.string(),
      image: t.arg.string(),
      deleteImage: t.arg.boolean(),
      description: t.arg.string(),
      city: t.arg.string(),
      country: t.arg.string(),
      favLang: t.arg.string(),
      mailLang: t.arg.string(),
      subscribed: t.arg.boolean(),
      password: t.arg.string(),
      newPassword: t.arg.string(),
      confirmPassword: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => editProfile(ctx, { ...withoutNulls(args), user: args.user?.toString() })),
  }),
);

builder.mutationField("changeRoleOrStatus", (t) =>
  t.field({
    ...guard.signedIn,
    type: UserResponse,
    description:
      "byUser: the caller deactivates their own account (staff: setUserStatus in the admin API, types/people)",
    args: { user: t.arg.id(), status: t.arg.string(), role: t.arg.string(), byUser: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => changeRoleOrStatus(ctx, { ...args, user: args.user?.toString() })),
  }),
);

/** GraphQL passes absent arguments as undefined and explicit nulls as null: keep nulls out of optional fields. */
export function withoutNulls<T extends Record<string, unknown>>(args: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}
