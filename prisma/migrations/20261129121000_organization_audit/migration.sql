-- Organization events in the audit log (docs/decisions/112-organization-audit-and-webhooks.md).
-- Written by hand: the schema does not change, and Prisma does not model functions or
-- triggers. better-auth's organization plugin writes these tables through its Prisma adapter,
-- which the audited client (server/audit/audited-client.ts) gives the request's context, so the
-- triggers below record who acted as for users and repositories (ADR 033, 049).
--
-- Every event's target is the organization (type "Organization", its id, labelled with its
-- name); what changed inside it (a member, an invitation, a team) is named in `changes`
-- beside before and after: `memberId`, `invitationId`, `teamId`, and the member's
-- `memberUserId` and `email` (the audit log already keeps users' addresses, ADR 094). An
-- invitation's e-mail is the invitee's address. No secret lives in these tables; `membershipKey` (a hash of the team
-- and the user) and `memberCount` (a counter) are bookkeeping and left out.
--
-- A deletion that is part of a larger one records nothing of its own (as a user's sessions go
-- with USER_DELETE): the members and invitations better-auth deletes before their organization
-- (the server names that organization as `deleting` in the context, server/audit/
-- organization-hooks.ts), the teams and team members the database cascades, the team members
-- deleted with their team (`deleting`: the team) or with their membership (they are no longer
-- a member of the organization by then).

-- audit.append() runs as the owner role: it reads the organization's name for the label.
GRANT SELECT ("id", "name") ON "organization" TO groundwork_audit;

SET ROLE groundwork_audit;

-- Whether a deletion of `p_id` (an organization or a team) is under way in this request.
CREATE FUNCTION audit.deleting(p_id text) RETURNS boolean LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT coalesce(audit.context()->>'deleting' = p_id, false)
$$;

-- A user inside an organization event: their id and address now.
CREATE FUNCTION audit.org_user(p_user_id text) RETURNS jsonb LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT jsonb_build_object('memberUserId', p_user_id,
    'email', (SELECT u."email" FROM public."user" AS u WHERE u."id" = p_user_id))
$$;

CREATE FUNCTION audit.organization_exists(p_id text) RETURNS boolean LANGUAGE sql STABLE
  SET search_path = pg_catalog, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM public."organization" AS o WHERE o."id" = p_id)
$$;

