/**
 * Appends a compaction entry exactly once and only onto the branch it compacted. In one tenant transaction: a
 * repeated idempotency key returns the entry written before (a retried or re-run activity); a leaf that no longer
 * descends from the snapshot the plan was made on means the compaction is superseded and nothing is appended;
 * otherwise the entry is appended under the current leaf (later appends stay in the kept region) and the audit
 * row is completed.
 */
import { and, eq } from 'drizzle-orm';
import type { CompactionEntry } from '../../core/session/entries';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { appendValidated } from '../session-store/append-entries';
import { setContextTokens } from '../idle/context-tokens';
import { getSessionRow } from '../session-store/session-row';
import { validateBatch } from '../session-store/validate-batch';
import { walkToSeq } from '../session-store/walk-path';
import { recordCompaction, type CompactionAudit } from './record-compaction';
import { assertRunOpen, committedEntry } from './run-fence';

export type CompactionFields = Omit<CompactionEntry, 'type' | 'id' | 'parentId' | 'timestamp'>;

export interface CommitCompactionInput {
  tenantId: string;
  sessionId: string;
  entryId: string;
  timestamp: string;
  fields: CompactionFields;
  /** The leaf the plan was computed on. */
  snapshotLeafId: string;
  idempotencyKey: string;
  audit: Omit<CompactionAudit, 'tenantId' | 'sessionId' | 'status' | 'compactionEntryId' | 'firstKeptEntryId'>;
}

export type CommitOutcome =
  | { kind: 'committed'; entryId: string; leafId: string; replayed: boolean }
  | { kind: 'superseded'; leafId: string | null };

export function commitCompactionEntry(db: Db, input: CommitCompactionInput): Promise<CommitOutcome> {
  return withTenant(db, input.tenantId, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    const previous = await committedEntry(tx, input.sessionId, input.idempotencyKey);
    if (previous)
      return { kind: 'committed', entryId: previous, leafId: session.leafEntryId ?? previous, replayed: true };
    await assertRunOpen(tx, input.audit);
    const leaf = session.leafEntryId;
    const base = { tenantId: input.tenantId, sessionId: input.sessionId, ...input.audit };
    if (!leaf || !(await descendsFrom(tx, input.sessionId, leaf, input.snapshotLeafId))) {
      await recordCompaction(tx, { ...base, status: 'superseded', firstKeptEntryId: input.fields.firstKeptEntryId });
      return { kind: 'superseded', leafId: leaf };
    }
    const [entry] = validateBatch([
      { type: 'compaction', id: input.entryId, parentId: leaf, timestamp: input.timestamp, ...input.fields },
    ]);
    await appendValidated(tx, {
      sessionId: input.sessionId,
      entries: [entry!],
      idempotencyKey: input.idempotencyKey,
      expectedLeaf: leaf,
    });
    if (input.fields.tokensAfter !== undefined) await setContextTokens(tx, input.sessionId, input.fields.tokensAfter);
    await recordCompaction(tx, {
      ...base,
      status: 'committed',
      compactionEntryId: input.entryId,
      firstKeptEntryId: input.fields.firstKeptEntryId,
    });
    return { kind: 'committed', entryId: input.entryId, leafId: input.entryId, replayed: false };
  });
}

/** Whether the session's current leaf still descends from `snapshotLeafId` (a commit on it would not be superseded). */
export function snapshotStands(db: Db, input: { tenantId: string; sessionId: string; snapshotLeafId: string }) {
  return withTenant(db, input.tenantId, async (tx) => {
    const leaf = (await getSessionRow(tx, input.sessionId)).leafEntryId;
    return leaf !== null && (await descendsFrom(tx, input.sessionId, leaf, input.snapshotLeafId));
  });
}

/** Whether `ancestorId` is on the path from `leafId` to the root (walking only down to the ancestor's seq). */
async function descendsFrom(tx: Tx, sessionId: string, leafId: string, ancestorId: string): Promise<boolean> {
  if (leafId === ancestorId) return true;
  const [row] = await tx
    .select({ seq: sessionEvents.seq })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.entryId, ancestorId)));
  if (!row) return false;
  const path = await walkToSeq(tx, sessionId, leafId, row.seq);
  return path.some((r) => r.entry_id === ancestorId);
}
