CREATE TABLE "provider_usage" (
	"tenant_id" text NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"run_id" text NOT NULL,
	"activity" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"cached_tokens" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compactions" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_usage_tenant_idx" ON "provider_usage" USING btree ("tenant_id","recorded_at");--> statement-breakpoint
CREATE INDEX "provider_usage_session_idx" ON "provider_usage" USING btree ("tenant_id","session_id","recorded_at");--> statement-breakpoint
CREATE INDEX "session_events_reverted_idx" ON "session_events" USING btree ("session_id","seq") WHERE "session_events"."type" = 'compaction_reverted';--> statement-breakpoint
-- Tenancy as for every table (0002_tenancy.sql). Usage rows are only ever appended.
GRANT SELECT, INSERT ON provider_usage TO compactor_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE provider_usage_id_seq TO compactor_app;
--> statement-breakpoint
ALTER TABLE provider_usage ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE provider_usage FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON provider_usage
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
