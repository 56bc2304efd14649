/**
 * Tenants and API keys. A key is `ck_<id>_<secret>`: the id (12 hex characters) is public and names the row, the
 * secret (32 random bytes, base64url) is shown once and stored only as its sha256. Verification looks the row up by
 * id and compares hashes in constant time; the tenant of a request comes from the key row alone.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../store/database';
import { uniqueViolation } from '../store/session-store/errors';
import { apiKeys, tenants } from '../schema';
import { KeyNotFound, TenantExists, TenantNotFound } from './errors';

export interface Tenant {
  id: string;
  name: string | null;
  createdAt: Date;
}

export interface ApiKeyInfo {
  id: string;
  tenantId: string;
  name: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A tenant as listed (its settings are read and written apart: service/tenant-settings.ts). */
const TENANT_COLUMNS = { id: tenants.id, name: tenants.name, createdAt: tenants.createdAt };

/** The NOTIFY channel of key revocations; the payload is the key's public id. */
export const KEY_REVOKED_CHANNEL = 'compactor_api_key_revoked';

const KEY_PATTERN = /^ck_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export async function createTenant(db: Db, input: { id: string; name?: string }): Promise<Tenant> {
  try {
    const [row] = await db
      .insert(tenants)
      .values({ id: input.id, name: input.name ?? null })
      .returning(TENANT_COLUMNS);
    return row!;
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new TenantExists(input.id);
    throw error;
  }
}

export function listTenants(db: Db): Promise<Tenant[]> {
  return db.select(TENANT_COLUMNS).from(tenants).orderBy(asc(tenants.id));
}

/** Creates a key for an existing tenant; the returned `secret` is the whole key and is never retrievable again. */
export async function createKey(
  db: Db,
  input: { tenantId: string; name?: string },
): Promise<ApiKeyInfo & { secret: string }> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, input.tenantId));
  if (!tenant) throw new TenantNotFound(input.tenantId);
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiKeys)
    .values({ id, tenantId: input.tenantId, name: input.name ?? null, secretHash: hashSecret(secret) })
    .returning();
  const { secretHash: _hash, ...info } = row!;
  return { ...info, secret: `ck_${id}_${secret}` };
}

export function listKeys(db: Db, input: { tenantId?: string } = {}): Promise<ApiKeyInfo[]> {
  const columns = {
    id: apiKeys.id,
    tenantId: apiKeys.tenantId,
    name: apiKeys.name,
    createdAt: apiKeys.createdAt,
    revokedAt: apiKeys.revokedAt,
  };
  const query = db.select(columns).from(apiKeys);
  const filtered = input.tenantId === undefined ? query : query.where(eq(apiKeys.tenantId, input.tenantId));
  return filtered.orderBy(asc(apiKeys.tenantId), asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Revokes a key by its public id; revoking an already revoked key keeps the first revocation time. */
export async function revokeKey(db: Db, keyId: string): Promise<ApiKeyInfo> {
  const [existing] = await listKeysById(db, keyId);
  if (!existing) throw new KeyNotFound(keyId);
  if (existing.revokedAt) return existing;
  await db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
    // Delivered at commit to every server listening on this database, which forgets the key at once.
    await tx.execute(sql`SELECT pg_notify(${KEY_REVOKED_CHANNEL}, ${keyId})`);
  });
  const [revoked] = await listKeysById(db, keyId);
  return revoked!;
}

function listKeysById(db: Db, keyId: string) {
  return db
    .select({
      id: apiKeys.id,
      tenantId: apiKeys.tenantId,
      name: apiKeys.name,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId));
}

/** The tenant and key id of a presented key, or undefined for a malformed, unknown, wrong or revoked key. */
export async function verifyKey(db: Db, presented: string): Promise<{ tenantId: string; keyId: string } | undefined> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return undefined;
  const [, id, secret] = match as unknown as [string, string, string];
  const [row] = await db
    .select({ tenantId: apiKeys.tenantId, secretHash: apiKeys.secretHash, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.id, id));
  // Hash and compare even for an unknown id, so timing does not tell a known id from an unknown one.
  const expected = Buffer.from(row?.secretHash ?? hashSecret('unknown'), 'hex');
  const equal = timingSafeEqual(expected, Buffer.from(hashSecret(secret), 'hex'));
  if (!row || !equal || row.revokedAt !== null) return undefined;
  return { tenantId: row.tenantId, keyId: id };
}

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
