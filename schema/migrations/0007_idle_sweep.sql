ALTER TABLE "compactions" ADD COLUMN "cache_expired" boolean;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "context_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_idle_sweep_idx" ON "sessions" USING btree ("last_activity_at","tenant_id","id") WHERE "sessions"."status" = 'active';--> statement-breakpoint
-- The idle sweep reads sessions across tenants. Row-level security is forced on the owner too, so it drops to a
-- role of its own that may read only the columns the sweep needs, of every tenant, and nothing else.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'compactor_sweeper') THEN
    CREATE ROLE compactor_sweeper NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT compactor_sweeper TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO compactor_sweeper;
--> statement-breakpoint
GRANT SELECT (tenant_id, id, status, last_seq, last_activity_at, context_tokens, settings) ON sessions TO compactor_sweeper;
--> statement-breakpoint
GRANT SELECT (id, settings) ON tenants TO compactor_sweeper;
--> statement-breakpoint
CREATE POLICY idle_sweep_read ON sessions FOR SELECT TO compactor_sweeper USING (true);
