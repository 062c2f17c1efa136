import type { Prisma } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";

builder.prismaNode("Repository", {
  id: { field: "id" },
  authScopes: { permission: { repository: ["read"] } },
  fields: (t) => ({
    name: t.exposeString("name"),
    link: t.exposeString("link"),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

function searchWhere(searchTerm: string | null | undefined): Prisma.RepositoryWhereInput {
  const term = searchTerm?.trim();
  if (!term) return {};
  return {
    OR: [
      { name: { contains: term, mode: "insensitive" } },
      { link: { contains: term, mode: "insensitive" } },
      { description: { contains: term, mode: "insensitive" } },
    ],
  };
}

builder.queryField("repositories", (t) =>
  t.prismaConnection(
    {
      type: "Repository",
      cursor: "name",
      authScopes: { permission: { repository: ["read"] } },
      args: { searchTerm: t.arg.string({ required: false }) },
      resolve: (query, _root, args, context) =>
        context.prisma.repository.findMany({
          ...query,
          where: searchWhere(args.searchTerm),
          orderBy: { name: "asc" },
        }),
      totalCount: (_connection, args, context) =>
        context.prisma.repository.count({ where: searchWhere(args.searchTerm) }),
    },
    {},
    {},
  ),
);
