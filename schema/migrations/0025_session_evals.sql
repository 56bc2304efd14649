CREATE TABLE "session_evals" (
	"tenant_id" text NOT NULL,
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_evals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"run" text NOT NULL,
	"reader" text NOT NULL,
	"report" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_evals_session_idx" ON "session_evals" USING btree ("tenant_id","session_id","id");--> statement-breakpoint
-- Tenancy as for every table (0002_tenancy.sql). Eval reports are only ever appended; retention removes them with
-- their session.
GRANT SELECT, INSERT ON session_evals TO compactor_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE session_evals_id_seq TO compactor_app;
--> statement-breakpoint
ALTER TABLE session_evals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE session_evals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON session_evals
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
