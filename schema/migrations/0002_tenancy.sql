-- Tenancy by row-level security (DESIGN.md §2). drizzle-kit cannot express roles, grants or policies.
-- The application role owns nothing, so FORCE + policies bind it; roles are cluster-wide, hence the guard.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'compactor_app') THEN
    CREATE ROLE compactor_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT compactor_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO compactor_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON session_events TO compactor_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON sessions, compactions, smoke_runs TO compactor_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON snapcompact_frames TO compactor_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE compactions_id_seq TO compactor_app;
--> statement-breakpoint
ALTER TABLE session_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE session_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE compactions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE compactions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE snapcompact_frames ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE snapcompact_frames FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE smoke_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE smoke_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON session_events
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sessions
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON compactions
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON snapcompact_frames
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON smoke_runs
  USING (tenant_id = current_setting('app.tenant', true))
  WITH CHECK (tenant_id = current_setting('app.tenant', true));
