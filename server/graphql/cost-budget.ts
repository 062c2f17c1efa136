import type { ExecutionResult } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import {
  chargeBudget,
  refundBudget,
  type BudgetCharge,
  type BudgetState,
  type MemoryBudgets,
} from "../auth/budgets.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";
import type { Context, Principal, ServerContext } from "./context.ts";
import { requestedCostOf } from "./cost-limit.ts";
import { actualQueryCost } from "./query-cost-actual.ts";

// Cost budgets on the request path (docs/decisions/030-*): the operation's cost (cost-limit.ts)
// is charged when the caller is known (context.ts), what the response did not use is refunded
// after execution, and every response reports the outcome: `extensions.cost` (Shopify's
// shape) and, for signed-in callers, the x-ratelimit-* headers (GitHub's). An API key's
// bucket is in the database; a browser session's in this process (docs/decisions/050-*).

type Report = { requested: number; actual: number | null; budget: BudgetState | null };
const reports = new WeakMap<Request, Report>();

/** One bucket per API key; one per user across their browser sessions. */
const subjectOf = (principal: Principal) =>
  principal.via === "apiKey" ? `key:${principal.apiKeyId}` : `user:${principal.userId}`;

/**
 * Every request spends at least a point, as on GitHub: introspection, a fully skipped
 * selection or bad variables are priced 0, and such requests would otherwise pass an empty
 * bucket without end.
 */
const MIN_REQUEST_COST = 1;
const chargedCostOf = (request: Request) => Math.max(MIN_REQUEST_COST, requestedCostOf(request));

/** What the caller's request costs against which hourly limit. */
export function budgetChargeOf(
  server: ServerContext,
  via: Principal["via"],
  request: Request,
): BudgetCharge {
  const { pointsPerHour } = server.env;
  const limit = via === "apiKey" ? pointsPerHour.apiKey : pointsPerHour.session;
  return { cost: chargedCostOf(request), limit };
}

/**
 * Settles the request's charge: a session's in this process; a key's, the one its check
 * already made in its own statement (`charged`), else one of its own. 429 with Retry-After
 * when it is short.
 */
export async function chargeRequest(
  server: ServerContext,
  principal: Principal,
  request: Request,
  locale: Locale,
  charged: BudgetState | null,
): Promise<BudgetState> {
  const charge = budgetChargeOf(server, principal.via, request);
  const subject = subjectOf(principal);
  const budget =
    principal.via === "session"
      ? server.sessionBudgets.charge(subject, charge)
      : (charged ?? (await chargeBudget(server.prisma, subject, charge)));
  reports.set(request, { requested: charge.cost, actual: null, budget });
  if (budget.retryAfter > 0) {
    throw apiError(locale, "RATE_LIMITED", "api.errors.budgetExceeded", {
      status: 429,
      headers: { "Retry-After": String(budget.retryAfter) },
      values: { cost: charge.cost, remaining: budget.remaining, seconds: budget.retryAfter },
    });
  }
  return budget;
}

export function useCostBudget(sessionBudgets: MemoryBudgets): Plugin {
  const refund = (context: Context, principal: Principal, budget: BudgetState, actual: number) =>
    principal.via === "session"
      ? sessionBudgets.refund(subjectOf(principal), budget, actual)
      : refundBudget(context.prisma, subjectOf(principal), budget, actual);
  return {
    onExecute({ args }) {
      const context = args.contextValue as Context & YogaInitialContext;
      const { request, principal } = context;
      const requested = chargedCostOf(request);
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const cost = { schema: args.schema, document: args.document };
          const input = {
            ...cost,
            operationName: args.operationName,
            variables: args.variableValues,
          };
          const returned = actualQueryCost(input, result.data, requested);
          const actual = Math.max(MIN_REQUEST_COST, returned);
          const budget =
            context.budget && principal
              ? await refund(context, principal, context.budget, actual)
              : null;
          reports.set(request, { requested, actual, budget });
        },
      };
    },
    onResultProcess({ request, result, setResult }) {
      const report = reports.get(request);
      if (!report || Symbol.asyncIterator in result || Array.isArray(result)) return;
      setResult(withCost(result as ExecutionResult, report));
    },
    onResponse({ request, response }) {
      const budget = reports.get(request)?.budget;
      if (!budget) return;
      const used = budget.limit - budget.remaining;
      response.headers.set("x-ratelimit-limit", String(budget.limit));
      response.headers.set("x-ratelimit-remaining", String(budget.remaining));
      response.headers.set("x-ratelimit-used", String(used));
      response.headers.set("x-ratelimit-reset", String(Math.ceil(budget.resetAt.getTime() / 1000)));
      response.headers.set("x-ratelimit-resource", "graphql");
    },
  };
}

function withCost(result: ExecutionResult, report: Report): ExecutionResult {
  const { budget } = report;
  const throttleStatus = budget && {
    maximumAvailable: budget.limit,
    currentlyAvailable: budget.remaining,
    restoreRate: budget.restoreRate,
  };
  const cost = {
    requestedQueryCost: report.requested,
    actualQueryCost: report.actual,
    throttleStatus,
  };
  return { ...result, extensions: { ...result.extensions, cost } };
}
