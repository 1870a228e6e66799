import type { Route } from "./+types/summary";
import { accountSummary } from "./lib/summary.server.ts";

/** GET: the header's account data (see components/account/use-account.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return accountSummary(request, context);
}
