/**
 * A session's version — its last seq and its row's creation time — in one statement outside any transaction:
 * `compactor_session_version` (migration 0023) sets the tenant for its own statement and reads the row under
 * row-level security, where a tenant transaction would cost four round trips (begin, role and tenant, select,
 * commit). It runs on every context read, so it is sent without the query builder (store/statement.ts). Read at the
 * database on every call, so a write committed through any node is seen by the next read.
 */
import { sessions } from '../../schema';
import type { Db } from '../database';
import { queryRows } from '../statement';
import { SessionNotFound } from './errors';

export interface StoredVersion {
  lastSeq: number;
  createdAt: Date;
}

export async function readSessionVersion(db: Db, ids: { tenantId: string; sessionId: string }): Promise<StoredVersion> {
  if (ids.tenantId === '') throw new Error('readSessionVersion needs a tenant id');
  const [row] = await queryRows<{ last_seq: number | string; created_at: unknown; status: string }>(
    db,
    'select * from compactor_session_version($1, $2)',
    [ids.tenantId, ids.sessionId],
  );
  if (!row || row.status === 'deleted') throw new SessionNotFound(ids.sessionId);
  // The table's own codec, so the incarnation matches the row as the query builder reads it.
  return {
    lastSeq: Number(row.last_seq),
    createdAt: sessions.createdAt.mapFromDriverValue(row.created_at as string) as Date,
  };
}
