/**
 * Tenant-wide settings: the session settings' shape stored on the tenant row, validated on write. A session's
 * effective settings are its own over its tenant's over the defaults, field by field (the compaction knobs too).
 */
import type { Db } from '../store/database';
import { readTenantSettingsRow, writeTenantSettingsRow } from '../store/tenants/tenant-settings';
import { layerSettings } from '../core/settings-layers';
import { InvalidSettings, TenantNotFound } from './errors';
import {
  compactionKnobsSchema,
  sessionSettingsSchema,
  type SessionSettings,
} from '../core/session/session-settings-schema';

/** Session over tenant, key by key; absent keys fall through to the defaults the consumers apply. Pure. */
export function resolveSettings(tenant: SessionSettings, session: SessionSettings): SessionSettings {
  return layerSettings(tenant, session);
}

/** Unknown keys are errors here (a misspelt knob must not be dropped silently). */
export const strictSettingsSchema = sessionSettingsSchema
  .extend({ compaction: compactionKnobsSchema.strict().optional() })
  .strict();

/** Validates settings a caller supplied; the error names the first failing path. */
export function parseSettings(value: unknown): SessionSettings {
  const parsed = strictSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InvalidSettings(issue.path.join('.'), issue.message);
}

/** A tenant's settings; a tenant without a row (the CLI's implicit default tenant) has none. */
export async function readTenantSettings(db: Db, tenantId: string): Promise<SessionSettings> {
  return (await readTenantSettingsRow(db, tenantId)) ?? {};
}

/** Replaces an existing tenant's settings with validated ones and returns them. */
export async function writeTenantSettings(db: Db, tenantId: string, value: unknown): Promise<SessionSettings> {
  const settings = parseSettings(value);
  if (!(await writeTenantSettingsRow(db, tenantId, settings))) throw new TenantNotFound(tenantId);
  return settings;
}
