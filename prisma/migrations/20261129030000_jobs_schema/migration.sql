-- Background jobs (pg-boss, docs/decisions/104-jobs-on-pg-boss.md). pg-boss installs and upgrades
-- its own tables in this schema, as the migrating role, right after the migrations
-- (server/jobs/install.ts): its upgrades build indexes CONCURRENTLY, which no migration script
-- can run. Here only the schema and what the server's role may do in it. Default privileges
-- apply to tables the role running this creates, which is the role that then installs pg-boss.
-- Two tables are the installer's alone, which takes the server's writes back after each install:
-- pgboss.bam (SQL pg-boss runs as the migrating role) and pgboss.version (server/jobs/install.ts).
CREATE SCHEMA IF NOT EXISTS pgboss;
GRANT USAGE ON SCHEMA pgboss TO groundwork_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO groundwork_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO groundwork_app;
-- pg-boss's statements call its functions (job_now(), the queue and partition helpers).
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT EXECUTE ON FUNCTIONS TO groundwork_app;
