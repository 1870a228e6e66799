import { and, eq } from "drizzle-orm";
import { oauthAccounts, users } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { withTransaction } from "#kernel/tx.ts";
import { displayName, newReferralCode } from "./accounts.rules.ts";
import { assertMayLogIn, type LoginResult, sessionFor } from "./auth.service.ts";
import type { UserRow } from "./user.view.ts";

export type Provider = "google" | "facebook";

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  /** Whether the provider vouches for the email (only then an existing account is linked). */
  emailVerified: boolean;
  fName: string;
  lName: string;
}

/**
 * Social login: the user is found by (provider, subject). A first visit links an existing account
 * with the same verified email, or creates a customer (with no email when the provider gave none:
 * the guards then send them to profile/edit?email=error).
 */
export async function loginWithProvider(
  ctx: RequestContext,
  provider: Provider,
  identity: ProviderIdentity,
): Promise<LoginResult> {
  const subject = identity.subject.trim();
  if (!subject) throw new DomainError("SOCIAL_LOGIN_FAILED", 500);
  const [linked] = await ctx.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  if (linked) {
    assertMayLogIn(linked.user);
    return sessionFor(ctx, linked.user);
  }
  const email = identity.email?.trim().toLowerCase() || null;
  const user = await withTransaction(ctx, async (tx) => {
    let row: UserRow | undefined;
    if (email) {
      [row] = await tx.db.select().from(users).where(eq(users.email, email));
      if (row && !identity.emailVerified) throw new DomainError("USER_EXISTS", 500);
    }
    if (!row) {
      const fName = identity.fName.trim() || (email?.split("@")[0] ?? "Manzil");
      [row] = await tx.db
        .insert(users)
        .values({
          name: displayName(fName, identity.lName),
          fName,
          lName: identity.lName.trim(),
          email,
          role: "customer",
          discountCode: newReferralCode(),
          favLang: ctx.language,
          mailLang: ctx.language,
          ownCurrency: ctx.country,
        })
        .returning();
    }
    const id = provider === "google" ? { ggId: subject } : { fbId: subject };
    if (!(provider === "google" ? row!.ggId : row!.fbId)) {
      [row] = await tx.db.update(users).set(id).where(eq(users.id, row!.id)).returning();
    }
    await tx.db.insert(oauthAccounts).values({ provider, subject, userId: row!.id, email });
    return row!;
  });
  assertMayLogIn(user);
  return sessionFor(ctx, user);
}
