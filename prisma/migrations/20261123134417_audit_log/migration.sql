-- CreateTable
CREATE TABLE "auditEvent" (
    "id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "action" TEXT NOT NULL,
    "actorId" TEXT,
    "actorVia" TEXT,
    "actorApiKeyId" TEXT,
    "impersonatorId" TEXT,
    "targetType" TEXT,
    "targetId" TEXT,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "ip" TEXT,
    "userAgent" TEXT,
    "requestId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "auditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auditChain" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seq" BIGINT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "auditChain_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "auditEvent_seq_key" ON "auditEvent"("seq");

-- CreateIndex
CREATE INDEX "auditEvent_createdAt_id_idx" ON "auditEvent"("createdAt", "id");

-- CreateIndex
CREATE INDEX "auditEvent_actorId_createdAt_idx" ON "auditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "auditEvent_targetId_createdAt_idx" ON "auditEvent"("targetId", "createdAt");

-- CreateIndex
CREATE INDEX "auditEvent_action_createdAt_idx" ON "auditEvent"("action", "createdAt");

-- Audit log machinery (docs/decisions/033-audit-log.md). Written by hand after the generated
-- DDL: Prisma does not model functions or triggers, and its diff ignores them.

INSERT INTO "auditChain" ("id", "seq", "hash") VALUES (1, 0, repeat('0', 64));

-- Who and from where, set by the server for the current transaction only
-- (set_config(..., true); server/audit/audited-adapter.ts). Empty outside a request.
CREATE FUNCTION audit_context() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('groundwork.audit', true), ''), '{}')::jsonb
$$;

-- The fields an event may show: never secrets, codes, tokens, or bookkeeping columns.
CREATE FUNCTION audit_fields(row_data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT row_data - ARRAY['id', 'createdAt', 'updatedAt', 'emailVerified', 'token', 'password',
    'accessToken', 'refreshToken', 'idToken', 'keyHash', 'lastUsedAt', 'rateWindowStart',
    'rateWindowCount', 'ipAddress', 'userAgent']
$$;

-- Before and after of the changed fields only; null when nothing worth recording changed.
CREATE FUNCTION audit_diff(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_build_object(
    'before', jsonb_object_agg(o.key, o.value), 'after', jsonb_object_agg(o.key, n.value)) END
  FROM jsonb_each(audit_fields(old_row)) AS o
  JOIN jsonb_each(audit_fields(new_row)) AS n ON n.key = o.key
  WHERE o.value IS DISTINCT FROM n.value
$$;

-- The hash of an event covers every column but its own hash, the previous hash included.
-- jsonb's text form is canonical (sorted keys, fixed number and date formats).
CREATE FUNCTION audit_digest(e "auditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(e."prevHash", e."seq", e."id", e."action",
    e."actorId", e."actorVia", e."actorApiKeyId", e."impersonatorId", e."targetType",
    e."targetId", e."changes", e."ip", e."userAgent", e."requestId", e."createdAt")::text,
    'UTF8')), 'hex')
$$;

