import { CLIENT_IP_HEADER, displayIp } from "../http/client-ip.ts";

// Writes of session rows, whichever route makes them (ADR 023); auth.ts lists them with the
// other database hooks.

/** An impersonation lasts at most this long from its start, whatever the client sends. */
export const IMPERSONATION_SECONDS = 60 * 60;

type SessionRow = { createdAt?: Date | string; impersonatedBy?: string | null };
type EndpointContext = {
  headers?: Headers;
  request?: Request;
  context?: { session?: { session?: SessionRow } | null };
} | null;

/** The session records the client address as people read it (server/http/client-ip.ts). */
export async function withClientAddress<Session extends object>(
  session: Session,
  context: unknown,
) {
  const ctx = context as EndpointContext;
  const headers = ctx?.request?.headers ?? ctx?.headers;
  const ipAddress = displayIp(headers?.get(CLIENT_IP_HEADER));
  return { data: ipAddress ? { ...session, ipAddress } : session };
}

/**
 * better-auth refreshes a session's expiry to 7 days whenever the client sends no
 * `dont_remember` cookie; an impersonation session must still end an hour after its start.
 */
export async function impersonationEndKept<Update extends { expiresAt?: Date | string | null }>(
  data: Update,
  context: unknown,
) {
  if (!data.expiresAt) return;
  // better-auth's refresh (getSession) puts the session it refreshes on the context first.
  const current = (context as EndpointContext)?.context?.session?.session;
  if (!current?.impersonatedBy || !current.createdAt) return;
  const end = new Date(new Date(current.createdAt).getTime() + IMPERSONATION_SECONDS * 1000);
  if (new Date(data.expiresAt) <= end) return;
  return { data: { ...data, expiresAt: end } };
}
