/**
 * Loads what a context rebuild of the active path needs and nothing older: the entries from the latest standing
 * compaction's `firstKeptEntryId` (retained-history semantics) through the compaction to the leaf, the settings
 * state persisted on that compaction, and the store events folded in. A reverted compaction is no boundary: the
 * window reaches past it to the one before. `full` loads the whole root→leaf path instead (the full display
 * transcript).
 */
import type { SessionEntry } from '../../core/session/entries';
import type { SettingsState } from '../../core/session/session-settings';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { InvalidEntry } from './errors';
import { foldStoreEvents, parseJson, type RawRow } from './event-rows';
import { revertedOnce, type RevertedSet } from './reverted-compactions';
import { getSessionRow } from './session-row';
import { seqOf, walkToCompaction, walkToSeq } from './walk-path';

export interface LoadBranchInput {
  tenantId: string;
  sessionId: string;
  /** Defaults to the session's persisted leaf. */
  leafId?: string | null;
  full?: boolean;
}

export interface LoadedBranch {
  sessionId: string;
  leafId: string | null;
  lastSeq: number;
  /** The session row's creation time (ms): tells a purged and re-created session id from its predecessor. */
  incarnation: number;
  /** Path order (oldest first); starts at the kept region (or the root when there is no compaction or `full`). */
  entries: SessionEntry[];
  /** The latest compaction on the path and the settings folded up to it. */
  compaction?: { entryId: string; seq: number };
  settingsBase?: { state: SettingsState; throughEntryId: string };
  /** The session row's host settings and agent configuration as read with the branch (stored JSON, unparsed). */
  row?: { settings: unknown; agentConfig: unknown };
}

export function loadActiveBranch(db: Db, input: LoadBranchInput): Promise<LoadedBranch> {
  return withTenant(db, input.tenantId, (tx) => loadBranchIn(tx, input));
}

/** loadActiveBranch inside a caller's tenant transaction (an append that builds its batch under the row lock). */
export async function loadBranchIn(tx: Tx, input: Omit<LoadBranchInput, 'tenantId'>): Promise<LoadedBranch> {
  const session = await getSessionRow(tx, input.sessionId);
  const leafId = input.leafId === undefined ? session.leafEntryId : input.leafId;
  const base = {
    sessionId: input.sessionId,
    leafId,
    lastSeq: session.lastSeq,
    incarnation: incarnationOf(session),
    row: { settings: session.settings, agentConfig: session.agentConfig },
  };
  if (leafId === null) return { ...base, entries: [] };
  const reverted = revertedOnce(tx, input.sessionId);
  const rows = input.full
    ? await walkToSeq(tx, input.sessionId, leafId, 0)
    : await windowRows(tx, input.sessionId, leafId, reverted);
  if (rows.length === 0) throw new InvalidEntry(`leafId: no entry ${leafId} in session ${input.sessionId}`, 'leafId');
  const entries = await foldStoreEvents(
    tx,
    input.sessionId,
    [...rows].reverse().map((r) => parseJson(r.data) as SessionEntry),
    reverted,
  );
  // Newest first: the first standing compaction met is the latest on the path.
  const standing = rows.some((r) => r.type === 'compaction') ? (await reverted()).compactions : undefined;
  const top = standing && rows.find((r) => r.type === 'compaction' && !standing.has(r.entry_id ?? ''));
  if (!top?.settings || !top.entry_id) return { ...base, entries };
  return {
    ...base,
    entries,
    compaction: { entryId: top.entry_id, seq: Number(top.seq) },
    settingsBase: { state: parseJson(top.settings) as SettingsState, throughEntryId: top.entry_id },
  };
}

/** Leaf up to the nearest standing compaction, then its kept region down to `firstKeptEntryId`; newest first. */
async function windowRows(
  tx: Tx,
  sessionId: string,
  leafId: string,
  reverted: () => Promise<RevertedSet>,
): Promise<RawRow[]> {
  const upper = await walkToCompaction(tx, sessionId, leafId);
  for (let top = upper.at(-1); isCompaction(top) && top.parent_id !== null; top = upper.at(-1)) {
    if (!(await reverted()).compactions.has(top.entry_id ?? '')) break;
    upper.push(...(await walkToCompaction(tx, sessionId, top.parent_id)));
  }
  const compaction = upper[upper.length - 1];
  if (!compaction || compaction.type !== 'compaction' || compaction.parent_id === null) return upper;
  const firstKept = (parseJson(compaction.data) as { firstKeptEntryId: string }).firstKeptEntryId;
  const floor = await seqOf(tx, sessionId, firstKept);
  if (floor === undefined) return upper;
  return [...upper, ...(await walkToSeq(tx, sessionId, compaction.parent_id, floor))];
}

const isCompaction = (row: RawRow | undefined): row is RawRow => row?.type === 'compaction';

export const incarnationOf = (session: { createdAt: Date }): number => session.createdAt.getTime();
