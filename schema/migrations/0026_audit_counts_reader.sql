-- Speculative compactions across tenants for the metrics (store/usage/speculation-outcomes.ts): the usage reader
-- (0024) may read the trigger and status of the audit rows whose trigger is `speculation`, and nothing else of
-- them. Tenant reads stay bound by tenant_isolation: the new policy names this role only.
GRANT SELECT ("trigger", "status") ON compactions TO compactor_usage_reader;
--> statement-breakpoint
CREATE POLICY usage_reader_speculations ON compactions FOR SELECT TO compactor_usage_reader
  USING ("trigger" = 'speculation');
