import type { OrganizationOptions } from "better-auth/plugins";
import { noteAudit } from "./context.ts";

// better-auth deletes an organization's members and invitations, and a team's members, one
// statement at a time before the organization or team itself (its adapter runs them outside a
// transaction). The triggers cannot tell those rows from a member removed on their own, so the
// server names the deletion under way in the audit context, from the plugin's documented
// `organizationHooks` (docs/decisions/112-organization-audit-and-webhooks.md). Only an id: a
// name left behind by a refused deletion can only hide rows of that same organization or team.

type Hooks = NonNullable<OrganizationOptions["organizationHooks"]>;

/** Adds the audit notes to the organization plugin's hooks, keeping the hooks already there. */
export function withOrganizationAudit(hooks: Hooks = {}): Hooks {
  return {
    ...hooks,
    beforeDeleteOrganization: async (data, ctx) => {
      // The app's own rule first: a refused deletion names nothing.
      await hooks.beforeDeleteOrganization?.(data, ctx);
      noteAudit({ deleting: data.organization.id });
    },
    afterDeleteOrganization: async (data, ctx) => {
      noteAudit({ deleting: null });
      await hooks.afterDeleteOrganization?.(data, ctx);
    },
    beforeDeleteTeam: async (data) => {
      await hooks.beforeDeleteTeam?.(data);
      noteAudit({ deleting: data.team.id });
    },
    afterDeleteTeam: async (data) => {
      noteAudit({ deleting: null });
      await hooks.afterDeleteTeam?.(data);
    },
  };
}
