import { data, type RouterContextProvider, redirect } from "react-router";
import { guestCartFrom, isSecureUrl } from "#domain/accounts/cookies.ts";
import { servicesContext } from "#server/app-context.ts";
import { gql } from "../../../lib/graphql.ts";
import { localeOfRequest, localePath, type PageLocale } from "../../../lib/locale.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";

const ME = graphql(`
  query AccountMe {
    getUserById {
      status_code
      data {
        _id name fName lName email role image status accountStatus privilageType responsesReaded discountCode wallet
        createdAt
      }
    }
  }
`);

/** The signed-in user as the account pages and the header need it. */
export type CurrentUser = NonNullable<ResultOf<typeof ME>["getUserById"]["data"]>;

type Context = Readonly<RouterContextProvider>;

/** The user of the request's session cookie, or null. */
export async function currentUser(context: Context, locale: PageLocale): Promise<CurrentUser | null> {
  const r = await gql(context, locale, ME);
  return r.getUserById.status_code === 200 ? r.getUserById.data : null;
}

export const secureCookies = (context: Context) => isSecureUrl(context.get(servicesContext).publicUrl);

type GuardKind = "guest" | "user" | "designer" | "seller" | "complete";

/**
 * The route guards of both specifications, in one place:
 * - guest: guest-only pages (login, register, ...) send a signed-in user home;
 * - user: user-only pages send a visitor to the home page of the current language;
 * - complete: a user without an email goes to profile/edit?email=error;
 * - designer: a signed-in non-designer goes to profile/edit;
 * - seller: the same for one who is neither designer nor manufacturer (the wallet, decision 0061);
 * and a blocked user always goes home with msg=blockedUser.
 */
export async function guard(
  args: { request: Request; context: Context },
  ...kinds: GuardKind[]
): Promise<{ locale: PageLocale; user: CurrentUser | null }> {
  const locale = localeOfRequest(args.request);
  const user = await currentUser(args.context, locale);
  const home = localePath(locale, "/");
  if (user && user.accountStatus === "blocked") throw redirect(`${home}?msg=blockedUser`);
  if (kinds.includes("guest") && user) throw redirect(home);
  if (kinds.some((k) => k !== "guest") && !user) throw redirect(home);
  if (user && kinds.includes("complete") && !user.email)
    throw redirect(localePath(locale, "/profile/edit?email=error"));
  if (user && kinds.includes("designer") && user.role !== "designer")
    throw redirect(localePath(locale, "/profile/edit"));
  if (user && kinds.includes("seller") && user.role !== "designer" && user.role !== "manufacturer")
    throw redirect(localePath(locale, "/profile/edit"));
  return { locale, user };
}

type RequiredUser = { locale: PageLocale; user: CurrentUser };
export async function requireUser(args: { request: Request; context: Context }, ...kinds: GuardKind[]) {
  return (await guard(args, "user", ...kinds)) as RequiredUser;
}

/**
 * Per-field messages, plus the first line: from `fieldErrors` when the document asked for them,
 * else from the envelope's errors ("field: message").
 */
export function formErrors(envelope: {
  errors: string[];
  message: string;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }>;
}) {
  const fields: Record<string, string> = {};
  for (const f of envelope.fieldErrors ?? []) fields[f.field] ??= f.message;
  const lines = envelope.fieldErrors ? [] : envelope.errors.slice(1);
  for (const line of lines) {
    const at = line.indexOf(": ");
    if (at > 0 && !fields[line.slice(0, at)]) fields[line.slice(0, at)] = line.slice(at + 2);
  }
  return { message: envelope.errors[0] ?? envelope.message, fields };
}

/**
 * A refused form (the messages and what was typed) answers 400: React Router then skips
 * reloading the page's and the root's data after the action (nothing changed), which also keeps
 * the header overlay's fetchers quick.
 */
export const refused = <T>(body: T) => data(body, { status: 400 });

/** The form's text values, so nothing typed is lost when the page answers with errors. */
export function formValues(
  form: FormData,
  omit: string[] = ["password", "newPassword", "confirmPassword", "robot"],
) {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !omit.includes(key)) values[key] = value;
  return values;
}

export const guestCartOf = (request: Request) => guestCartFrom(request.headers.get("cookie"));
