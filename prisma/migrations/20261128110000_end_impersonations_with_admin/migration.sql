-- CreateIndex
CREATE INDEX "session_impersonatedBy_idx" ON "session"("impersonatedBy");

-- An impersonation ends with its admin (docs/decisions/045): a change that leaves a user no
-- longer an admin who can sign in (demoted, banned, deleted) ends the sessions that user is
-- impersonating, in the same transaction, for every writer: GraphQL's updateUser, banUser and
-- deleteUser, better-auth's /admin/* routes, `npm run admin -- revoke`, hand-written SQL.
-- better-auth's own ban and removal end only the user's own sessions; an impersonation session
-- belongs to the impersonated user. Requests check the impersonator too (session-lookup.ts,
-- session-rules.ts), for a session this trigger cannot see coming (one created while its admin
-- was being demoted).
CREATE FUNCTION "user_end_impersonations"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND "user_is_active_admin"(NEW.role, NEW.banned, NEW."banExpires") THEN
    RETURN NULL;
  END IF;
  DELETE FROM "session" WHERE "impersonatedBy" = OLD.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "user_end_impersonations"
  AFTER UPDATE OF role, banned, "banExpires" OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "user_end_impersonations"();
