import { chargeBudget, type BudgetState } from "../auth/budgets.ts";
import { rateLimitAddress } from "../http/client-ip.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";
import type { ServerContext } from "./context.ts";
import { budgetChargeOf } from "./cost-budget.ts";

// Anonymous GraphQL is limited per client address (docs/decisions/069): the schema
// for the signed-out playground (docs/decisions/022) is the one answer anyone can make the
// server build at will, and it is the largest. Signed-in callers have their own budgets.
//
// Sized as the code routes' per-address limits are (docs/decisions/008): one office behind one
// NAT shares the address. Signed out, the web app sends no GraphQL; what is left is people
// opening the playground or a tool loading the schema. 1 200 points (one per request, or the
// operation's cost when higher) allow an office of 300 to do that four times each in the same
// hour, and a bucket refills continuously (a point every 3 s), so no one waits an hour.

export const ANONYMOUS_POINTS_PER_HOUR = 1200;

/**
 * Charges an anonymous request to its client address's bucket; 429 RATE_LIMITED with
 * Retry-After when it is empty. A request whose address cannot be read (no socket, a
 * forwarded value that is no IP) is charged to one shared "unknown" bucket: fail closed.
 */
export async function chargeAnonymous(
  server: ServerContext,
  request: Request,
  clientIp: string | undefined,
  locale: Locale,
): Promise<BudgetState> {
  const address = rateLimitAddress(clientIp);
  // An operation dearer than the whole bucket is refused by the cost limit already.
  const cost = Math.min(budgetChargeOf(server, "session", request).cost, ANONYMOUS_POINTS_PER_HOUR);
  const charge = { cost, limit: ANONYMOUS_POINTS_PER_HOUR };
  const budget = await chargeBudget(server.prisma, `ip:${address}`, charge);
  if (budget.retryAfter > 0) {
    throw apiError(locale, "RATE_LIMITED", "api.errors.rateLimited", {
      status: 429,
      headers: { "Retry-After": String(budget.retryAfter) },
    });
  }
  return budget;
}
