-- The organization limits hold under concurrent requests (docs/decisions/110). better-auth
-- counts the user's organizations, the members, the pending invitations or the teams, and then
-- writes, in separate statements: requests at once all counted below the limit and all wrote.
-- These triggers make the count part of the write, as member_keep_an_owner does for owners: a
-- transaction lock per organization (per creator, for a new organization's first member) puts
-- such writes one after the other, and the one past the limit fails with check_violation on
-- the constraint name "organization_limits", its message naming the limit.
--
-- The limits are the server's settings (ORGANIZATIONS_PER_USER, MEMBERS_PER_ORGANIZATION,
-- TEAMS_PER_ORGANIZATION): the server sends them with the write, in the transaction's context
-- beside the actor (`organizationLimits`, server/audit/context.ts). A write without them (a
-- script, hand-written SQL) is not limited, as before.

CREATE FUNCTION "organization_limit"(name TEXT) RETURNS INTEGER LANGUAGE sql STABLE AS $$
  SELECT (coalesce(nullif(current_setting('groundwork.audit', true), ''), '{}')::jsonb
    -> 'organizationLimits' ->> name)::integer
$$;

CREATE FUNCTION "organization_limits"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  lim INTEGER;
BEGIN
  IF TG_TABLE_NAME = 'member' THEN
    -- A new organization's first member is its creator: the creator's organizations count.
    IF NOT EXISTS (SELECT 1 FROM "member" WHERE "organizationId" = NEW."organizationId") THEN
      lim := "organization_limit"('organizations');
      IF lim IS NULL THEN
        RETURN NEW;
      END IF;
      PERFORM pg_advisory_xact_lock(hashtext('organization_limits:user:' || NEW."userId"));
      IF (SELECT count(*) FROM "member" WHERE "userId" = NEW."userId") >= lim THEN
        RAISE EXCEPTION 'organization limit: organizations per user'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_limits';
      END IF;
      RETURN NEW;
    END IF;
    lim := "organization_limit"('members');
  ELSIF TG_TABLE_NAME = 'invitation' THEN
    IF NEW.status <> 'pending' THEN
      RETURN NEW;
    END IF;
    lim := "organization_limit"('members');
  ELSE
    lim := "organization_limit"('teams');
  END IF;
  IF lim IS NULL THEN
    RETURN NEW;
  END IF;
  -- Held to the end of the transaction: a concurrent write in the same organization waits
  -- here, then (read committed) the count below sees this one's row.
  PERFORM pg_advisory_xact_lock(hashtext('organization_limits:' || NEW."organizationId"));
  IF TG_TABLE_NAME = 'member'
      AND (SELECT count(*) FROM "member" WHERE "organizationId" = NEW."organizationId") >= lim THEN
    RAISE EXCEPTION 'organization limit: members per organization'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_limits';
  END IF;
  -- better-auth's count: the pending invitations not yet expired (UTC without a time zone).
  IF TG_TABLE_NAME = 'invitation' AND (
      SELECT count(*) FROM "invitation"
      WHERE "organizationId" = NEW."organizationId" AND status = 'pending'
        AND "expiresAt" > (now() AT TIME ZONE 'UTC')) >= lim THEN
    RAISE EXCEPTION 'organization limit: pending invitations per organization'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_limits';
  END IF;
  IF TG_TABLE_NAME = 'team'
      AND (SELECT count(*) FROM "team" WHERE "organizationId" = NEW."organizationId") >= lim THEN
    RAISE EXCEPTION 'organization limit: teams per organization'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_limits';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "member_organization_limits" BEFORE INSERT ON "member"
  FOR EACH ROW EXECUTE FUNCTION "organization_limits"();
CREATE TRIGGER "invitation_organization_limits" BEFORE INSERT ON "invitation"
  FOR EACH ROW EXECUTE FUNCTION "organization_limits"();
CREATE TRIGGER "team_organization_limits" BEFORE INSERT ON "team"
  FOR EACH ROW EXECUTE FUNCTION "organization_limits"();
