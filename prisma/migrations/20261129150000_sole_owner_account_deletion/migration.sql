-- Deleting the account of an organization's sole owner (docs/decisions/121). A user's deletion
-- takes their memberships along (ON DELETE CASCADE), and member_keep_an_owner let it through:
-- an organization whose only owner deleted their account was left to its other members with no
-- owner. Now, for every writer (better-auth's /delete-user and /admin/remove-user, GraphQL's
-- deleteUser, hand-written SQL):
--   - while others are members, the deletion is refused (check_violation, constraint
--     "member_keep_an_owner", its own message, answered SOLE_OWNER_OF_ORGANIZATION);
--   - an organization left with no member at all is deleted with the account: nobody else
--     loses anything, and nothing is left without an owner.
-- The server asks `user_sole_owned_organizations` first, so the usual refusal comes before
-- better-auth deletes the sessions; this trigger decides the races that check loses.

-- The organizations `user_id` is the only owner of while someone else is a member.
CREATE FUNCTION "user_sole_owned_organizations"(user_id TEXT)
RETURNS SETOF TEXT LANGUAGE sql STABLE AS $$
  SELECT m."organizationId" FROM "member" AS m
  WHERE m."userId" = user_id AND "member_is_owner"(m.role)
    AND NOT EXISTS (
      SELECT 1 FROM "member" AS o
      WHERE o."organizationId" = m."organizationId" AND o."userId" <> user_id
        AND "member_is_owner"(o.role))
    AND EXISTS (
      SELECT 1 FROM "member" AS o
      WHERE o."organizationId" = m."organizationId" AND o."userId" <> user_id)
$$;

CREATE OR REPLACE FUNCTION "member_keep_an_owner"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
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
  IF EXISTS (
    SELECT 1 FROM "member"
    WHERE "organizationId" = OLD."organizationId" AND "member_is_owner"(role)
  ) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "user" WHERE id = OLD."userId") THEN
    -- The owner's account is being deleted. Alone in the organization: it goes too (its
    -- deletion is audited by its own trigger, with the account's actor).
    IF NOT EXISTS (SELECT 1 FROM "member" WHERE "organizationId" = OLD."organizationId") THEN
      DELETE FROM "organization" WHERE id = OLD."organizationId";
      RETURN NULL;
    END IF;
    RAISE EXCEPTION 'the sole owner of an organization with other members cannot be deleted'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_keep_an_owner';
  END IF;
  RAISE EXCEPTION 'an organization cannot be left without an owner'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'member_keep_an_owner';
END
$$;
