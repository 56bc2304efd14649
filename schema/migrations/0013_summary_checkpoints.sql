CREATE TABLE "summary_checkpoints" (
	"tenant_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"run_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"step" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_checkpoints_pk" PRIMARY KEY("tenant_id","workflow_id","run_id","activity_id","step")
);
--> statement-breakpoint
-- Tenancy as for every table (0002_tenancy.sql); the application role also deletes a run's rows at its outcome.
GRANT SELECT, INSERT, DELETE ON summary_checkpoints TO compactor_app;
--> statement-breakpoint
ALTER TABLE summary_checkpoints ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE summary_checkpoints FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON summary_checkpoints
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
