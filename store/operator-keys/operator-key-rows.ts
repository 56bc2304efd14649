/** The operator_keys table: insert, list, read one for verification, revoke. Hashes only; owner role. */
import { asc, eq, isNull, and } from 'drizzle-orm';
import { operatorKeys } from '../../schema';
import type { Db } from '../database';

export interface OperatorKeyRow {
  id: string;
  name: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

const COLUMNS = {
  id: operatorKeys.id,
  name: operatorKeys.name,
  createdAt: operatorKeys.createdAt,
  revokedAt: operatorKeys.revokedAt,
};

export async function insertOperatorKey(
  db: Db,
  input: { id: string; name?: string; secretHash: string },
): Promise<OperatorKeyRow> {
  const [row] = await db
    .insert(operatorKeys)
    .values({ ...input, name: input.name ?? null })
    .returning(COLUMNS);
  return row!;
}

export function selectOperatorKeys(db: Db): Promise<OperatorKeyRow[]> {
  return db.select(COLUMNS).from(operatorKeys).orderBy(asc(operatorKeys.createdAt), asc(operatorKeys.id));
}

export async function selectOperatorKeyForVerify(db: Db, id: string) {
  const [row] = await db
    .select({ ...COLUMNS, secretHash: operatorKeys.secretHash })
    .from(operatorKeys)
    .where(eq(operatorKeys.id, id));
  return row;
}

/** Marks the key revoked; the first revocation time stays. Undefined when there is no such key. */
export async function revokeOperatorKeyRow(db: Db, id: string): Promise<OperatorKeyRow | undefined> {
  await db
    .update(operatorKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorKeys.id, id), isNull(operatorKeys.revokedAt)));
  const [row] = await db.select(COLUMNS).from(operatorKeys).where(eq(operatorKeys.id, id));
  return row;
}
