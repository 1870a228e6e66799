import {
  forgotPassword,
  isForgotUser,
  type LoginResult,
  login,
  logout,
  register,
  resetForgotPassword,
} from "#domain/accounts/auth.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { Account, withoutNulls } from "./user.ts";

/** What login and register answer: the session token and the user's fields the site keeps. */
const Session = builder.objectRef<LoginResult>("Session").implement({
  fields: (t) => ({
    jwt: t.exposeString("jwt"),
    _id: t.id({ resolve: (s) => s.user.id }),
    role: t.string({ resolve: (s) => s.user.role }),
    image: t.string({ nullable: true, resolve: (s) => s.user.image }),
    name: t.string({ resolve: (s) => s.user.name }),
    fName: t.string({ resolve: (s) => s.user.fName }),
    lName: t.string({ resolve: (s) => s.user.lName }),
    email: t.string({ nullable: true, resolve: (s) => s.user.email }),
    privilageType: t.string({ nullable: true, resolve: (s) => s.user.privilageType }),
    status: t.boolean({ resolve: (s) => s.user.status === "active" }),
    ownCurrency: t.string({ resolve: (s) => s.user.ownCurrency }),
    favLang: t.string({ resolve: (s) => s.user.favLang }),
    mailLang: t.string({ resolve: (s) => s.user.mailLang }),
    cart: t.id({ nullable: true, resolve: (s) => s.cart }),
    user: t.field({ type: Account, resolve: (s) => s.user }),
  }),
});
const SessionResponse = envelopeOf<LoginResult>("Session", Session);
const BooleanResponse = envelopeOf<boolean>("Done", "Boolean");
const ForgotUser = builder.objectRef<{ email: string }>("ForgotUser").implement({
  fields: (t) => ({ email: t.exposeString("email", { description: "Partly hidden" }) }),
});
const ForgotUserResponse = envelopeOf<{ email: string }>("ForgotUser", ForgotUser);

builder.mutationField("login", (t) =>
  t.field({
    ...guard.public,
    type: SessionResponse,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => login(ctx, args)),
  }),
);

builder.mutationField("register", (t) =>
  t.field({
    ...guard.public,
    type: SessionResponse,
    description:
      "A customer, or a designer (lName, country, city, image, termsAccepted); robot: the robot-check payload",
    args: {
      name: t.arg.string(),
      fName: t.arg.string(),
      lName: t.arg.string(),
      email: t.arg.string(),
      password: t.arg.string(),
      discountCode: t.arg.string(),
      role: t.arg.string(),
      mailLang: t.arg.string(),
      favLang: t.arg.string(),
      originMeta: t.arg.string(),
      city: t.arg.string(),
      country: t.arg.string(),
      description: t.arg.string(),
      image: t.arg.string(),
      termsAccepted: t.arg.boolean(),
      robot: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => {
        const a = withoutNulls(args);
        return register(ctx, { ...a, fName: a.fName ?? a.name, role: a.role ?? "customer" });
      }),
  }),
);

builder.mutationField("logout", (t) =>
  t.field({
    ...guard.signedIn,
    type: BooleanResponse,
    description: "Ends the session: the token (and every other one of the user) stops working",
    resolve: (_r, _args, ctx) => reply(ctx, () => logout(ctx)),
  }),
);

builder.mutationField("forgotPassword", (t) =>
  t.field({
    ...guard.public,
    type: BooleanResponse,
    description: "Mails a reset link; the same answer whether or not the email is known",
    args: { email: t.arg.string({ required: true }), mailLang: t.arg.string() },
    resolve: (_r, args, ctx) => reply(ctx, () => forgotPassword(ctx, args)),
  }),
);

builder.mutationField("isForgotUser", (t) =>
  t.field({
    ...guard.public,
    type: ForgotUserResponse,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => isForgotUser(ctx, args.token)),
  }),
);

builder.mutationField("resetForgotPassword", (t) =>
  t.field({
    ...guard.public,
    type: SessionResponse,
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      confirmPassword: t.arg.string(),
    },
    resolve: (_r, args, ctx) => reply(ctx, () => resetForgotPassword(ctx, args)),
  }),
);
