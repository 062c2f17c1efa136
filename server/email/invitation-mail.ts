import { visibleLine } from "#shared/validation/text";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { hasMessage, type Locale, type Translate } from "../i18n.ts";
import type { EmailPart } from "./email-layout.tsx";
import type { MailContent } from "./mail-job.ts";

// The invitation to an organization (issue 37, docs/decisions/111): a job on the mail queue
// like every account e-mail, its names sealed with the address. Names are user input, some
// stored before the text rules (ADR 047) or by paths they do not cover: each is shown as one
// visible line, bounded, and isolated so right-to-left text cannot reorder the sentence.

/** What better-auth's `sendInvitationEmail` hands over, as far as the mail needs it. */
export type InvitationMailInput = {
  id: string;
  email: string;
  /** better-auth's role field: one role, or several joined by commas. */
  role: string;
  expiresAt: Date;
  organizationName: string;
  inviter: { name: string; email: string };
};

/** Longer names are cut (with an ellipsis): the sealed payload stays small (mail-job.ts). */
const NAME_MAX_CHARACTERS = 100;
const ROLES_MAX = 10;

function shown(value: string): string {
  const characters = Array.from(visibleLine(value));
  if (characters.length <= NAME_MAX_CHARACTERS) return characters.join("");
  return `${characters.slice(0, NAME_MAX_CHARACTERS - 1).join("")}…`;
}

/** What is sealed in the job: the address, the invitation and the names as they will read. */
export function invitationContent(input: InvitationMailInput): MailContent {
  return {
    to: input.email,
    invitationId: input.id,
    organization: shown(input.organizationName),
    // Accounts made by e-mail code have no name until their owner gives one.
    inviter: shown(input.inviter.name) || shown(input.inviter.email),
    roles: input.role
      .split(",")
      .map((role) => shown(role))
      .filter(Boolean)
      .slice(0, ROLES_MAX),
  };
}

/**
 * Unicode's first-strong isolate (what HTML's <bdi> does, and it also holds in the subject and
 * the plain-text part): the name takes its own direction without turning the sentence round.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** The page that offers accept or decline, signing the recipient in first if needed. */
export function invitationLink(baseUrl: string, invitationId: string): string {
  return `${baseUrl}/invitations/${encodeURIComponent(invitationId)}`;
}

export function invitationParts(
  content: MailContent,
  t: Translate,
  context: { locale: Locale; sendBy: string; env: Pick<Env, "baseUrl"> },
): { values: Record<string, string>; parts: EmailPart[] } {
  const values = {
    inviter: isolate(content.inviter ?? ""),
    organization: isolate(content.organization ?? ""),
  };
  const roles = (content.roles ?? []).map((role) => {
    const id = `email.invitation.roles.${role}`;
    return hasMessage(id) ? t(id) : isolate(role);
  });
  // The recipient's time zone is unknown: the date says UTC.
  const expires = new Intl.DateTimeFormat(context.locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(context.sendBy));
  return {
    values,
    parts: [
      { text: t("email.invitation.intro", values) },
      {
        text: t("email.invitation.role", {
          role: new Intl.ListFormat(context.locale, { type: "conjunction" }).format(roles),
        }),
      },
      {
        text: t("email.invitation.action"),
        href: invitationLink(context.env.baseUrl, content.invitationId ?? ""),
      },
      { text: t("email.invitation.expiry", { date: expires }) },
      { text: t("email.invitation.help", values), style: "footnote" },
    ],
  };
}

/**
 * Whether the invitation still waits for its answer: the job was stored after better-auth's own
 * write and cannot share its transaction, so the worker checks. Cancelled, answered, expired or
 * gone (a write that did not last), nothing is sent.
 */
export async function invitationPending(
  prisma: PrismaClient,
  content: MailContent,
  now: Date,
): Promise<boolean> {
  if (!content.invitationId) return false;
  const row = await prisma.invitation.findFirst({
    where: {
      id: content.invitationId,
      email: content.to,
      status: "pending",
      expiresAt: { gt: now },
    },
    select: { id: true },
  });
  return row !== null;
}
