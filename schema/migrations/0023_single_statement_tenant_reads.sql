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
--> statement-breakpoint
-- A context read's version check (store/session-store/session-version.ts) in one statement outside a transaction:
-- the tenant is set for this statement's own transaction only (is_local), and the row is read under the
-- sessions table's row-level security like any tenant read, and filtered by the tenant besides (a superuser, as on
-- PGlite, is not bound by row-level security). Called by the pool's owner role; not a definer.
CREATE FUNCTION compactor_session_version(p_tenant text, p_session text)
  RETURNS TABLE (last_seq bigint, created_at timestamptz, status text)
  LANGUAGE plpgsql VOLATILE SET search_path = public
  AS $$
BEGIN
  IF p_tenant IS NULL OR p_tenant = '' THEN
    RAISE EXCEPTION 'compactor_session_version needs a tenant';
  END IF;
  PERFORM set_config('app.tenant', p_tenant, true);
  RETURN QUERY SELECT s.last_seq, s.created_at, s.status FROM sessions s WHERE s.tenant_id = p_tenant AND s.id = p_session;
END
$$;
