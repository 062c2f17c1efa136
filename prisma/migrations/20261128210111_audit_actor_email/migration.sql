-- AlterTable
ALTER TABLE "auditEvent" ADD COLUMN     "actorEmail" TEXT;

-- The actor's e-mail at event time (docs/decisions/094-audit-targets-labelled-at-event-time.md):
-- a display name is anyone's to choose, so a user renamed "Admin" must not read as the admin;
-- the log names the actor by both. Written by hand after the generated DDL: Prisma does not model
-- functions. Rows written before keep no e-mail: they are append-only and hashed (the API gives
-- the actor's current address for them).

SET ROLE groundwork_audit;

CREATE FUNCTION audit.user_email(p_id text) RETURNS text LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT u."email" FROM public."user" AS u WHERE u."id" = p_id
$$;

-- Rows with an e-mail hash it after the labels; rows without hash exactly what they hashed
-- before this migration, so older chains still verify. server/audit/digest.ts computes the same.
CREATE OR REPLACE FUNCTION audit.digest(e public."auditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to((jsonb_build_array(e."prevHash", e."seq", e."id", e."action",
    e."actorId", e."actorVia", e."actorApiKeyId", e."impersonatorId", e."targetType",
    e."targetId", e."changes", e."ip", e."userAgent", e."requestId", e."createdAt")
    || CASE WHEN e."actorLabel" IS NULL AND e."targetLabel" IS NULL AND e."method" IS NULL
           AND e."actorEmail" IS NULL
         THEN '[]'::jsonb
         ELSE jsonb_build_array(e."actorLabel", e."targetLabel", e."method") END
    || CASE WHEN e."actorEmail" IS NULL THEN '[]'::jsonb
         ELSE jsonb_build_array(e."actorEmail") END)::text,
    'UTF8')), 'hex')
$$;

-- As before (20261128173626_audit_labels), plus the actor's e-mail.
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
  e."actorEmail" := coalesce(audit.user_email(e."actorId"), CASE
    WHEN p_target_type = 'User' AND e."actorId" = p_target_id
    THEN e."changes" #>> '{before,email}' END);
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
