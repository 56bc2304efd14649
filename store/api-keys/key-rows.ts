/**
 * The api_keys table: insert, list, read for verification (with its tenant's disabled mark, one indexed join),
 * revoke, and the NOTIFY that makes every server listening on the database forget a key at once. Secrets are
 * never here: only their hashes. Not under row-level security (a key is read before its tenant is known).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, tenants } from '../../schema';
import type { Db } from '../database';

/** The NOTIFY channel of key revocations; the payload is the key's public id. */
export const KEY_REVOKED_CHANNEL = 'compactor_api_key_revoked';

export interface KeyRow {
  id: string;
  tenantId: string;
  name: string | null;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = {
  id: apiKeys.id,
  tenantId: apiKeys.tenantId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
};

export async function insertKey(
  db: Db,
  input: { id: string; tenantId: string; name?: string; secretHash: string; scopes: string[]; expiresAt?: Date },
): Promise<KeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...input, name: input.name ?? null, expiresAt: input.expiresAt ?? null })
    .returning(COLUMNS);
  return row!;
}

export function selectKeys(db: Db, filter: { tenantId?: string; id?: string } = {}): Promise<KeyRow[]> {
  const where = and(
    filter.tenantId === undefined ? undefined : eq(apiKeys.tenantId, filter.tenantId),
    filter.id === undefined ? undefined : eq(apiKeys.id, filter.id),
  );
  return db
    .select(COLUMNS)
    .from(apiKeys)
    .where(where)
    .orderBy(asc(apiKeys.tenantId), asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** What verification needs of a key id: its hash, state and its tenant's disabled mark. */
export async function selectKeyForVerify(db: Db, id: string) {
  const [row] = await db
    .select({ ...COLUMNS, secretHash: apiKeys.secretHash, tenantDisabledAt: tenants.disabledAt })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(eq(apiKeys.id, id));
  return row;
}

/** Marks the key revoked (the first revocation time stays) and announces it at commit. */
export async function revokeKeyRow(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    await tx.execute(sql`SELECT pg_notify(${KEY_REVOKED_CHANNEL}, ${id})`);
  });
}

/** Announces every key of the tenant (its disabled mark changed), so servers re-verify them at once. */
export async function notifyTenantKeys(db: Db, tenantId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_notify(${KEY_REVOKED_CHANNEL}, id) FROM ${apiKeys} WHERE ${apiKeys.tenantId} = ${tenantId}`,
  );
}
