-- AlterTable
ALTER TABLE "auditEvent" ADD COLUMN     "actorLabel" TEXT,
ADD COLUMN     "method" TEXT,
ADD COLUMN     "targetLabel" TEXT;

-- Labels at event time (docs/decisions/094-audit-targets-labelled-at-event-time.md): an event
-- keeps the names its actor and target had when it was written, so a deleted repository still
-- reads "deleted repository acme/foo". Written by hand after the generated DDL: Prisma does not
-- model functions. Rows written before this migration keep no labels: they are append-only and
-- hashed, and rewriting them would break the chain and every exported head (the API falls back
-- to the names those rows recorded in `changes`, else the current ones).

-- audit.append() runs as the owner role (SECURITY DEFINER): it reads the names it labels with,
-- and no other column of those tables.
GRANT SELECT ("id", "name", "email") ON "user" TO groundwork_audit;
GRANT SELECT ("id", "name") ON "repository" TO groundwork_audit;
GRANT SELECT ("id", "name") ON "apiKey" TO groundwork_audit;

SET ROLE groundwork_audit;

-- A user as a sentence names them: the name, else the e-mail (a code sign-up has no name).
CREATE FUNCTION audit.user_label(p_id text) RETURNS text LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT coalesce(nullif(u."name", ''), u."email") FROM public."user" AS u WHERE u."id" = p_id
$$;

-- The target's name as the event leaves it: the row itself after an insert or an update; after
-- a deletion (the row is gone) the fields the event recorded of it.
CREATE FUNCTION audit.target_label(p_type text, p_id text, p_changes jsonb) RETURNS text
  LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE WHEN p_type IN ('User', 'Repository', 'ApiKey') THEN coalesce(
    CASE p_type
      WHEN 'User' THEN audit.user_label(p_id)
      WHEN 'Repository' THEN (SELECT r."name" FROM public."repository" AS r WHERE r."id" = p_id)
      ELSE (SELECT k."name" FROM public."apiKey" AS k WHERE k."id" = p_id)
    END,
    nullif(p_changes #>> '{before,name}', ''), p_changes #>> '{before,email}') END
$$;

-- Rows with a label or a method hash them too, after the columns hashed before; rows without
-- hash exactly what they hashed before this migration, so older chains still verify.
-- server/audit/digest.ts computes the same.
CREATE OR REPLACE FUNCTION audit.digest(e public."auditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to((jsonb_build_array(e."prevHash", e."seq", e."id", e."action",
    e."actorId", e."actorVia", e."actorApiKeyId", e."impersonatorId", e."targetType",
    e."targetId", e."changes", e."ip", e."userAgent", e."requestId", e."createdAt")
    || CASE WHEN e."actorLabel" IS NULL AND e."targetLabel" IS NULL AND e."method" IS NULL
         THEN '[]'::jsonb
         ELSE jsonb_build_array(e."actorLabel", e."targetLabel", e."method") END)::text,
    'UTF8')), 'hex')
$$;

-- As before (20261128130000_audit_roles), plus the labels and a sign-in's method, which the
-- server names in the context (server/audit/auth-hooks.ts).
CREATE OR REPLACE FUNCTION audit.append_event(p_action text, p_target_type text,
  p_target_id text, p_changes jsonb, p_actor jsonb) RETURNS void LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  ctx jsonb := audit.context() || coalesce(p_actor, '{}');
  head public."auditChain";
  e public."auditEvent";
BEGIN
  SELECT * INTO head FROM public."auditChain" WHERE "id" = 1 FOR UPDATE;
  e."id" := gen_random_uuid()::text;
  e."seq" := head."seq" + 1;
  e."action" := p_action;
  e."actorId" := ctx->>'actorId';
  e."actorVia" := ctx->>'actorVia';
  e."actorApiKeyId" := ctx->>'actorApiKeyId';
  e."impersonatorId" := ctx->>'impersonatorId';
  e."targetType" := p_target_type;
  e."targetId" := p_target_id;
  e."changes" := coalesce(p_changes, '{}');
  e."ip" := ctx->>'ip';
  e."userAgent" := ctx->>'userAgent';
  e."requestId" := ctx->>'requestId';
  e."targetLabel" := audit.target_label(p_target_type, p_target_id, e."changes");
  -- Someone deleting their own account is gone by now: they are the target.
  e."actorLabel" := coalesce(audit.user_label(e."actorId"), CASE
    WHEN p_target_type = 'User' AND e."actorId" = p_target_id THEN e."targetLabel" END);
  e."method" := CASE WHEN p_action = 'SIGN_IN' THEN ctx->>'method' END;
  -- Taken after the lock: creation times follow the chain order.
  e."createdAt" := (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3);
  e."prevHash" := head."hash";
  e."hash" := audit.digest(e);
  INSERT INTO public."auditEvent" SELECT e.*;
  UPDATE public."auditChain" SET "seq" = e."seq", "hash" = e."hash" WHERE "id" = 1;
END
$$;

RESET ROLE;
