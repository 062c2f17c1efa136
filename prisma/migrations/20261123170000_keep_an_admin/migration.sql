-- There is always an admin who can sign in (docs/decisions/023). The server checks before
-- each change, but two admins removing each other at once both pass that check. This trigger
-- makes the check part of the write, for every writer (GraphQL, better-auth, the admin command
-- line, account deletion, hand-written SQL): a change that takes an active admin away takes a
-- transaction lock, so such changes run one after the other, and the one that would leave no
-- active admin fails with check_violation on the constraint name "user_keep_an_admin".

-- The application's definition (server/auth/last-admin.ts): "admin" among the comma-separated
-- roles, and not banned or the ban is over. Times are stored as UTC without a time zone.
CREATE FUNCTION "user_is_active_admin"(role TEXT, banned BOOLEAN, ban_expires TIMESTAMP(3))
RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT 'admin' = ANY (SELECT btrim(name) FROM unnest(string_to_array(role, ',')) AS name)
    AND (banned IS NOT TRUE OR ban_expires <= (now() AT TIME ZONE 'UTC'))
$$;

CREATE FUNCTION "user_keep_an_admin"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "user_is_active_admin"(OLD.role, OLD.banned, OLD."banExpires") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND "user_is_active_admin"(NEW.role, NEW.banned, NEW."banExpires") THEN
    RETURN NULL;
  END IF;
  -- Held to the end of the transaction: a concurrent removal waits here, then (read committed)
  -- its next statement sees this one's result.
  PERFORM pg_advisory_xact_lock(hashtext('user_keep_an_admin'));
  IF NOT EXISTS (
    SELECT 1 FROM "user" WHERE "user_is_active_admin"(role, banned, "banExpires")
  ) THEN
    RAISE EXCEPTION 'the last admin who can sign in cannot lose the role'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'user_keep_an_admin';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "user_keep_an_admin"
  AFTER UPDATE OF role, banned, "banExpires" OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_keep_an_admin"();
