import { parseRoles } from "../auth/permissions.ts";
import { secondFactorAt, STEP_UP_SECONDS } from "../auth/step-up.ts";
import { builder } from "./builder.ts";
import { UserRef } from "./user.ts";

// A user's second factor as screens need it (docs/decisions/117): whether one is set up,
// whether the policy requires one, and when the caller's own session last passed it, so the
// web can ask for a code before a step-up instead of after a refusal.

type SecondFactorShape = { userId: string; enabled: boolean; required: boolean };

const SecondFactorRef = builder.objectRef<SecondFactorShape>("SecondFactor").implement({
  description: `A user's second factor. Steps that need one passed within ${STEP_UP_SECONDS / 60} minutes answer SECOND_FACTOR_REQUIRED without it.`,
  fields: (t) => ({
    enabled: t.exposeBoolean("enabled", {
      description: "Whether an authenticator app is set up and confirmed.",
    }),
    required: t.exposeBoolean("required", {
      description:
        "Whether REQUIRE_ADMIN_MFA requires one of this user (an admin): without it, admin rights answer SECOND_FACTOR_SETUP_REQUIRED.",
    }),
    verifiedAt: t.field({
      type: "DateTime",
      nullable: true,
      description:
        "When the caller's current browser session last passed a second factor; null when it never did, for API keys, and on another user.",
      resolve: ({ userId }, _args, context) =>
        context.session?.user.id === userId ? secondFactorAt(context.session) : null,
    }),
  }),
});

builder.prismaObjectField(UserRef, "secondFactor", (t) =>
  t.field({
    type: SecondFactorRef,
    description: "The user's second factor: yourself (keys: ACCOUNT_READ) or admins.",
    authScopes: (user) => ({ ownerOr: { owner: user.id, permission: { user: ["list"] } } }),
    select: { role: true, twoFactorEnabled: true },
    resolve: (user, _args, context) => ({
      userId: user.id,
      enabled: user.twoFactorEnabled ?? false,
      required: context.env.requireAdminMfa && parseRoles(user.role).includes("admin"),
    }),
  }),
);
