CREATE TABLE "spend_guard_events" (
	"tenant_id" text NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_guard_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spend_guard_events_session_idx" ON "spend_guard_events" USING btree ("tenant_id","session_id","id");--> statement-breakpoint
-- Tenancy as for every table (0002_tenancy.sql). Guard events are only ever appended.
GRANT SELECT, INSERT ON spend_guard_events TO compactor_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE spend_guard_events_id_seq TO compactor_app;
--> statement-breakpoint
ALTER TABLE spend_guard_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE spend_guard_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON spend_guard_events
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
