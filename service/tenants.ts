/**
 * Tenants and API keys. A key is `ck_<id>_<secret>`: the id (12 hex characters) is public and names the row, the
 * secret is shown once and stored only as its sha256 (service/key-secrets.ts). A key carries scopes — `read`
 * (sessions, context, audit, frames), `write` (append, navigate, settings, agent config, delete), `compact`
 * (start compactions, replay) — and may carry an expiry; the tenant of a request comes from the key row alone, and
 * a disabled tenant's keys verify but are refused. The queries are store/tenants and store/api-keys.
 */
import type { Db } from '../store/database';
import {
  insertKey,
  notifyTenantKeys,
  revokeKeyRow,
  selectKeyForVerify,
  selectKeys,
  type KeyRow,
} from '../store/api-keys/key-rows';
import {
  insertTenant,
  selectTenant,
  selectTenants,
  updateTenantDisabled,
  type TenantRow,
} from '../store/tenants/tenant-rows';
import { KeyNotFound, TenantExists, TenantNotFound } from './errors';
import { newCredential, secretMatches, splitCredential } from './key-secrets';

export { KEY_REVOKED_CHANNEL } from '../store/api-keys/key-rows';

export type Tenant = TenantRow;
export type ApiKeyInfo = KeyRow;

export const SCOPES = ['read', 'write', 'compact'] as const;
export type Scope = (typeof SCOPES)[number];
/** What `key create` grants without --scopes, and what keys made before scopes existed keep: all a host needs. */
export const DEFAULT_SCOPES: readonly Scope[] = SCOPES;

export async function createTenant(db: Db, input: { id: string; name?: string }): Promise<Tenant> {
  const row = await insertTenant(db, input);
  if (!row) throw new TenantExists(input.id);
  return row;
}

export function listTenants(db: Db): Promise<Tenant[]> {
  return selectTenants(db);
}

export async function getTenant(db: Db, id: string): Promise<Tenant> {
  const row = await selectTenant(db, id);
  if (!row) throw new TenantNotFound(id);
  return row;
}

/** Disables (every request of its keys then answers 403) or re-enables a tenant; servers hear of it at once. */
export async function setTenantDisabled(db: Db, id: string, disabled: boolean): Promise<Tenant> {
  const current = await getTenant(db, id);
  if (Boolean(current.disabledAt) === disabled) return current;
  const row = await updateTenantDisabled(db, id, disabled ? new Date() : null);
  await notifyTenantKeys(db, id);
  return row!;
}

/** Creates a key for an existing tenant; the returned `secret` is the whole key and is never retrievable again. */
export async function createKey(
  db: Db,
  input: { tenantId: string; name?: string; scopes?: readonly Scope[]; expiresAt?: Date },
): Promise<ApiKeyInfo & { secret: string }> {
  await getTenant(db, input.tenantId);
  const { id, secret, secretHash } = newCredential('ck');
  const scopes = [...new Set(input.scopes ?? DEFAULT_SCOPES)].sort((a, b) => SCOPES.indexOf(a) - SCOPES.indexOf(b));
  const row = await insertKey(db, { ...input, id, secretHash, scopes });
  return { ...row, secret };
}

export function listKeys(db: Db, input: { tenantId?: string } = {}): Promise<ApiKeyInfo[]> {
  return selectKeys(db, input);
}

/**
 * Revokes a key by its public id (only among `tenantId`'s keys when given); revoking an already revoked key keeps
 * the first revocation time.
 */
export async function revokeKey(db: Db, keyId: string, scope: { tenantId?: string } = {}): Promise<ApiKeyInfo> {
  const [existing] = await selectKeys(db, { id: keyId, ...scope });
  if (!existing) throw new KeyNotFound(keyId);
  if (existing.revokedAt) return existing;
  await revokeKeyRow(db, keyId);
  return (await selectKeys(db, { id: keyId }))[0]!;
}

export interface VerifiedKey {
  tenantId: string;
  keyId: string;
  scopes: readonly Scope[];
  expiresAt: Date | null;
  tenantDisabled: boolean;
}

/** The key's tenant, scopes and state, or undefined for a malformed, unknown, wrong, revoked or expired key. */
export async function verifyKey(db: Db, presented: string, now = new Date()): Promise<VerifiedKey | undefined> {
  const parts = splitCredential('ck', presented);
  if (!parts) return undefined;
  const row = await selectKeyForVerify(db, parts.id);
  const equal = secretMatches(row?.secretHash, parts.secret);
  if (!row || !equal || row.revokedAt !== null) return undefined;
  if (row.expiresAt !== null && row.expiresAt <= now) return undefined;
  return {
    tenantId: row.tenantId,
    keyId: row.id,
    scopes: row.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
    expiresAt: row.expiresAt,
    tenantDisabled: row.tenantDisabledAt !== null,
  };
}
