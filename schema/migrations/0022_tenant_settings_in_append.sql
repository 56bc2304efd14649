-- An append reads its tenant's settings in its own locking statement (store/session-store/append-lock.ts), as the
-- application role, which has no grant on `tenants` (not under row-level security: it holds every tenant). This
-- function answers the settings of the transaction's own tenant (`app.tenant`) and nothing else.
CREATE FUNCTION compactor_tenant_settings() RETURNS jsonb
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT settings FROM tenants WHERE id = current_setting('app.tenant', true) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION compactor_tenant_settings() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION compactor_tenant_settings() TO compactor_app;
