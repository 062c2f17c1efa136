-- The audit log belongs to a role the application cannot become
-- (docs/decisions/046-audit-log-roles.md, amending 033). No generated part: Prisma's models do
-- not change; it neither sees owners, grants, roles nor functions, so its diff stays empty.
--
-- groundwork_audit (NOLOGIN) owns the audit tables and every audit function, in schema "audit".
-- groundwork_app (NOLOGIN) holds what the server needs: rows of the other tables, SELECT on the
-- events, EXECUTE on audit.append() and audit.prune(). The server's login role is a member of
-- groundwork_app only, so it can neither write events directly, nor redefine a function, nor
-- disable a trigger (both need ownership). Migrations run as an owner/admin role
-- (MIGRATION_DATABASE_URL, docs/deploy.md); on PGlite the server is that role.

-- Roles are cluster-wide: another database on the same server may have created them already,
-- possibly at this very moment.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'groundwork_audit') THEN
    CREATE ROLE groundwork_audit NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'groundwork_app') THEN
    CREATE ROLE groundwork_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- A migrating role that is not a superuser hands objects to groundwork_audit, which takes
-- membership (it needs CREATEROLE, or an admin's grant: docs/deploy.md).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user)
     AND NOT pg_catalog.pg_has_role(current_user, 'groundwork_audit', 'MEMBER') THEN
    EXECUTE format('GRANT groundwork_audit TO %I', current_user);
  END IF;
END $$;

-- The owner role's tables stay in public, where Prisma's models expect them: taking ownership
-- of a table needs CREATE on its schema (a superuser skips that check), reading it USAGE.
GRANT USAGE, CREATE ON SCHEMA public TO groundwork_audit;

-- What the server needs outside the audit log, now and for tables later migrations create.
GRANT USAGE ON SCHEMA public TO groundwork_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO groundwork_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO groundwork_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO groundwork_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO groundwork_app;

-- The old functions lived in public, owned by whoever migrated (the server itself, usually),
-- and the guard let a session setting through. Triggers first: they depend on the functions.
DROP TRIGGER "user_audit" ON "user";
DROP TRIGGER "session_audit_insert" ON "session";
DROP TRIGGER "session_audit_delete" ON "session";
DROP TRIGGER "repository_audit" ON "repository";
DROP TRIGGER "apiKey_audit" ON "apiKey";
DROP TRIGGER "auditEvent_append_only" ON "auditEvent";
DROP TRIGGER "auditEvent_no_truncate" ON "auditEvent";
DROP FUNCTION audit_prune(integer);
DROP FUNCTION audit_event_guard();
DROP FUNCTION audit_api_key();
DROP FUNCTION audit_repository();
DROP FUNCTION audit_session_delete();
DROP FUNCTION audit_session_insert();
DROP FUNCTION audit_user();
DROP FUNCTION audit_append(text, text, text, jsonb, jsonb);
DROP FUNCTION audit_digest("auditEvent");
DROP FUNCTION audit_diff(jsonb, jsonb);
DROP FUNCTION audit_fields(jsonb);
DROP FUNCTION audit_context();

ALTER TABLE "auditEvent" OWNER TO groundwork_audit;
ALTER TABLE "auditChain" OWNER TO groundwork_audit;
CREATE SCHEMA audit AUTHORIZATION groundwork_audit;

-- Everything up to RESET ROLE is created as, and so owned by, groundwork_audit. A failing
-- script rolls this SET back with the rest.
SET ROLE groundwork_audit;

REVOKE ALL ON "auditEvent", "auditChain" FROM groundwork_app;
GRANT SELECT ON "auditEvent", "auditChain" TO groundwork_app;
-- Functions are executable by PUBLIC by default; this role's only by the grants at the end.
-- (Trigger functions need none: a trigger calls its function without that check.)
ALTER DEFAULT PRIVILEGES REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
GRANT USAGE ON SCHEMA audit TO groundwork_app;

-- Who and from where, set by the server for the current transaction only
-- (set_config(..., true); server/audit/audited-adapter.ts). Empty outside a request.
CREATE FUNCTION audit.context() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('groundwork.audit', true), ''), '{}')::jsonb
$$;

