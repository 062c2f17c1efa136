import type { ExecutionResult } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import {
  chargeBudget,
  refundBudget,
  type BudgetState,
  type MemoryBudgets,
} from "../auth/budgets.ts";
import { rateLimitAddress } from "../http/client-ip.ts";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import { assertPageSize, type PageArgs } from "../pagination/connection.ts";
import { apiError } from "./errors.ts";
import type { Context, Principal, ServerContext } from "./context.ts";
import { actualQueryCost, queryCost } from "./query-cost.ts";
import { signals } from "../telemetry/signals.ts";

// One cost model (docs/decisions/024-*, 030-*, 050-*, 069): an operation costs what
// query-cost.ts says. Over the limit it is refused once the document is valid, before the
// context or any resolver runs: a refused operation costs no SQL. The caller's bucket pays it
// when the caller is known (context.ts): an API key's and an anonymous address's in the
// database, a browser session's in this process. What the response did not use is refunded,
// and every response reports the outcome: `extensions.cost` (Shopify's shape) and, for
// signed-in callers, the x-ratelimit-* headers (GitHub's).

/**
 * Anonymous GraphQL is limited per client address: the playground's schema (ADR 022) is the
 * largest answer anyone can make the server build. Sized as the code routes' per-address limits
 * (ADR 008): 300 people behind one NAT may load it four times an hour; a point returns every 3 s.
 */
export const ANONYMOUS_POINTS_PER_HOUR = 1200;

type Report = { requested: number; actual: number | null; budget: BudgetState | null };
const reports = new WeakMap<Request, Report>();
const requestedCosts = new WeakMap<Request, number>();

/** What a signed-in request was charged and what it used (the tracing's span attributes). */
export function costReport(
  request: Request,
): { requested: number; actual: number | null } | undefined {
  return reports.get(request);
}

/**
 * Every request spends at least a point, as on GitHub: introspection, a fully skipped
 * selection or bad variables are priced 0, and would otherwise pass an empty bucket forever.
 */
const requestedCost = (request: Request) => Math.max(1, requestedCosts.get(request) ?? 0);

/**
 * The operation's cost for its metric (server/graphql/operation-metrics.ts): requested once the
 * document is valid, actual once executed; null before.
 */
export function costOf(request: Request): { requested: number | null; actual: number | null } {
  const requested = requestedCosts.has(request) ? requestedCost(request) : null;
  return { requested, actual: reports.get(request)?.actual ?? null };
}

/** One bucket per API key; one per user across their browser sessions. */
const subjectOf = (principal: Principal) =>
  principal.via === "apiKey" ? `key:${principal.apiKeyId}` : `user:${principal.userId}`;

/** What the request costs against which hourly limit (an API key's check charges it). */
export const chargeOf = (server: ServerContext, via: Principal["via"], request: Request) => ({
  cost: requestedCost(request),
  limit: server.env.pointsPerHour[via],
});

function rateLimited(locale: Locale, budget: BudgetState, messageId: string, cost: number) {
  return apiError(locale, "RATE_LIMITED", messageId, {
    status: 429,
    headers: { "Retry-After": String(budget.retryAfter) },
    values: { cost, remaining: budget.remaining, seconds: budget.retryAfter },
  });
}

/**
 * Charges the request to its caller's bucket (a key's `charged` already by its check), or an
 * anonymous one to its address's ("unknown" when unreadable: fail closed). 429 RATE_LIMITED
 * with Retry-After when it is short. The budget of a signed-in caller, else null.
 */
export async function chargeCaller(
  server: ServerContext,
  initial: YogaInitialContext & { clientIp?: string | undefined },
  principal: Principal | null,
  locale: Locale,
  charged: BudgetState | null,
): Promise<BudgetState | null> {
  const { request } = initial;
  if (!principal) {
    // An operation dearer than the whole bucket is refused by the cost limit already.
    const cost = Math.min(requestedCost(request), ANONYMOUS_POINTS_PER_HOUR);
    const subject = `ip:${rateLimitAddress(initial.clientIp)}`;
    const budget = await chargeBudget(server.prisma, subject, {
      cost,
      limit: ANONYMOUS_POINTS_PER_HOUR,
    });
    if (budget.retryAfter > 0) {
      signals().rateLimited("anonymous.points");
      throw rateLimited(locale, budget, "api.errors.rateLimited", cost);
    }
    return null;
  }
  const charge = chargeOf(server, principal.via, request);
  const budget =
    principal.via === "session"
      ? server.sessionBudgets.charge(subjectOf(principal), charge)
      : (charged ?? (await chargeBudget(server.prisma, subjectOf(principal), charge)));
  reports.set(request, { requested: charge.cost, actual: null, budget });
  if (budget.retryAfter > 0) {
    signals().rateLimited(principal.via === "session" ? "session.points" : "api_key.points");
    throw rateLimited(locale, budget, "api.errors.budgetExceeded", charge.cost);
  }
  return budget;
}

export function useCost(maxCost: number, sessionBudgets: MemoryBudgets): Plugin {
  const refund = (context: Context, principal: Principal, budget: BudgetState, actual: number) =>
    principal.via === "session"
      ? sessionBudgets.refund(subjectOf(principal), budget, actual)
      : refundBudget(context.prisma, subjectOf(principal), budget, actual);
  return {
    onValidate({ params: { schema, documentAST }, context }) {
      // Thrown rather than set as the validation result: yoga caches validation results per
      // document, and the cost depends on the variables.
      return ({ valid }) => {
        if (!valid) return;
        const { request, params } = context as YogaInitialContext;
        const locale = localeFromHeaders(request.headers);
        const cost = queryCost({
          schema,
          document: documentAST,
          operationName: params.operationName,
          variables: params.variables,
          onConnection: (args) => assertPageSize(args as PageArgs, locale, 400),
        });
        // Unknown (bad variables): execution refuses the request before any resolver runs.
        requestedCosts.set(request, cost ?? 0);
        if (cost !== null && cost > maxCost) {
          throw apiError(locale, "QUERY_TOO_COMPLEX", "api.errors.queryTooComplex", {
            status: 400,
          });
        }
      };
    },
    onExecute({ args }) {
      const context = args.contextValue as Context & YogaInitialContext;
      const { request, principal } = context;
      const requested = requestedCost(request);
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const { schema, document, operationName, variableValues: variables } = args;
          const input = { schema, document, operationName, variables };
          const actual = Math.max(1, actualQueryCost(input, result.data, requested));
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
      const headers = {
        limit: budget.limit,
        remaining: budget.remaining,
        used: budget.limit - budget.remaining,
        reset: Math.ceil(budget.resetAt.getTime() / 1000),
        resource: "graphql",
      };
      for (const [name, value] of Object.entries(headers)) {
        response.headers.set(`x-ratelimit-${name}`, String(value));
      }
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
