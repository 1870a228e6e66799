/**
 * Against abuse of the public forms (decision 0065): a visitor passes the robot check; everybody
 * is limited to 3 sends per email address in 15 minutes (per process, like login throttling, 0021).
 */
import { createThrottle, verifyRobot } from "#domain/accounts/accounts.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";

const perEmail = createThrottle(3, 15 * 60_000);

export async function guardForm(
  ctx: RequestContext,
  form: "contact" | "career" | "b2b",
  email: string,
  robot: string | null | undefined,
): Promise<void> {
  if (!ctx.user && !(await verifyRobot(ctx.services.jwtSecret, robot, ctx.services.robotReplay)))
    throw new DomainError("ROBOT_CHECK", 400, { robot: "ROBOT_CHECK" });
  const key = `${form}:${email}`;
  if (!perEmail.allowed(key)) throw new DomainError("FORM_TOO_MANY", 429);
  perEmail.fail(key);
}
