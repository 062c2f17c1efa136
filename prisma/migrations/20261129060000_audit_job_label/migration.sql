-- A background job's audit events (JOB_RETRY, JOB_CANCEL; docs/decisions/106) are labelled
-- with the job's queue, which the event records in `changes`: a job id alone says nothing, and
-- pg-boss removes the job itself after a while (docs/decisions/094: labels at event time).
-- As 20261128173626_audit_labels otherwise; the job table is not read, so no grant is needed.

SET ROLE groundwork_audit;

CREATE OR REPLACE FUNCTION audit.target_label(p_type text, p_id text, p_changes jsonb) RETURNS text
  LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE WHEN p_type IN ('User', 'Repository', 'ApiKey') THEN coalesce(
    CASE p_type
      WHEN 'User' THEN audit.user_label(p_id)
      WHEN 'Repository' THEN (SELECT r."name" FROM public."repository" AS r WHERE r."id" = p_id)
      ELSE (SELECT k."name" FROM public."apiKey" AS k WHERE k."id" = p_id)
    END,
    nullif(p_changes #>> '{before,name}', ''), p_changes #>> '{before,email}')
  WHEN p_type = 'Job' THEN nullif(p_changes ->> 'queue', '') END
$$;

RESET ROLE;