CREATE FUNCTION audit.on_organization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('ORGANIZATION_CREATE', 'Organization', NEW."id",
      jsonb_build_object('after', audit.fields(to_jsonb(NEW))));
  ELSIF TG_OP = 'DELETE' THEN
    -- Who were its members: they are the ones whose webhooks hear of the deletion
    -- (server/webhooks/event-object.ts). A deletion of the row alone (the manager's) still
    -- has them: this trigger fires before the foreign keys' cascades (see its name below).
    -- better-auth deleted them itself just before (they record nothing), so the server read
    -- them when that deletion began (deletingMembers in the context).
    PERFORM audit.append('ORGANIZATION_DELETE', 'Organization', OLD."id",
      jsonb_build_object('before', audit.fields(to_jsonb(OLD)), 'memberUserIds', coalesce(
        CASE WHEN audit.deleting(OLD."id") THEN audit.context()->'deletingMembers' END,
        (SELECT jsonb_agg(m."userId" ORDER BY m."userId") FROM public."member" AS m
          WHERE m."organizationId" = OLD."id"),
        '[]'::jsonb)));
  ELSE
    diff := audit.diff(to_jsonb(OLD), to_jsonb(NEW));
    IF diff IS NOT NULL THEN
      PERFORM audit.append('ORGANIZATION_UPDATE', 'Organization', NEW."id", diff);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- Members: added (created, or an accepted invitation), role changed, removed (or left).
CREATE FUNCTION audit.on_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('MEMBER_ADD', 'Organization', NEW."organizationId",
      jsonb_build_object('memberId', NEW."id", 'after', jsonb_build_object('role', NEW."role"))
      || audit.org_user(NEW."userId"));
  ELSIF TG_OP = 'DELETE' THEN
    IF audit.deleting(OLD."organizationId") OR NOT audit.organization_exists(OLD."organizationId") THEN
      RETURN NULL;
    END IF;
    PERFORM audit.append('MEMBER_REMOVE', 'Organization', OLD."organizationId",
      jsonb_build_object('memberId', OLD."id", 'before', jsonb_build_object('role', OLD."role"))
      || audit.org_user(OLD."userId"));
  ELSIF OLD."role" IS DISTINCT FROM NEW."role" THEN
    PERFORM audit.append('MEMBER_ROLE_CHANGE', 'Organization', NEW."organizationId",
      jsonb_build_object('memberId', NEW."id", 'before', jsonb_build_object('role', OLD."role"),
        'after', jsonb_build_object('role', NEW."role"))
      || audit.org_user(NEW."userId"));
  END IF;
  RETURN NULL;
END
$$;

-- Invitations: created; answered or cancelled by their status; any other change (a resend's
-- new expiry, an accept better-auth undid) as an update. Only the organization's deletion
-- deletes them in better-auth; a deletion of a pending one elsewhere is a cancellation.
CREATE FUNCTION audit.on_invitation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff jsonb;
  act text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('INVITATION_CREATE', 'Organization', NEW."organizationId",
      jsonb_build_object('invitationId', NEW."id",
        'after', audit.fields(to_jsonb(NEW)) - 'organizationId'));
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'pending' OR audit.deleting(OLD."organizationId")
       OR NOT audit.organization_exists(OLD."organizationId") THEN
      RETURN NULL;
    END IF;
    PERFORM audit.append('INVITATION_CANCEL', 'Organization', OLD."organizationId",
      jsonb_build_object('invitationId', OLD."id", 'email', OLD."email",
        'before', jsonb_build_object('status', OLD."status")));
  ELSE
    diff := audit.diff(to_jsonb(OLD) - 'organizationId', to_jsonb(NEW) - 'organizationId');
    IF diff IS NULL THEN RETURN NULL; END IF;
    act := CASE WHEN OLD."status" IS DISTINCT FROM NEW."status" THEN CASE NEW."status"
        WHEN 'canceled' THEN 'INVITATION_CANCEL'
        WHEN 'accepted' THEN 'INVITATION_ACCEPT'
        WHEN 'rejected' THEN 'INVITATION_REJECT'
      END END;
    PERFORM audit.append(coalesce(act, 'INVITATION_UPDATE'), 'Organization', NEW."organizationId",
      jsonb_build_object('invitationId', NEW."id", 'email', NEW."email") || diff);
  END IF;
  RETURN NULL;
END
$$;

-- Teams: the member counter and the update time are bookkeeping.
CREATE FUNCTION audit.on_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('TEAM_CREATE', 'Organization', NEW."organizationId",
      jsonb_build_object('teamId', NEW."id",
        'after', audit.fields(to_jsonb(NEW)) - ARRAY['organizationId', 'memberCount']));
  ELSIF TG_OP = 'DELETE' THEN
    IF audit.deleting(OLD."organizationId") OR NOT audit.organization_exists(OLD."organizationId") THEN
      RETURN NULL;
    END IF;
    PERFORM audit.append('TEAM_DELETE', 'Organization', OLD."organizationId",
      jsonb_build_object('teamId', OLD."id",
        'before', audit.fields(to_jsonb(OLD)) - ARRAY['organizationId', 'memberCount']));
  ELSE
    diff := audit.diff(to_jsonb(OLD) - 'memberCount', to_jsonb(NEW) - 'memberCount');
    IF diff IS NOT NULL THEN
      PERFORM audit.append('TEAM_UPDATE', 'Organization', NEW."organizationId",
        jsonb_build_object('teamId', NEW."id") || diff);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION audit.on_team_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r public."teamMember";
  t public."team";
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  SELECT * INTO t FROM public."team" WHERE "id" = r."teamId";
  -- Gone with its team or organization (a cascade): part of that deletion.
  IF t."id" IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM audit.append('TEAM_MEMBER_ADD', 'Organization', t."organizationId",
      jsonb_build_object('teamId', t."id", 'team', t."name") || audit.org_user(r."userId"));
  ELSIF NOT (audit.deleting(t."id") OR audit.deleting(t."organizationId") OR NOT EXISTS (
      SELECT 1 FROM public."member" AS m
      WHERE m."organizationId" = t."organizationId" AND m."userId" = r."userId")) THEN
    PERFORM audit.append('TEAM_MEMBER_REMOVE', 'Organization', t."organizationId",
      jsonb_build_object('teamId', t."id", 'team', t."name") || audit.org_user(r."userId"));
  END IF;
  RETURN NULL;
END
$$;

-- As 20261129060000_audit_job_label, plus organizations: the name now, else (its deletion) the
-- name it had. An event about a member, invitation or team names its organization, never the
-- team's name that `before` holds.
CREATE OR REPLACE FUNCTION audit.target_label(p_type text, p_id text, p_changes jsonb) RETURNS text
  LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE WHEN p_type IN ('User', 'Repository', 'ApiKey') THEN coalesce(
    CASE p_type
      WHEN 'User' THEN audit.user_label(p_id)
      WHEN 'Repository' THEN (SELECT r."name" FROM public."repository" AS r WHERE r."id" = p_id)
      ELSE (SELECT k."name" FROM public."apiKey" AS k WHERE k."id" = p_id)
    END,
    nullif(p_changes #>> '{before,name}', ''), p_changes #>> '{before,email}')
  WHEN p_type = 'Job' THEN nullif(p_changes ->> 'queue', '')
  WHEN p_type = 'Organization' THEN coalesce(
    (SELECT o."name" FROM public."organization" AS o WHERE o."id" = p_id),
    CASE WHEN NOT p_changes ?| ARRAY['memberId', 'invitationId', 'teamId']
      THEN nullif(p_changes #>> '{before,name}', '') END)
  END
$$;

-- As 20261129084741_webhooks, plus the organization's events: each names what it is about
-- ("member.added"), not its target's type, so they are listed before the generic rules (a
-- TEAM_CREATE on an Organization would otherwise read "organization.created").
-- server/webhooks/event-types.ts lists the same.
CREATE OR REPLACE FUNCTION audit.webhook_event_type(p_action text, p_target_type text, p_changes jsonb)
  RETURNS text LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE
    WHEN p_target_type IS NULL OR p_target_type = '' THEN NULL
    WHEN p_target_type = 'Organization' THEN CASE p_action
      WHEN 'ORGANIZATION_CREATE' THEN 'organization.created'
      WHEN 'ORGANIZATION_UPDATE' THEN 'organization.updated'
      WHEN 'ORGANIZATION_DELETE' THEN 'organization.deleted'
      WHEN 'MEMBER_ADD' THEN 'member.added'
      WHEN 'MEMBER_ROLE_CHANGE' THEN 'member.updated'
      WHEN 'MEMBER_REMOVE' THEN 'member.removed'
      WHEN 'INVITATION_CREATE' THEN 'invitation.created'
      WHEN 'INVITATION_UPDATE' THEN 'invitation.updated'
      WHEN 'INVITATION_CANCEL' THEN 'invitation.canceled'
      WHEN 'INVITATION_ACCEPT' THEN 'invitation.accepted'
      WHEN 'INVITATION_REJECT' THEN 'invitation.rejected'
      WHEN 'TEAM_CREATE' THEN 'team.created'
      WHEN 'TEAM_UPDATE' THEN 'team.updated'
      WHEN 'TEAM_DELETE' THEN 'team.deleted'
      WHEN 'TEAM_MEMBER_ADD' THEN 'team.member_added'
      WHEN 'TEAM_MEMBER_REMOVE' THEN 'team.member_removed'
    END
    -- A role, ban or admin change is an update of the user; an admin created by the CLI
    -- (ADMIN_GRANT on insert: only "after") is a creation.
    WHEN p_target_type = 'User' AND p_action IN ('USER_ROLE_CHANGE', 'USER_BAN', 'USER_UNBAN', 'ADMIN_REVOKE')
      THEN 'user.updated'
    WHEN p_target_type = 'User' AND p_action = 'ADMIN_GRANT'
      THEN CASE WHEN p_changes ? 'after' AND NOT p_changes ? 'before' THEN 'user.created' ELSE 'user.updated' END
    WHEN p_action LIKE '%\_CREATE' THEN lower(left(p_target_type, 1)) || substr(p_target_type, 2) || '.created'
    WHEN p_action LIKE '%\_UPDATE' THEN lower(left(p_target_type, 1)) || substr(p_target_type, 2) || '.updated'
    WHEN p_action LIKE '%\_DELETE' THEN lower(left(p_target_type, 1)) || substr(p_target_type, 2) || '.deleted'
  END
$$;

-- Called by the triggers, which run as the server's role.
GRANT EXECUTE ON FUNCTION audit.deleting(text), audit.org_user(text),
  audit.organization_exists(text) TO groundwork_app;

RESET ROLE;

-- Triggers fire in the byte order of their names, the foreign keys' own ("RI_Constraint…")
-- included: a capital "O" sorts first, so a deletion records the members its cascade removes.
CREATE TRIGGER "Organization_audit" AFTER INSERT OR UPDATE OR DELETE ON "organization"
  FOR EACH ROW EXECUTE FUNCTION audit.on_organization();
CREATE TRIGGER "member_audit" AFTER INSERT OR UPDATE OR DELETE ON "member"
  FOR EACH ROW EXECUTE FUNCTION audit.on_member();
CREATE TRIGGER "invitation_audit" AFTER INSERT OR UPDATE OR DELETE ON "invitation"
  FOR EACH ROW EXECUTE FUNCTION audit.on_invitation();
CREATE TRIGGER "team_audit" AFTER INSERT OR UPDATE OR DELETE ON "team"
  FOR EACH ROW EXECUTE FUNCTION audit.on_team();
CREATE TRIGGER "teamMember_audit" AFTER INSERT OR DELETE ON "teamMember"
  FOR EACH ROW EXECUTE FUNCTION audit.on_team_member();
