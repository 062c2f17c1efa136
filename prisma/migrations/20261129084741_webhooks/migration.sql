-- CreateTable
CREATE TABLE "webhookEndpoint" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "events" TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "failingSince" TIMESTAMP(3),
    "secret" TEXT NOT NULL,
    "previousSecret" TEXT,
    "previousSecretExpiresAt" TIMESTAMP(3),
    "secretRotatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhookDelivery" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "responseStatus" INTEGER,
    "durationMs" INTEGER,
    "responseBody" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhookOutbox" (
    "id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "eventType" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhookOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhookEndpoint_userId_createdAt_idx" ON "webhookEndpoint"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "webhookEndpoint_events_idx" ON "webhookEndpoint" USING GIN ("events");

-- CreateIndex
CREATE INDEX "webhookDelivery_endpointId_createdAt_id_idx" ON "webhookDelivery"("endpointId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "webhookDelivery_messageId_idx" ON "webhookDelivery"("messageId");

-- CreateIndex
CREATE INDEX "webhookDelivery_createdAt_idx" ON "webhookDelivery"("createdAt");

-- CreateIndex
CREATE INDEX "webhookOutbox_seq_idx" ON "webhookOutbox"("seq");

-- AddForeignKey
ALTER TABLE "webhookEndpoint" ADD CONSTRAINT "webhookEndpoint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhookDelivery" ADD CONSTRAINT "webhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "webhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand, not the diff: the outbox trigger (docs/decisions/107-outbound-webhooks.md).
-- Every audited change already writes an event in its own transaction (ADR 033); an AFTER
-- INSERT trigger on "auditEvent" copies the event into the outbox when, and only when, an
-- enabled endpoint subscribes to its event type. The copy commits or rolls back with the
-- change; with no subscriber a write costs one indexed EXISTS. The event type is derived from
-- the action's verb and the target's type ("REPOSITORY_CREATE" on "Repository":
-- "repository.created"), so a scaffolded model's actions map without a new migration; which
-- types a user may subscribe to is the server's list (server/webhooks/event-types.ts).

SET ROLE groundwork_audit;

CREATE FUNCTION audit.webhook_event_type(p_action text, p_target_type text, p_changes jsonb)
  RETURNS text LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE
    WHEN p_target_type IS NULL OR p_target_type = '' THEN NULL
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

CREATE FUNCTION audit.on_event_webhook() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, pg_temp AS $$
DECLARE event_type text := audit.webhook_event_type(NEW."action", NEW."targetType", NEW."changes");
BEGIN
  IF event_type IS NOT NULL AND NEW."targetId" IS NOT NULL AND EXISTS (
    SELECT 1 FROM public."webhookEndpoint" AS e
    WHERE e."events" @> ARRAY[event_type] AND e."enabled"
  ) THEN
    INSERT INTO public."webhookOutbox" ("id", "seq", "eventType", "targetType", "targetId", "changes", "createdAt")
    VALUES (NEW."id", NEW."seq", event_type, NEW."targetType", NEW."targetId", NEW."changes", NEW."createdAt");
  END IF;
  RETURN NULL;
END
$$;

RESET ROLE;

-- The trigger runs as the events' owner (audit.append is SECURITY DEFINER): it reads which
-- endpoints subscribe and writes the outbox, nothing else.
GRANT SELECT ("events", "enabled") ON "webhookEndpoint" TO groundwork_audit;
GRANT INSERT ON "webhookOutbox" TO groundwork_audit;

CREATE TRIGGER "auditEvent_webhook_outbox" AFTER INSERT ON "auditEvent"
  FOR EACH ROW EXECUTE FUNCTION audit.on_event_webhook();
