/**
 * Tenant-wide settings: the session settings' shape stored on the tenant row, validated on write. A session's
 * effective settings are its own over its tenant's over the defaults, field by field (the compaction knobs too).
 */
import type { Db } from '../store/database';
import { readTenantSettingsRow, writeTenantSettingsRow } from '../store/tenants/tenant-settings';
import { layerSettings } from '../core/settings-layers';
import { InvalidPromptTemplate, InvalidSettings, TenantNotFound } from './errors';
import { summarizerSettingsProblem } from '../core/session/summarizer-settings-check';
import {
  compactionKnobsSchema,
  sessionSettingsSchema,
  type SessionSettings,
} from '../core/session/session-settings-schema';
import { promptSettingsSchema, summarizerSettingsSchema } from '../core/session/host-control-settings-schema';

/** Session over tenant, key by key; absent keys fall through to the defaults the consumers apply. Pure. */
export function resolveSettings(tenant: SessionSettings, session: SessionSettings): SessionSettings {
  return layerSettings(tenant, session);
}

/** Unknown keys are errors here (a misspelt knob must not be dropped silently). */
export const strictSettingsSchema = sessionSettingsSchema
  .extend({
    compaction: compactionKnobsSchema.strict().optional(),
    summarizer: summarizerSettingsSchema.strict().optional(),
    prompts: promptSettingsSchema.strict().optional(),
  })
  .strict();

/** Validates settings a caller supplied; the error names the first failing path. */
export function parseSettings(value: unknown): SessionSettings {
  const parsed = strictSettingsSchema.safeParse(value);
  if (parsed.success) return checkSummarizerSettings(parsed.data);
  const issue = parsed.error.issues[0]!;
  throw new InvalidSettings(issue.path.join('.'), issue.message);
}

/**
 * Refuses a summarizer model outside the catalog (InvalidSettings) and a template that would not render as meant
 * (InvalidPromptTemplate naming the placeholder), so that nothing stored fails a compaction later. `under`: where
 * the settings sit in the caller's input (e.g. `settings` of a session creation), for the error's path.
 */
export function checkSummarizerSettings(settings: SessionSettings, under?: string): SessionSettings {
  const problem = summarizerSettingsProblem(settings);
  if (!problem) return settings;
  const path = under ? `${under}.${problem.path}` : problem.path;
  if (problem.kind === 'unknown-model') throw new InvalidSettings(path, problem.message);
  const placeholder = problem.problem.reason === 'unknown-placeholder' ? problem.problem.placeholder : undefined;
  throw new InvalidPromptTemplate(path, problem.problem.message, placeholder);
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
