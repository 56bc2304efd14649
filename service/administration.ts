/**
 * What an operator does over HTTP (/v1/admin), each change recorded as an admin_events row naming the operator
 * key, the action and its target: tenants (create, disable, enable), their keys (create, revoke), their settings
 * (replace) and the retention purge of their deleted sessions. Reads are not recorded. A secret is returned once
 * and never recorded.
 */
import type { Db } from '../store/database';
import { purgeDeletedSessions, type PurgedSession } from '../store/session-store';
import { recordAdminAction } from './operators';
import { createKey, createTenant, getTenant, revokeKey, setTenantDisabled, type Scope } from './tenants';
import type { ApiKeyInfo, Tenant } from './tenants';
import { readTenantSettings, writeTenantSettings } from './tenant-settings';
import type { SessionSettings } from '../core/session/session-settings-schema';

export interface Operator {
  readonly db: Db;
  /** The public id of the operator key the request came with. */
  readonly operatorKeyId: string;
}

export async function adminCreateTenant(op: Operator, input: { id: string; name?: string }): Promise<Tenant> {
  const tenant = await createTenant(op.db, input);
  await record(op, 'tenant.create', tenant.id, tenant.id, input.name ? { name: input.name } : {});
  return tenant;
}

export async function adminSetTenantDisabled(op: Operator, tenantId: string, disabled: boolean): Promise<Tenant> {
  const tenant = await setTenantDisabled(op.db, tenantId, disabled);
  await record(op, disabled ? 'tenant.disable' : 'tenant.enable', tenantId, tenantId);
  return tenant;
}

export async function adminCreateKey(
  op: Operator,
  input: { tenantId: string; name?: string; scopes?: Scope[]; expiresInSeconds?: number },
  now = new Date(),
): Promise<ApiKeyInfo & { secret: string }> {
  const expiresAt =
    input.expiresInSeconds === undefined ? undefined : new Date(now.getTime() + input.expiresInSeconds * 1000);
  const key = await createKey(op.db, { tenantId: input.tenantId, name: input.name, scopes: input.scopes, expiresAt });
  const details = { scopes: key.scopes, expiresAt: key.expiresAt?.toISOString() ?? null };
  await record(op, 'key.create', input.tenantId, key.id, details);
  return key;
}

export async function adminRevokeKey(op: Operator, tenantId: string, keyId: string): Promise<ApiKeyInfo> {
  await getTenant(op.db, tenantId);
  const key = await revokeKey(op.db, keyId, { tenantId });
  await record(op, 'key.revoke', tenantId, keyId);
  return key;
}

export async function adminReadSettings(op: Operator, tenantId: string): Promise<SessionSettings> {
  await getTenant(op.db, tenantId);
  return readTenantSettings(op.db, tenantId);
}

export async function adminReplaceSettings(op: Operator, tenantId: string, value: unknown): Promise<SessionSettings> {
  const settings = await writeTenantSettings(op.db, tenantId, value);
  await record(op, 'tenant.settings.replace', tenantId, tenantId, { settings });
  return settings;
}

/** Removes the rows of the tenant's sessions deleted longer ago than the bound (frames stay: they are shared). */
export async function adminPurge(
  op: Operator,
  input: { tenantId: string; olderThanSeconds: number },
  now = new Date(),
): Promise<{ deletedBefore: Date; purged: PurgedSession[] }> {
  await getTenant(op.db, input.tenantId);
  const deletedBefore = new Date(now.getTime() - input.olderThanSeconds * 1000);
  const purged = await purgeDeletedSessions(op.db, { tenantId: input.tenantId, deletedBefore });
  const details = { deletedBefore: deletedBefore.toISOString(), sessions: purged.map((p) => p.sessionId) };
  await record(op, 'sessions.purge', input.tenantId, null, details);
  return { deletedBefore, purged };
}

function record(
  op: Operator,
  action: string,
  tenantId: string,
  target: string | null,
  details: Record<string, unknown> = {},
) {
  return recordAdminAction(op.db, {
    operatorKeyId: op.operatorKeyId,
    action,
    tenantId,
    ...(target ? { target } : {}),
    details,
  });
}
