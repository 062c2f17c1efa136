import { builder } from "./builder.ts";

builder.prismaNode("User", {
  id: { field: "id" },
  // A user may read themselves; reading others needs the admin `user: list` statement.
  authScopes: (user, context) =>
    context.session?.user.id === user.id ? true : { permission: { user: ["list"] } },
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    image: t.exposeString("image", { nullable: true }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for anonymous requests.",
    resolve: (query, _root, _args, context) =>
      context.session
        ? context.prisma.user.findUnique({ ...query, where: { id: context.session.user.id } })
        : null,
  }),
);