-- The fields an event may show: never secrets, codes, tokens, or bookkeeping columns.
CREATE FUNCTION audit.fields(row_data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT row_data - ARRAY['id', 'createdAt', 'updatedAt', 'emailVerified', 'token', 'password',
    'accessToken', 'refreshToken', 'idToken', 'keyHash', 'lastUsedAt', 'rateWindowStart',
    'rateWindowCount', 'ipAddress', 'userAgent', 'searchText']
$$;

-- Before and after of the changed fields only; null when nothing worth recording changed.
CREATE FUNCTION audit.diff(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_build_object(
    'before', jsonb_object_agg(o.key, o.value), 'after', jsonb_object_agg(o.key, n.value)) END
  FROM jsonb_each(audit.fields(old_row)) AS o
  JOIN jsonb_each(audit.fields(new_row)) AS n ON n.key = o.key
  WHERE o.value IS DISTINCT FROM n.value
$$;

-- Unchanged input, so chains written before this migration still verify: every column but the
-- hash, as jsonb's canonical text. `npm run audit:verify` recomputes it in the application
-- (server/audit/digest.ts), never with this function.
CREATE FUNCTION audit.digest(e public."auditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(e."prevHash", e."seq", e."id", e."action",
    e."actorId", e."actorVia", e."actorApiKeyId", e."impersonatorId", e."targetType",
    e."targetId", e."changes", e."ip", e."userAgent", e."requestId", e."createdAt")::text,
    'UTF8')), 'hex')
$$;

-- Appends one event (called as groundwork_audit only: by append() and prune()). The chain head
-- row is locked FOR UPDATE until the transaction ends, so concurrent writers append one after
-- another: each reads the hash its predecessor committed (READ COMMITTED re-reads the locked
-- row; stricter levels fail with a serialization error rather than fork the chain). `actor`
-- overrides keys of the context.
CREATE FUNCTION audit.append_event(p_action text, p_target_type text, p_target_id text,
  p_changes jsonb, p_actor jsonb) RETURNS void LANGUAGE plpgsql
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
  -- Taken after the lock: creation times follow the chain order.
  e."createdAt" := (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3);
  e."prevHash" := head."hash";
  e."hash" := audit.digest(e);
  INSERT INTO public."auditEvent" SELECT e.*;
  UPDATE public."auditChain" SET "seq" = e."seq", "hash" = e."hash" WHERE "id" = 1;
END
$$;

-- The server's one way to write an event (triggers and server/audit/record.ts). Runs as the
-- owner; the retention record is prune()'s alone, so a caller cannot claim a removal.
CREATE FUNCTION audit.append(p_action text, p_target_type text, p_target_id text,
  p_changes jsonb, p_actor jsonb DEFAULT '{}') RETURNS void LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF p_action IS NULL OR p_action = 'AUDIT_RETENTION' THEN
    RAISE EXCEPTION 'audit action % is reserved', p_action USING ERRCODE = '42501';
  END IF;
  PERFORM audit.append_event(p_action, p_target_type, p_target_id, p_changes, p_actor);
END
$$;

