/**
 * Appends store events that are not tree nodes — `content_pruned` (pruning decisions), `session_handed_off`,
 * `compaction_warning` — with the same expectations and idempotency as entry appends. Leaf moves go through
 * move-leaf, which also moves the projection. A pruning event must target a tool result of this session, a warning
 * a compaction entry of it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { StoreEvent } from '../../core/session/entries';
import { asStoreEvent, storeEventSchema } from '../../core/session/store-event-schema';
import { sessionEvents } from '../../schema';
import type { Db } from '../database';
import type { Tx } from '../with-tenant';
import { withSessionWriter } from './session-gate';
import { InvalidEntry } from './errors';
import type { AppendResult } from './append-entries';
import { insertEvents } from './insert-events';
import { getSessionRow } from './session-row';
import { expectState, replayed } from './stream-guards';

export interface AppendStoreEventsInput {
  tenantId: string;
  sessionId: string;
  events: readonly unknown[];
  expectedSeq?: number;
  expectedLeaf?: string | null;
  idempotencyKey?: string;
  /** The context's token estimate after these events, written to the projection in the same transaction. */
  contextTokens?: number;
}

export async function appendStoreEvents(db: Db, input: AppendStoreEventsInput): Promise<AppendResult> {
  const events = input.events.map((raw, index) => {
    const result = storeEventSchema.safeParse(raw);
    if (result.success && result.data.type === 'leaf_moved') {
      throw new InvalidEntry(`event ${index}: type: leaf moves go through moveLeaf`, 'type', undefined, index);
    }
    if (result.success && result.data.type === 'agent_config_set') {
      // Its projection column moves with it: only setAgentConfig writes both.
      throw new InvalidEntry(
        `event ${index}: type: agent configurations go through setAgentConfig`,
        'type',
        undefined,
        index,
      );
    }
    if (result.success && result.data.type === 'compaction_reverted') {
      // Its audit row and the run's pruning seqs move with it: only revertCompaction writes it.
      throw new InvalidEntry(`event ${index}: type: reverts go through revertCompaction`, 'type', undefined, index);
    }
    if (result.success) return asStoreEvent(result.data);
    const issue = result.error.issues[0]!;
    const path = issue.path.map(String).join('.') || 'type';
    throw new InvalidEntry(`event ${index}: ${path}: ${issue.message}`, path, undefined, index);
  });
  return withSessionWriter(db, input, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId, true);
    if (input.idempotencyKey !== undefined) {
      const replay = await replayed(tx, input.sessionId, input.idempotencyKey);
      if (replay) return { ...replay, leafId: session.leafEntryId, lastSeq: session.lastSeq };
    }
    expectState(input, session.lastSeq, session.leafEntryId);
    await checkPruneTargets(tx, input.sessionId, events);
    await checkWarningTargets(tx, input.sessionId, events);
    const rows = events.map((event) => ({ entryId: null, parentId: null, type: event.type, data: event as unknown }));
    if (input.idempotencyKey !== undefined && rows[0]) {
      rows[0] = { ...rows[0], idempotencyKey: input.idempotencyKey, batchSize: rows.length } as (typeof rows)[0];
    }
    const leafId = session.leafEntryId;
    const { contextTokens } = input;
    const stored = await insertEvents(tx, { tenantId: session.tenantId, session, rows, leafId, contextTokens });
    return { events: stored, leafId, lastSeq: session.lastSeq + rows.length, replayed: false };
  });
}

async function checkPruneTargets(tx: Tx, sessionId: string, events: StoreEvent[]): Promise<void> {
  const targets = [...new Set(events.flatMap((e) => (e.type === 'content_pruned' ? [e.targetId] : [])))];
  if (targets.length === 0) return;
  const rows = await tx
    .select({ id: sessionEvents.entryId, data: sessionEvents.data })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), inArray(sessionEvents.entryId, targets)));
  const toolResults = new Set(
    rows.filter((r) => (r.data as { message?: { role?: string } }).message?.role === 'toolResult').map((r) => r.id),
  );
  const index = events.findIndex((e) => e.type === 'content_pruned' && !toolResults.has(e.targetId));
  if (index < 0) return;
  const target = (events[index] as { targetId: string }).targetId;
  throw new InvalidEntry(
    `event ${index}: targetId: ${target} is not a tool result of this session`,
    'targetId',
    undefined,
    index,
  );
}

/** A warning stamps a compaction entry of this session (readers fold it into that entry). */
async function checkWarningTargets(tx: Tx, sessionId: string, events: StoreEvent[]): Promise<void> {
  const targets = [
    ...new Set(
      events.flatMap((e) => (e.type === 'compaction_warning' && e.compactionEntryId ? [e.compactionEntryId] : [])),
    ),
  ];
  if (targets.length === 0) return;
  const rows = await tx
    .select({ id: sessionEvents.entryId })
    .from(sessionEvents)
    .where(
      and(
        eq(sessionEvents.sessionId, sessionId),
        eq(sessionEvents.type, 'compaction'),
        inArray(sessionEvents.entryId, targets),
      ),
    );
  const compactions = new Set(rows.map((r) => r.id));
  const index = events.findIndex(
    (e) => e.type === 'compaction_warning' && e.compactionEntryId && !compactions.has(e.compactionEntryId),
  );
  if (index < 0) return;
  const target = (events[index] as { compactionEntryId: string }).compactionEntryId;
  throw new InvalidEntry(
    `event ${index}: compactionEntryId: ${target} is not a compaction entry of this session`,
    'compactionEntryId',
    undefined,
    index,
  );
}
