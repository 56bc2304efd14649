-- Idempotency keys are unique per session and tenant only where a key exists: a partial index cannot serve
-- the parent walks of context reads, which the full one did (badly) when the planner had no statistics.
ALTER TABLE "session_events" DROP CONSTRAINT "session_events_idempotency_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "session_events_idempotency_uq" ON "session_events" USING btree ("session_id","idempotency_key","tenant_id") WHERE "session_events"."idempotency_key" is not null;