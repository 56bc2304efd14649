-- Counts of the compactions' audit across tenants for the metrics (store/usage/audit-counts.ts): the usage reader
-- (0024) may read the trigger, status and method attempts of every audit row, nothing else of them (no session,
-- summary or token figures). Tenant reads stay bound by tenant_isolation: the new policy names this role only.
GRANT SELECT ("trigger", "status", "attempts") ON compactions TO compactor_usage_reader;
--> statement-breakpoint
CREATE POLICY usage_reader_audit_counts ON compactions FOR SELECT TO compactor_usage_reader USING (true);
