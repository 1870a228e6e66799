import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { sessionCookie } from "#domain/accounts/cookies.ts";
import { loginWithProvider, type Provider, type ProviderIdentity } from "#domain/accounts/social.service.ts";
import { type Locale, localePrefix, parseLocalePrefix } from "#i18n/locales.ts";
import { DomainError } from "#kernel/errors.ts";
import type { OAuthProviderConfig } from "../config.ts";
import type { RestHelpers } from "./helpers.ts";
import { mergeGuestCart } from "./session-routes.ts";

const STATE_COOKIE = "manzil_oauth";
const b64url = (buf: Buffer) => buf.toString("base64url");
const key = (secret: string) => new TextEncoder().encode(`${secret}:oauth`);

interface Pending {
  state: string;
  verifier: string;
  nonce: string;
  provider: Provider;
  locale: string;
}

export interface OAuthOptions {
  providers: Record<Provider, OAuthProviderConfig | null>;
  publicUrl: string;
  jwtSecret: string;
  secure: boolean;
}

/**
 * Social login, OAuth 2 authorization code with state and PKCE (S256):
 * GET /auth/{facebook|google}/customer sends the visitor to the provider; the provider sends them
 * back to /auth/{provider}/callback, where the code is exchanged, the user found by (provider,
 * subject) and the session cookie set. The state, verifier and page locale wait in a signed,
 * httpOnly cookie for 10 minutes.
 */
export function oauthRoutes(app: FastifyInstance, h: RestHelpers, o: OAuthOptions) {
  const callbackUrl = (provider: Provider) => `${o.publicUrl}/auth/${provider}/callback`;
  const cookie = (value: string, age: number) =>
    `${STATE_COOKIE}=${value}; Path=/auth; Max-Age=${age}; HttpOnly; SameSite=Lax${o.secure ? "; Secure" : ""}`;
  const home = (locale: string, query: string) => `/${locale}/${query}`;

  app.get<{ Params: { provider: string; role: string } }>(
    "/auth/:provider/:role",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const provider = request.params.provider as Provider;
      const config = o.providers[provider];
      const locale = localePrefix(h.locale(request));
      if (!config || request.params.role !== "customer")
        return reply.redirect(`/${locale}/login?error=social`, 302);
      const pending: Pending = {
        state: b64url(randomBytes(24)),
        verifier: b64url(randomBytes(48)),
        nonce: b64url(randomBytes(16)),
        provider,
        locale,
      };
      const token = await new SignJWT({ ...pending })
        .setProtectedHeader({ alg: "HS256" })
        .setExpirationTime("10m")
        .sign(key(o.jwtSecret));
      const url = new URL(config.authUrl);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("redirect_uri", callbackUrl(provider));
      url.searchParams.set("scope", config.scope);
      url.searchParams.set("state", pending.state);
      url.searchParams.set("code_challenge", b64url(createHash("sha256").update(pending.verifier).digest()));
      url.searchParams.set("code_challenge_method", "S256");
      if (provider === "google") url.searchParams.set("nonce", pending.nonce);
      reply.header("set-cookie", cookie(token, 600));
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: { code?: string; state?: string; error?: string } }>(
    "/auth/:provider/callback",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const provider = request.params.provider as Provider;
      const config = o.providers[provider];
      const raw = /(?:^|;\s*)manzil_oauth=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
      let pending: Pending | null = null;
      try {
        if (raw)
          pending = (await jwtVerify(raw, key(o.jwtSecret), { algorithms: ["HS256"] }))
            .payload as unknown as Pending;
      } catch {
        pending = null;
      }
      const locale = pending?.locale ?? localePrefix(h.locale(request));
      const parsed = parseLocalePrefix(locale);
      const pageLocale: Locale = parsed.kind === "ok" ? parsed.locale : { lang: "ar", country: "eg" };
      const cookies: string[] = [cookie("", 0)];
      const go = (reply: FastifyReply, to: string) => {
        reply.header("set-cookie", cookies);
        return reply.redirect(to, 302);
      };
      const { code, state } = request.query;
      if (!config || !pending || pending.provider !== provider || !code || !state || state !== pending.state)
        return go(reply, `/${locale}/login?error=social`);
      try {
        const identity = await fetchIdentity(provider, config, code, pending.verifier, callbackUrl(provider));
        const ctx = await h.context(request, pageLocale, null);
        const session = await loginWithProvider(ctx, provider, identity);
        cookies.push(sessionCookie(session.jwt, o.secure));
        const merged = await mergeGuestCart(
          request,
          {
            ...ctx,
            user: {
              id: session.user.id,
              role: session.user.role,
              privilageType: session.user.privilageType,
              status: session.user.status,
            },
          },
          o.secure,
        );
        if (merged) cookies.push(merged);
        return go(
          reply,
          home(locale, session.user.email ? "?loginSuccess=true" : "profile/edit?email=error"),
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === "USER_BLOCKED")
          return go(reply, home(locale, "?msg=blockedUser"));
        request.log.warn({ err: error }, "social login failed");
        const code = error instanceof DomainError ? error.code : "SOCIAL_LOGIN_FAILED";
        return go(reply, `/${locale}/login?error=${encodeURIComponent(code)}`);
      }
    },
  );
}

async function fetchIdentity(
  provider: Provider,
  config: OAuthProviderConfig,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<ProviderIdentity> {
  const tokenResponse = await fetch(config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
  if (!accessToken) throw new Error("no access token");
  const infoResponse = await fetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoResponse.ok) throw new Error(`userinfo endpoint answered ${infoResponse.status}`);
  const info = (await infoResponse.json()) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  if (provider === "google")
    return {
      subject: text(info.sub),
      email: text(info.email) || null,
      emailVerified: info.email_verified === true || info.email_verified === "true",
      fName: text(info.given_name) || text(info.name),
      lName: text(info.family_name),
    };
  return {
    subject: text(info.id),
    email: text(info.email) || null,
    // Facebook only gives out confirmed addresses.
    emailVerified: !!info.email,
    fName: text(info.first_name) || text(info.name),
    lName: text(info.last_name),
  };
}
