/**
 * Batch append of session entries with optimistic concurrency (expected seq or leaf), idempotency keys and the
 * `sessions` projection updated in the same transaction. A batch is validated whole before anything is written;
 * parents, label targets and kept-entry ids must name existing entries, so parent chains never cycle.
 */
import type { SessionEntry } from '../../core/session/entries';
import type { Db } from '../database';
import type { Tx } from '../with-tenant';
import { withSessionWriter } from './session-gate';
import type { SettingsState } from '../../core/session/session-settings';
import { expectState, replayed } from './stream-guards';
import type { StoredEvent } from './event-rows';
import { checkReferences, storedReferences, validateBatch } from './validate-batch';
import { lockForAppend, type LockedForAppend } from './append-lock';
import { insertEvents, type NewEvent } from './insert-events';
import { handedOffTo } from './handed-off';
import { SessionHandedOff } from './errors';
import { incarnationOf, loadBranchIn, type LoadedBranch } from './load-branch';
import type { SessionRow } from '../../schema';
import { settingsAfter, type BatchIndex } from './settings-snapshot';

export interface AppendEntriesInput {
  tenantId: string;
  sessionId: string;
  /**
   * Entries as received (validated here); each names its parent explicitly. Or a builder of them, called under the
   * row lock once the idempotency key and the expectations have been checked (a replay never calls it): what it
   * returns is validated like received entries, and anything it throws rolls the append back.
   */
  entries: readonly unknown[] | BatchBuilder;
  expectedSeq?: number;
  /** The leaf the caller believes is current (null: an empty session or a reset leaf). */
  expectedLeaf?: string | null;
  /** A retried append with the same key returns the original rows instead of writing again. */
  idempotencyKey?: string;
  /** false appends under a non-leaf parent without moving the leaf (upstream appendMessageToBranch). */
  moveLeaf?: boolean;
  /**
   * The context's token estimate after the batch, derived under the row lock from what the append knows (a caller
   * with the branch in memory extends it); a number is written to the projection's `context_tokens` by the same
   * update that moves the seq, undefined leaves the column to the caller. Not called for an idempotent replay.
   */
  contextTokensAfter?: (append: AppendFacts) => number | undefined;
}

/** The session as an append finds it under the row lock: what a batch built there continues. */
export interface AppendPosition {
  leafId: string | null;
  lastSeq: number;
  /** The row's incarnation (see LoadedBranch). */
  incarnation: number;
  /** The row's host settings and agent configuration, as stored (unparsed). */
  settings: unknown;
  agentConfig: unknown;
  /** Loads the active branch in the append's own transaction (a reader that needs more than the position). */
  loadBranch(): Promise<LoadedBranch>;
}

export type BatchBuilder = (at: AppendPosition) => readonly unknown[] | Promise<readonly unknown[]>;

/** An append as seen under the row lock, before its rows are written. */
export interface AppendFacts {
  /** The session's last seq before the append, and after it. */
  priorSeq: number;
  lastSeq: number;
  /** The row's incarnation (see LoadedBranch). */
  incarnation: number;
  entries: readonly SessionEntry[];
  leafId: string | null;
}

export interface AppendResult {
  events: StoredEvent[];
  leafId: string | null;
  lastSeq: number;
  /** True when an earlier append with the same idempotency key was returned. */
  replayed: boolean;
  /**
   * The session row as locked for the append: its host settings and creation time (see LoadedBranch), and its
   * tenant's settings as the same statement read them (unparsed; null without a tenant row).
   */
  session?: { settings: unknown; incarnation: number; tenantSettings: unknown };
}

export async function appendEntries(db: Db, input: AppendEntriesInput): Promise<AppendResult> {
  const entries = typeof input.entries === 'function' ? input.entries : validateBatch(input.entries);
  return withSessionWriter(db, input, (tx) => appendValidated(tx, { ...input, entries }));
}

/** The append inside an existing tenant transaction, for entries already validated (the importer's path). */
export async function appendValidated(
  tx: Tx,
  input: Omit<AppendEntriesInput, 'entries' | 'tenantId'> & { entries: SessionEntry[] | BatchBuilder },
): Promise<AppendResult> {
  // Received entries name their stored references up front: the row lock counts them (a builder's are looked up).
  const references = typeof input.entries === 'function' ? [] : storedReferences(input.entries);
  const locked = await lockForAppend(tx, input.sessionId, { references, idempotencyKey: input.idempotencyKey });
  const { session } = locked;
  if (input.idempotencyKey !== undefined && locked.keyUsed) {
    const replay = await replayed(tx, input.sessionId, input.idempotencyKey);
    if (replay) {
      return { ...replay, leafId: session.leafEntryId, lastSeq: session.lastSeq, session: rowFacts(locked) };
    }
  }
  if (session.status === 'handed_off') throw new SessionHandedOff(input.sessionId, await handedOffTo(tx, session.id));
  expectState(input, session.lastSeq, session.leafEntryId);
  const entries = typeof input.entries === 'function' ? await built(tx, session, input.entries) : input.entries;
  const allFound = typeof input.entries !== 'function' && locked.referencesFound === references.length;
  await checkReferences(tx, input.sessionId, entries, allFound);
  const rows = await eventsWithSettings(tx, input.sessionId, entries);
  if (input.idempotencyKey !== undefined && rows[0]) {
    rows[0] = { ...rows[0], idempotencyKey: input.idempotencyKey, batchSize: rows.length };
  }
  const last = entries[entries.length - 1];
  const leafId = input.moveLeaf === false || !last ? session.leafEntryId : last.id;
  const contextTokens = input.contextTokensAfter?.({
    priorSeq: session.lastSeq,
    lastSeq: session.lastSeq + rows.length,
    incarnation: incarnationOf(session),
    entries,
    leafId,
  });
  const events = await insertEvents(tx, { tenantId: session.tenantId, session, rows, leafId, contextTokens });
  return { events, leafId, lastSeq: session.lastSeq + rows.length, replayed: false, session: rowFacts(locked) };
}

const rowFacts = ({ session, tenantSettings }: LockedForAppend) => ({
  settings: session.settings,
  incarnation: incarnationOf(session),
  tenantSettings,
});

/** The batch a builder makes of the locked row's position, validated like received entries. */
async function built(tx: Tx, session: SessionRow, build: BatchBuilder): Promise<SessionEntry[]> {
  const position: AppendPosition = {
    leafId: session.leafEntryId,
    lastSeq: session.lastSeq,
    incarnation: incarnationOf(session),
    settings: session.settings,
    agentConfig: session.agentConfig,
    loadBranch: () => loadBranchIn(tx, { sessionId: session.id }),
  };
  return validateBatch(await build(position));
}

/** Rows for the batch; compaction rows carry the settings state of their path (see settings-snapshot). */
async function eventsWithSettings(tx: Tx, sessionId: string, entries: SessionEntry[]): Promise<NewEvent[]> {
  const batch: BatchIndex = new Map();
  const rows: NewEvent[] = [];
  for (const entry of entries) {
    const slot: { entry: SessionEntry; settings?: SettingsState } = { entry };
    batch.set(entry.id, slot);
    if (entry.type === 'compaction') slot.settings = await settingsAfter(tx, sessionId, entry.parentId, batch);
    rows.push({ entryId: entry.id, parentId: entry.parentId, type: entry.type, data: entry, settings: slot.settings });
  }
  return rows;
}
