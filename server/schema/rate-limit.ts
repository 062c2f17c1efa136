import type { BudgetState } from "../auth/budgets.ts";
import { builder } from "./builder.ts";

// The caller's cost budget, as GitHub's `rateLimit` shows it (docs/api.md#budgets). Read
// from the charge this request made before execution, so `cost` is this operation's
// requested cost; the response headers also count the refund made after execution.

const RateLimitRef = builder.objectRef<BudgetState>("RateLimit").implement({
  description: "The points budget of the key or session making this request.",
  fields: (t) => ({
    limit: t.exposeInt("limit", { description: "Points per hour." }),
    cost: t.exposeInt("requested", { description: "Points this request was charged." }),
    remaining: t.exposeInt("remaining", { description: "Points left after this request." }),
    used: t.int({
      description: "Points spent and not yet restored.",
      resolve: (budget) => budget.limit - budget.remaining,
    }),
    resetAt: t.expose("resetAt", {
      type: "DateTime",
      description: "When the budget is full again (points are restored continuously).",
    }),
    nodeCount: t.exposeInt("requested", {
      description: "The most objects this request can return (what its cost counts).",
    }),
  }),
});

builder.queryField("rateLimit", (t) =>
  t.field({
    type: RateLimitRef,
    description: "The caller's points budget; any key may read it, whatever its scopes.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => {
      if (!context.budget) throw new Error("signed-in requests are always charged");
      return context.budget;
    },
  }),
);
