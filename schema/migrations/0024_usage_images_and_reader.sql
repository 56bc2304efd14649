ALTER TABLE "provider_usage" ADD COLUMN "image_input_tokens" integer;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Operators' usage of every tenant in one statement (store/usage/usage-by-tenant.ts): a role that reads every
-- tenant's usage rows and the tenants' ids, and nothing else. It owns nothing and logs in as no one: the pool's owner
-- role switches to it for one read-only transaction, as it does to compactor_app. Roles are cluster-wide, hence the
-- guard. Tenant reads stay bound by tenant_isolation: the new policy names this role only.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'compactor_usage_reader') THEN
    CREATE ROLE compactor_usage_reader NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT compactor_usage_reader TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO compactor_usage_reader;
--> statement-breakpoint
GRANT SELECT ON provider_usage TO compactor_usage_reader;
--> statement-breakpoint
GRANT SELECT (id) ON tenants TO compactor_usage_reader;
--> statement-breakpoint
CREATE POLICY usage_reader_all_tenants ON provider_usage FOR SELECT TO compactor_usage_reader USING (true);
