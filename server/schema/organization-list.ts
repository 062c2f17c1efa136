import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#shared/api/limits";
import { Prisma, type Organization } from "../generated/prisma/client.ts";
import {
  CREATED_AT_ORDERS,
  resolveKeysetConnection,
  totalCountField,
  type KeysetTable,
} from "../pagination/keyset-connection.ts";
import { searchTermDescription } from "../pagination/search.ts";
import { builder } from "./builder.ts";
import { OrganizationRef } from "./organization.ts";

// The manager's list of every organization (docs/decisions/110), searched and paged as the
// users and repositories are (docs/decisions/014-*, 039-*): admins only (keys: ORGANIZATION_READ).

const organizations = {
  table: "organization",
  columns: Object.values(Prisma.OrganizationScalarFieldEnum),
  key: "slug",
  // organization_searchText_trgm_idx; a short term matches the start of the slug or the name
  // through organization_slug_lower_idx and organization_name_lower_idx.
  search: { contains: ["name", "slug"], document: "searchText", prefix: ["slug", "name"] },
  // Each order reads one index either way: organization_slug_key, organization_name_id_idx,
  // organization_createdAt_id_idx.
  orders: {
    NAME_ASC: {
      by: { column: "name" },
      descending: false,
      description: "By name, A to Z (the default; ties by id).",
    },
    NAME_DESC: { by: { column: "name" }, descending: true, description: "By name, Z to A." },
    SLUG_ASC: { by: "key", descending: false, description: "By slug, A to Z." },
    SLUG_DESC: { by: "key", descending: true, description: "By slug, Z to A." },
    ...CREATED_AT_ORDERS,
  },
} satisfies KeysetTable;

export const OrganizationOrderEnum = builder.enumType("OrganizationOrder", {
  description: "How the organizations connection is sorted.",
  values: organizations.orders,
});

builder.queryField("organizations", (t) =>
  t.connection(
    {
      type: OrganizationRef,
      description: `Every organization (admins; keys need ORGANIZATION_READ), by name or in another order. first/last default to ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
      authScopes: { permission: { organization: ["list"] } },
      args: {
        searchTerm: t.arg.string({
          required: false,
          description: searchTermDescription("the slug or the name"),
        }),
        orderBy: t.arg({
          type: OrganizationOrderEnum,
          required: false,
          defaultValue: "NAME_ASC",
          description: "Sort order; cursors only work with the order that produced them.",
        }),
      },
      resolve: (_root, args, context, info) =>
        resolveKeysetConnection<Organization>(
          organizations,
          args.orderBy ?? "NAME_ASC",
          args,
          context,
          info,
        ),
    },
    {
      name: "OrganizationListConnection",
      description: "A page of organizations (the manager's list).",
      fields: (c) => ({ totalCount: c.int(totalCountField("organizations")) }),
    },
    { name: "OrganizationListEdge", description: "An organization and its cursor." },
  ),
);
