-- A sign-in stopped at the second factor's challenge is no sign-in (docs/decisions/125).
-- better-auth makes the session of the first factor, then the challenge deletes it: the insert
-- trigger recorded a SIGN_IN for a session that never served a request. The server says so in
-- the write's context (`secondFactor: "pending"`, server/audit/context.ts) for a user with a
-- second factor on a first-factor route; the event is recorded when the sign-in is whole: the
-- challenge's own session, or the server's event when a trusted device keeps the session.
-- The flag is not taken on the server's word alone: a user without a second factor has no
-- challenge, so their session's SIGN_IN is recorded whatever the context says.

SET ROLE groundwork_audit;

CREATE OR REPLACE FUNCTION audit.on_session_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."impersonatedBy" IS NOT NULL THEN
    PERFORM audit.append('IMPERSONATION_START', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."impersonatedBy", 'actorVia', 'session',
        'actorApiKeyId', NULL, 'impersonatorId', NEW."impersonatedBy"));
  ELSIF audit.context()->>'secondFactor' IS DISTINCT FROM 'pending'
     OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = NEW."userId" AND "twoFactorEnabled") THEN
    PERFORM audit.append('SIGN_IN', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."userId", 'actorVia', 'session', 'actorApiKeyId', NULL,
        'impersonatorId', NULL)
      || CASE WHEN audit.context() ? 'ip' THEN '{}'::jsonb
              ELSE jsonb_build_object('ip', NEW."ipAddress", 'userAgent', NEW."userAgent") END);
  END IF;
  RETURN NULL;
END
$$;

RESET ROLE;