CREATE FUNCTION audit.on_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hint text := audit.context()->>'hint';
  diff jsonb;
  act text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    act := CASE WHEN hint = 'ADMIN_GRANT' THEN 'ADMIN_GRANT' ELSE 'USER_CREATE' END;
    PERFORM audit.append(act, 'User', NEW."id",
      jsonb_build_object('after', audit.fields(to_jsonb(NEW))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM audit.append('USER_DELETE', 'User', OLD."id",
      jsonb_build_object('before', audit.fields(to_jsonb(OLD))));
  ELSE
    diff := audit.diff(to_jsonb(OLD), to_jsonb(NEW));
    IF diff IS NULL THEN RETURN NULL; END IF;
    IF coalesce(OLD."banned", false) IS DISTINCT FROM coalesce(NEW."banned", false) THEN
      act := CASE WHEN coalesce(NEW."banned", false) THEN 'USER_BAN' ELSE 'USER_UNBAN' END;
    ELSIF OLD."role" IS DISTINCT FROM NEW."role" THEN
      act := CASE WHEN hint IN ('ADMIN_GRANT', 'ADMIN_REVOKE') THEN hint ELSE 'USER_ROLE_CHANGE' END;
    ELSE
      act := 'USER_UPDATE';
    END IF;
    PERFORM audit.append(act, 'User', NEW."id", diff);
  END IF;
  RETURN NULL;
END
$$;

-- A new session is a sign-in, or the start of an impersonation (made by the admin).
CREATE FUNCTION audit.on_session_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."impersonatedBy" IS NOT NULL THEN
    PERFORM audit.append('IMPERSONATION_START', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."impersonatedBy", 'actorVia', 'session',
        'actorApiKeyId', NULL, 'impersonatorId', NEW."impersonatedBy"));
  ELSE
    PERFORM audit.append('SIGN_IN', 'User', NEW."userId", '{}',
      jsonb_build_object('actorId', NEW."userId", 'actorVia', 'session', 'actorApiKeyId', NULL,
        'impersonatorId', NULL)
      || CASE WHEN audit.context() ? 'ip' THEN '{}'::jsonb
              ELSE jsonb_build_object('ip', NEW."ipAddress", 'userAgent', NEW."userAgent") END);
  END IF;
  RETURN NULL;
END
$$;

-- Deleted sessions, one event per user and statement ("revoke all" is one event). Only the
-- routes that end sessions on purpose say so (hint); expiry clean-up and the sessions a ban
-- or an account deletion takes with it are part of those events, not events of their own.
CREATE FUNCTION audit.on_session_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hint text := audit.context()->>'hint';
  r record;
BEGIN
  IF hint IS NULL OR hint NOT IN ('SIGN_OUT', 'SESSION_REVOKE', 'IMPERSONATION_STOP') THEN
    RETURN NULL;
  END IF;
  FOR r IN
    SELECT o."userId", count(*) AS n, max(o."impersonatedBy") AS impersonator
    FROM old_sessions AS o
    WHERE EXISTS (SELECT 1 FROM public."user" AS u WHERE u."id" = o."userId")
    GROUP BY o."userId" ORDER BY o."userId"
  LOOP
    IF hint = 'SESSION_REVOKE' THEN
      PERFORM audit.append(hint, 'User', r."userId", jsonb_build_object('sessions', r.n));
    ELSIF hint = 'IMPERSONATION_STOP' THEN
      PERFORM audit.append(hint, 'User', r."userId", '{}',
        jsonb_build_object('actorId', r.impersonator, 'actorVia', 'session',
          'impersonatorId', r.impersonator));
    ELSE
      PERFORM audit.append(hint, 'User', r."userId", '{}',
        jsonb_build_object('actorId', r."userId", 'actorVia', 'session',
          'impersonatorId', r.impersonator));
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE FUNCTION audit.on_repository() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('REPOSITORY_CREATE', 'Repository', NEW."id",
      jsonb_build_object('after', audit.fields(to_jsonb(NEW))));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM audit.append('REPOSITORY_DELETE', 'Repository', OLD."id",
      jsonb_build_object('before', audit.fields(to_jsonb(OLD))));
  ELSE
    diff := audit.diff(to_jsonb(OLD), to_jsonb(NEW));
    IF diff IS NOT NULL THEN
      PERFORM audit.append('REPOSITORY_UPDATE', 'Repository', NEW."id", diff);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- Keys: created and revoked. Use (last use, rate window) is bookkeeping; keys deleted with
-- their user are part of the USER_DELETE event.
CREATE FUNCTION audit.on_api_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('API_KEY_CREATE', 'ApiKey', NEW."id",
      jsonb_build_object('after', audit.fields(to_jsonb(NEW))));
  ELSIF OLD."revokedAt" IS NULL AND NEW."revokedAt" IS NOT NULL THEN
    PERFORM audit.append('API_KEY_REVOKE', 'ApiKey', NEW."id",
      jsonb_build_object('before', jsonb_build_object('name', OLD."name", 'userId', OLD."userId")));
  END IF;
  RETURN NULL;
END
$$;

-- Append-only, with no setting a session could turn on: DELETE passes only when the statement
-- runs as the owner role, that is inside prune() (SECURITY DEFINER). A superuser can still
-- disable this trigger; the exported chain head (ADR 046) is what catches that.
CREATE FUNCTION audit.guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_user = 'groundwork_audit' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only (%)', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER "auditEvent_append_only" BEFORE UPDATE OR DELETE ON "auditEvent"
  FOR EACH ROW EXECUTE FUNCTION audit.guard();
CREATE TRIGGER "auditEvent_no_truncate" BEFORE TRUNCATE ON "auditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION audit.guard();

-- Retention: removes the events created before `p_days` days ago by the database's clock, as
-- a prefix of the chain, and records what it removed: the last removed hash (where the kept
-- chain starts) and the cutoff, which `audit:verify --head` checks an exported head against.
CREATE FUNCTION audit.prune(p_days integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  cutoff timestamp(3);
  last_old public."auditEvent";
  removed integer;
BEGIN
  -- A floor the caller cannot lower: a compromised server could otherwise keep one day of
  -- history and have the removal recorded as routine (docs/decisions/046).
  IF p_days IS NULL OR p_days < 30 THEN
    RAISE EXCEPTION 'retention must be at least 30 days' USING ERRCODE = '22023';
  END IF;
  cutoff := ((now() AT TIME ZONE 'UTC') - make_interval(days => p_days))::timestamp(3);
  SELECT * INTO last_old FROM public."auditEvent" WHERE "createdAt" < cutoff
  ORDER BY "seq" DESC LIMIT 1;
  IF last_old."id" IS NULL THEN RETURN 0; END IF;
  DELETE FROM public."auditEvent" WHERE "seq" <= last_old."seq";
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM audit.append_event('AUDIT_RETENTION', 'AuditLog', NULL,
    jsonb_build_object('removed', removed, 'days', p_days, 'before', cutoff,
      'throughSeq', last_old."seq", 'throughHash', last_old."hash"),
    '{"actorId": null, "actorVia": null, "actorApiKeyId": null, "impersonatorId": null}');
  RETURN removed;
END
$$;

GRANT EXECUTE ON FUNCTION audit.context(), audit.fields(jsonb), audit.diff(jsonb, jsonb),
  audit.digest(public."auditEvent"), audit.append(text, text, text, jsonb, jsonb),
  audit.prune(integer) TO groundwork_app;

RESET ROLE;

CREATE TRIGGER "user_audit" AFTER INSERT OR UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION audit.on_user();
CREATE TRIGGER "session_audit_insert" AFTER INSERT ON "session"
  FOR EACH ROW EXECUTE FUNCTION audit.on_session_insert();
CREATE TRIGGER "session_audit_delete" AFTER DELETE ON "session"
  REFERENCING OLD TABLE AS old_sessions FOR EACH STATEMENT EXECUTE FUNCTION audit.on_session_delete();
CREATE TRIGGER "repository_audit" AFTER INSERT OR UPDATE OR DELETE ON "repository"
  FOR EACH ROW EXECUTE FUNCTION audit.on_repository();
CREATE TRIGGER "apiKey_audit" AFTER INSERT OR UPDATE ON "apiKey"
  FOR EACH ROW EXECUTE FUNCTION audit.on_api_key();
