import { TEAM_NAME_MAX_LENGTH, teamName } from "#shared/validation/organization";
import type { Context } from "../graphql/context.ts";
import { apiError, isUniqueViolation, validate } from "../graphql/errors.ts";
import { organizationErrors } from "../graphql/organization-errors.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { builder, deletedPayload, payloadOf, type Types } from "./builder.ts";
import {
  memberOf,
  OrganizationRef,
  organizationReader,
  visibleOrganizations,
} from "./organization.ts";
import { MemberRef } from "./organization-member.ts";
import { loadOrganization, organizationChange } from "./organization-mutations.ts";

// Teams: named groups of an organization's members. better-auth's team endpoints write them,
// as the caller, with its tier rules (docs/decisions/110).

export const TeamRef = builder.prismaNode("Team", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, context) => ({ id, organization: visibleOrganizations(context) }),
  authScopes: (team) => organizationReader(team.organizationId),
  select: { id: true, organizationId: true },
  description:
    "A team of an organization. Visible to the organization's members and to admins (keys: ORGANIZATION_READ).",
  fields: (t) => ({
    name: t.exposeString("name", {
      description: `1–${TEAM_NAME_MAX_LENGTH} visible characters, unique in its organization.`,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    memberCount: t.relationCount("teammembers", {
      description: "How many members are on it (one count with the team's own row).",
    }),
    organization: t.relation("organization", { description: "Its organization." }),
    members: t.prismaConnection(
      {
        type: "Member",
        cursor: "id",
        description: "The organization's members on this team, earliest first.",
        maxSize: relatedConnectionMaxSize,
        totalCount: (team, _args, context) =>
          context.prisma.teamMember.count({ where: { teamId: team.id } }),
        resolve: (query, team, _args, context) =>
          context.prisma.member.findMany({
            ...query,
            where: {
              organizationId: team.organizationId,
              user: { teammembers: { some: { teamId: team.id } } },
            },
            orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          }),
      },
      {
        name: "TeamMemberConnection",
        description: "A page of a team's members.",
        fields: (c) => ({ totalCount: c.int(relatedTotalCountField("the team's members")) }),
      },
      { name: "TeamMemberEdge", description: "A team's member and its cursor." },
    ),
  }),
});

builder.prismaObjectField(OrganizationRef, "teams", (t) =>
  t.relatedConnection(
    "teams",
    {
      cursor: "id",
      totalCount: true,
      description: "Its teams, by name.",
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ name: "asc" }, { id: "asc" }] }),
    },
    {
      name: "TeamConnection",
      description: "A page of teams.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("teams")) }),
    },
    { name: "TeamEdge", description: "A team and its cursor." },
  ),
);

const teamInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [TeamRef], description: "The team's global id." });

/** A team of one of the caller's organizations (else NOT_FOUND). */
async function loadTeam(context: Context, id: string) {
  context.forgetOrganizationRoles();
  const team = await context.prisma.team.findFirst({
    where: { id, organization: memberOf(context) },
  });
  if (!team) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return team;
}

/**
 * A name another team of the organization holds (index team_organizationId_name_key: better-auth
 * does not check it) is better-auth's own TEAM_ALREADY_EXISTS, on the name.
 */
function teamNameErrors(context: Context) {
  const others = organizationErrors(context);
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const code = "TEAM_ALREADY_EXISTS";
      throw apiError(context.locale, code, `auth.errorCodes.${code}`, { field: "name" });
    }
    return others(error);
  };
}

builder.relayMutationField(
  "createTeam",
  {
    description: "The organization and the new team's name.",
    inputFields: (t) => ({
      organizationId: t.globalID({
        required: true,
        for: [OrganizationRef],
        description: "The organization's global id.",
      }),
      name: t.string({ required: true, description: "The team's name." }),
    }),
  },
  {
    description:
      "Creates a team (admins and owners). Errors: VALIDATION, NOT_FOUND, FORBIDDEN, TEAM_ALREADY_EXISTS, YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS (TEAMS_PER_ORGANIZATION).",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const organization = await loadOrganization(context, input.organizationId.id);
      const name = validate(context.locale, teamName, input.name);
      const team = await context.auth.api
        .createTeam({ body: { name, organizationId: organization.id }, headers: context.headers })
        .catch(teamNameErrors(context));
      return { team: await loadTeam(context, team.id) };
    },
  },
  payloadOf("team", TeamRef, "The new team."),
);

builder.relayMutationField(
  "updateTeam",
  {
    description: "The team and its new name.",
    inputFields: (t) => ({
      teamId: teamInput(t),
      name: t.string({ required: true, description: "The new name." }),
    }),
  },
  {
    description:
      "Renames a team (admins and owners). Errors: VALIDATION, NOT_FOUND, FORBIDDEN, TEAM_ALREADY_EXISTS.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const team = await loadTeam(context, input.teamId.id);
      const name = validate(context.locale, teamName, input.name);
      await context.auth.api
        .updateTeam({
          body: { teamId: team.id, data: { name, organizationId: team.organizationId } },
          headers: context.headers,
        })
        .catch(teamNameErrors(context));
      return { team: await loadTeam(context, team.id) };
    },
  },
  payloadOf("team", TeamRef, "The renamed team."),
);

builder.relayMutationField(
  "deleteTeam",
  {
    description: "The team to delete.",
    inputFields: (t) => ({ teamId: teamInput(t) }),
  },
  {
    description:
      "Deletes a team; its members stay in the organization (admins and owners). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const team = await loadTeam(context, input.teamId.id);
      await context.auth.api
        .removeTeam({
          body: { teamId: team.id, organizationId: team.organizationId },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { id: team.id };
    },
  },
  deletedPayload("deletedTeamId", "Team", "The deleted team's global id."),
);

/** A team and a member of the same organization, both the caller's to see (else NOT_FOUND). */
async function teamAndMember(context: Context, teamId: string, memberId: string) {
  const team = await loadTeam(context, teamId);
  const member = await context.prisma.member.findFirst({
    where: { id: memberId, organizationId: team.organizationId },
  });
  if (!member) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return { team, member };
}

const staffingInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  teamId: teamInput(t),
  memberId: t.globalID({
    required: true,
    for: [MemberRef],
    description: "A member of the team's organization.",
  }),
});

builder.relayMutationField(
  "addTeamMember",
  { description: "The team and the member to add.", inputFields: staffingInput },
  {
    description:
      "Puts a member of the organization on a team (admins and owners). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const { team, member } = await teamAndMember(context, input.teamId.id, input.memberId.id);
      const body = { teamId: team.id, userId: member.userId, organizationId: team.organizationId };
      await context.auth.api
        .addTeamMember({ body, headers: context.headers })
        .catch(organizationErrors(context));
      return { team };
    },
  },
  payloadOf("team", TeamRef, "The team with its new member."),
);

builder.relayMutationField(
  "removeTeamMember",
  { description: "The team and the member to take off it.", inputFields: staffingInput },
  {
    description:
      "Takes a member off a team; they stay in the organization (admins and owners). Errors: NOT_FOUND, FORBIDDEN, USER_IS_NOT_A_MEMBER_OF_THE_TEAM.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const { team, member } = await teamAndMember(context, input.teamId.id, input.memberId.id);
      const body = { teamId: team.id, userId: member.userId, organizationId: team.organizationId };
      await context.auth.api
        .removeTeamMember({ body, headers: context.headers })
        .catch(organizationErrors(context));
      return { team };
    },
  },
  payloadOf("team", TeamRef, "The team without the member."),
);
