-- An organization always has an owner (docs/decisions/110). better-auth counts the owners and
-- then writes, in separate statements: two owners stepping down, demoting or removing each
-- other, or leaving at once, both counted two and left the organization without one. This
-- trigger makes the count part of the write, for every writer, as user_keep_an_admin does for
-- admins: a change that takes an owner away takes a transaction lock on its organization, so
-- such changes run one after the other, and the one that would leave no owner fails with
-- check_violation on the constraint name "member_keep_an_owner".
--
-- Not refused: the organization's own deletion (its memberships go with it, or before it when
-- better-auth deletes, named in the audit context as `deleting`) and a user's
-- deletion (their memberships go with their account; what happens to an organization whose
-- sole owner deletes their account is decided before, not here).

-- better-auth's definition: "owner" (its creatorRole) among the comma-separated roles.
CREATE FUNCTION "member_is_owner"(role TEXT)
RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
  SELECT 'owner' = ANY (SELECT btrim(name) FROM unnest(string_to_array(role, ',')) AS name)
$$;

CREATE FUNCTION "member_keep_an_owner"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "member_is_owner"(OLD.role) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND "member_is_owner"(NEW.role)
      AND NEW."organizationId" = OLD."organizationId" THEN
    RETURN NULL;
  END IF;
  -- Held to the end of the transaction: a concurrent change in the same organization waits
  -- here, then (read committed) its next statement sees this one's result.
  PERFORM pg_advisory_xact_lock(hashtext('member_keep_an_owner:' || OLD."organizationId"));
  IF NOT EXISTS (SELECT 1 FROM "organization" WHERE id = OLD."organizationId") THEN
    RETURN NULL;
  END IF;
  -- better-auth's own deletion removes the memberships before the organization, each on its
  -- own; the server names it in the audit context once better-auth allowed it (ADR 112).
  IF audit.deleting(OLD."organizationId") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "user" WHERE id = OLD."userId") THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM "member"
    WHERE "organizationId" = OLD."organizationId" AND "member_is_owner"(role)
  ) THEN
    RAISE EXCEPTION 'an organization cannot be left without an owner'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_keep_an_owner';
  END IF;
  RETURN NULL;
END
$$;

-- Checked at commit: better-auth deletes an organization's memberships before the organization,
-- in one transaction, and by its commit the organization is gone.
CREATE CONSTRAINT TRIGGER "member_keep_an_owner"
  AFTER UPDATE OF role, "organizationId" OR DELETE ON "member"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "member_keep_an_owner"();
