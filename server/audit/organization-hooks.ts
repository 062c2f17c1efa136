import type { OrganizationOptions } from "better-auth/plugins";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { noteAudit } from "./context.ts";

// better-auth deletes an organization's members and invitations, and a team's members, one
// statement at a time before the organization or team itself (its adapter runs them outside a
// transaction). The triggers cannot tell those rows from a member removed on their own, so the
// server names the deletion under way in the audit context, from the plugin's documented
// `organizationHooks` (docs/decisions/112-organization-audit-and-webhooks.md). Only an id: a
// name left behind by a refused deletion can only hide rows of that same organization or team.
// An organization's members are gone by the time its own row is deleted: they are read here,
// and its ORGANIZATION_DELETE event keeps them (its webhook reaches them alone).

type Hooks = NonNullable<OrganizationOptions["organizationHooks"]>;

/** Adds the audit notes to the organization plugin's hooks, keeping the hooks already there. */
export function withOrganizationAudit(prisma: PrismaClient, hooks: Hooks = {}): Hooks {
  return {
    ...hooks,
    beforeDeleteOrganization: async (data, ctx) => {
      // The app's own rule first: a refused deletion names nothing.
      await hooks.beforeDeleteOrganization?.(data, ctx);
      const members = await prisma.member.findMany({
        where: { organizationId: data.organization.id },
        select: { userId: true },
        orderBy: { userId: "asc" },
      });
      noteAudit({
        deleting: data.organization.id,
        deletingMembers: members.map((member) => member.userId),
      });
    },
    afterDeleteOrganization: async (data, ctx) => {
      noteAudit({ deleting: null, deletingMembers: null });
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
