-- A team's name is unique in its organization (docs/decisions/110): better-auth never raises its
-- TEAM_ALREADY_EXISTS, so two teams of one organization could share a name, and two creations
-- at once always could. The index decides; the API answers TEAM_ALREADY_EXISTS (field name).

-- Teams already sharing a name: the oldest keeps it, the others get the start of their own id
-- appended (unique among them; their admins can rename them).
UPDATE "team" AS t SET name = left(t.name, 90) || ' (' || left(t.id, 8) || ')'
FROM (
  SELECT id, row_number() OVER (PARTITION BY "organizationId", name ORDER BY "createdAt", id) AS n
  FROM "team"
) AS d
WHERE d.id = t.id AND d.n > 1;

-- The unique index leads with organizationId: it serves the organization's lookups too.
DROP INDEX "team_organizationId_idx";

CREATE UNIQUE INDEX "team_organizationId_name_key" ON "team"("organizationId", "name");