-- Appends one event to the chain. The chain head row is locked FOR UPDATE until the
-- transaction ends, so concurrent writers append one after another: each reads the hash its
-- predecessor committed (READ COMMITTED re-reads the locked row; stricter levels fail with a
-- serialization error rather than fork the chain). `actor` overrides keys of the context.
CREATE FUNCTION audit_append(p_action text, p_target_type text, p_target_id text,
  p_changes jsonb, p_actor jsonb DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := audit_context() || coalesce(p_actor, '{}');
  head "auditChain";
  e "auditEvent";
BEGIN
  SELECT * INTO head FROM "auditChain" WHERE "id" = 1 FOR UPDATE;
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
  -- Taken after the lock: creation times follow the chain order.
  e."createdAt" := (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3);
  e."prevHash" := head."hash";
  e."hash" := audit_digest(e);
  INSERT INTO "auditEvent" SELECT e.*;
  UPDATE "auditChain" SET "seq" = e."seq", "hash" = e."hash" WHERE "id" = 1;
END
$$;

CREATE FUNCTION audit_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hint text := audit_context()->>'hint';
  diff jsonb;
  act text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    act := CASE WHEN hint = 'ADMIN_GRANT' THEN 'ADMIN_GRANT' ELSE 'USER_CREATE' END;
    PERFORM audit_append(act, 'User', NEW."id",
      jsonb_build_object('after', audit_fields(to_jsonb(NEW))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM audit_append('USER_DELETE', 'User', OLD."id",
      jsonb_build_object('before', audit_fields(to_jsonb(OLD))));
  ELSE
    diff := audit_diff(to_jsonb(OLD), to_jsonb(NEW));
    IF diff IS NULL THEN RETURN NULL; END IF;
    IF coalesce(OLD."banned", false) IS DISTINCT FROM coalesce(NEW."banned", false) THEN
      act := CASE WHEN coalesce(NEW."banned", false) THEN 'USER_BAN' ELSE 'USER_UNBAN' END;
    ELSIF OLD."role" IS DISTINCT FROM NEW."role" THEN
      act := CASE WHEN hint IN ('ADMIN_GRANT', 'ADMIN_REVOKE') THEN hint ELSE 'USER_ROLE_CHANGE' END;
    ELSE
      act := 'USER_UPDATE';
    END IF;
    PERFORM audit_append(act, 'User', NEW."id", diff);
  END IF;
  RETURN NULL;
END
$$;

-- A new session is a sign-in, or the start of an impersonation (made by the admin).
CREATE FUNCTION audit_session_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."impersonatedBy" IS NOT NULL THEN
    PERFORM audit_append('IMPERSONATION_START', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."impersonatedBy", 'actorVia', 'session',
        'actorApiKeyId', NULL, 'impersonatorId', NEW."impersonatedBy"));
  ELSE
    PERFORM audit_append('SIGN_IN', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."userId", 'actorVia', 'session', 'actorApiKeyId', NULL,
        'impersonatorId', NULL)
      || CASE WHEN audit_context() ? 'ip' THEN '{}'::jsonb
              ELSE jsonb_build_object('ip', NEW."ipAddress", 'userAgent', NEW."userAgent") END);
  END IF;
  RETURN NULL;
END
$$;

-- Deleted sessions, one event per user and statement ("revoke all" is one event). Only the
-- routes that end sessions on purpose say so (hint); expiry clean-up and the sessions a ban
-- or an account deletion takes with it are part of those events, not events of their own.
CREATE FUNCTION audit_session_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hint text := audit_context()->>'hint';
  r record;
BEGIN
  IF hint IS NULL OR hint NOT IN ('SIGN_OUT', 'SESSION_REVOKE', 'IMPERSONATION_STOP') THEN
    RETURN NULL;
  END IF;
  FOR r IN
    SELECT o."userId", count(*) AS n, max(o."impersonatedBy") AS impersonator
    FROM old_sessions AS o
    WHERE EXISTS (SELECT 1 FROM "user" AS u WHERE u."id" = o."userId")
    GROUP BY o."userId" ORDER BY o."userId"
  LOOP
    IF hint = 'SESSION_REVOKE' THEN
      PERFORM audit_append(hint, 'User', r."userId", jsonb_build_object('sessions', r.n));
    ELSIF hint = 'IMPERSONATION_STOP' THEN
      PERFORM audit_append(hint, 'User', r."userId", '{}',
        jsonb_build_object('actorId', r.impersonator, 'actorVia', 'session',
          'impersonatorId', r.impersonator));
    ELSE
      PERFORM audit_append(hint, 'User', r."userId", '{}',
        jsonb_build_object('actorId', r."userId", 'actorVia', 'session',
          'impersonatorId', r.impersonator));
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE FUNCTION audit_repository() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit_append('REPOSITORY_CREATE', 'Repository', NEW."id",
      jsonb_build_object('after', audit_fields(to_jsonb(NEW))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM audit_append('REPOSITORY_DELETE', 'Repository', OLD."id",
      jsonb_build_object('before', audit_fields(to_jsonb(OLD))));
  ELSE
    diff := audit_diff(to_jsonb(OLD), to_jsonb(NEW));
    IF diff IS NOT NULL THEN
      PERFORM audit_append('REPOSITORY_UPDATE', 'Repository', NEW."id", diff);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- Keys: created and revoked. Use (last use, rate window) is bookkeeping; keys deleted with
-- their user are part of the USER_DELETE event.
CREATE FUNCTION audit_api_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit_append('API_KEY_CREATE', 'ApiKey', NEW."id",
      jsonb_build_object('after', audit_fields(to_jsonb(NEW))));
  ELSIF OLD."revokedAt" IS NULL AND NEW."revokedAt" IS NOT NULL THEN
    PERFORM audit_append('API_KEY_REVOKE', 'ApiKey', NEW."id",
      jsonb_build_object('before', jsonb_build_object('name', OLD."name", 'userId', OLD."userId")));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "user_audit" AFTER INSERT OR UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION audit_user();
CREATE TRIGGER "session_audit_insert" AFTER INSERT ON "session"
  FOR EACH ROW EXECUTE FUNCTION audit_session_insert();
CREATE TRIGGER "session_audit_delete" AFTER DELETE ON "session"
  REFERENCING OLD TABLE AS old_sessions FOR EACH STATEMENT EXECUTE FUNCTION audit_session_delete();
CREATE TRIGGER "repository_audit" AFTER INSERT OR UPDATE OR DELETE ON "repository"
  FOR EACH ROW EXECUTE FUNCTION audit_repository();
CREATE TRIGGER "apiKey_audit" AFTER INSERT OR UPDATE ON "apiKey"
  FOR EACH ROW EXECUTE FUNCTION audit_api_key();

-- Append-only: no UPDATE, no DELETE, no TRUNCATE, except audit_prune() below.
CREATE FUNCTION audit_event_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('groundwork.audit_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only (%)', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER "auditEvent_append_only" BEFORE UPDATE OR DELETE ON "auditEvent"
  FOR EACH ROW EXECUTE FUNCTION audit_event_guard();
CREATE TRIGGER "auditEvent_no_truncate" BEFORE TRUNCATE ON "auditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_guard();

-- Retention: removes the oldest events, those created more than `p_days` days ago, as a
-- prefix of the chain, and records what it removed, with the last removed hash so that
-- `npm run audit:verify` can check where the remaining chain starts.
CREATE FUNCTION audit_prune(p_days integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  last_old "auditEvent";
  removed integer;
BEGIN
  IF p_days IS NULL OR p_days < 1 THEN
    RAISE EXCEPTION 'retention must be at least one day' USING ERRCODE = '22023';
  END IF;
  SELECT * INTO last_old FROM "auditEvent"
  WHERE "createdAt" < (now() AT TIME ZONE 'UTC') - make_interval(days => p_days)
  ORDER BY "seq" DESC LIMIT 1;
  IF last_old."id" IS NULL THEN RETURN 0; END IF;
  PERFORM set_config('groundwork.audit_prune', 'on', true);
  DELETE FROM "auditEvent" WHERE "seq" <= last_old."seq";
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('groundwork.audit_prune', '', true);
  PERFORM audit_append('AUDIT_RETENTION', 'AuditLog', NULL,
    jsonb_build_object('removed', removed, 'days', p_days, 'throughSeq', last_old."seq",
      'throughHash', last_old."hash"),
    '{"actorId": null, "actorVia": null, "actorApiKeyId": null, "impersonatorId": null}');
  RETURN removed;
END
$$;
