import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "#db/client.ts";
import { logout } from "#domain/accounts/auth.service.ts";
import { clearSessionCookie, guestCartCookie, guestCartFrom } from "#domain/accounts/cookies.ts";
import { robotChallenge } from "#domain/accounts/robot.ts";
import { replaceFakeCart } from "#domain/cart/cart.service.ts";
import type { RequestContext } from "#kernel/context.ts";
import type { Services } from "#kernel/services.ts";
import type { RestHelpers } from "./helpers.ts";

/** Merges the guest cart of the request's cookie into the user's cart; answers the cookie that forgets it. */
export async function mergeGuestCart(
  request: FastifyRequest,
  ctx: RequestContext,
  secure: boolean,
): Promise<string | null> {
  const guest = guestCartFrom(request.headers.cookie);
  if (!guest || !ctx.user) return null;
  try {
    await replaceFakeCart(ctx, { fakeCartId: guest });
  } catch (error) {
    request.log.warn({ err: error }, "guest cart merge failed");
  }
  return guestCartCookie(null, secure);
}

/**
 * The specs' front-server calls that make sense here, plus the robot-check challenge:
 * POST /logout ends the session and clears the cookie; POST /cart/created { cart, logged } keeps a
 * guest cart id in the cookie the server renders from; GET /api/robot/challenge.
 */
export function sessionRoutes(
  app: FastifyInstance,
  h: RestHelpers,
  o: { secure: boolean; services: Services; db: Db },
) {
  app.post("/logout", async (request, reply) => {
    const ctx = await h.context(request);
    if (ctx.user) await logout(ctx);
    reply.header("set-cookie", clearSessionCookie(o.secure));
    return { status_code: 200 };
  });

  app.post<{ Body: { cart?: string; logged?: boolean } | undefined }>(
    "/cart/created",
    async (request, reply) => {
      const cart = request.body?.cart;
      if (request.body?.logged || !cart || !/^[0-9a-f-]{36}$/i.test(cart)) return { status_code: 200 };
      reply.header("set-cookie", guestCartCookie(cart, o.secure));
      return { status_code: 200 };
    },
  );

  app.get(
    "/api/robot/challenge",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return robotChallenge(o.services.jwtSecret, o.services.robotComplexity);
    },
  );
}
