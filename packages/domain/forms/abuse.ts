/**
 * Against abuse of the public forms (decision 0065): a visitor passes the robot check; everybody
 * is limited to 3 sends per email address in 15 minutes, counted for the whole site in the shared
 * throttle store (decision 0079).
 */
import { verifyRobot } from "#domain/accounts/accounts.api.ts";
import { type Allowance, takeAllowance } from "#kernel/allowance.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";

const PER_EMAIL: Allowance = { limit: 3, windowMs: 15 * 60_000 };

export async function guardForm(
  ctx: RequestContext,
  form: "contact" | "career" | "b2b",
  email: string,
  robot: string | null | undefined,
): Promise<void> {
  if (!ctx.user && !(await verifyRobot(ctx.services.jwtSecret, robot, ctx.services.robotReplay)))
    throw new DomainError("ROBOT_CHECK", 400, { robot: "ROBOT_CHECK" });
  if (!(await takeAllowance(ctx.services.throttle, `form:${form}:${email}`, PER_EMAIL)))
    throw new DomainError("FORM_TOO_MANY", 429);
}
