/**
 * The settings state persisted on each compaction row: the fold of the whole path up to that compaction,
 * computed at append time from the previous compaction's snapshot plus the entries since. Context reads then
 * start from the latest compaction's snapshot instead of scanning the path from the root.
 */
import type { SessionEntry } from '../../core/session/entries';
import { emptySettings, foldSettingsOver, type SettingsState } from '../../core/session/session-settings';
import type { Tx } from '../with-tenant';
import { parseJson } from './event-rows';
import { walkToCompaction } from './walk-path';

/** Entries of the batch being appended, with the snapshots computed so far. */
export type BatchIndex = Map<string, { entry: SessionEntry; settings?: SettingsState }>;

/** Settings after the entry `entryId` (null: before the root), looking in the batch first, then the store. */
export async function settingsAfter(
  tx: Tx,
  sessionId: string,
  entryId: string | null,
  batch: BatchIndex,
): Promise<SettingsState> {
  const chain: SessionEntry[] = [];
  let current = entryId;
  while (current !== null && batch.has(current)) {
    const { entry, settings } = batch.get(current)!;
    if (settings) return foldSettingsOver(chain.reverse(), settings);
    chain.push(entry);
    current = entry.parentId;
  }
  let base = emptySettings();
  if (current !== null) {
    for (const row of await walkToCompaction(tx, sessionId, current)) {
      if (row.type === 'compaction' && row.settings) base = parseJson(row.settings) as SettingsState;
      else chain.push(parseJson(row.data) as SessionEntry);
    }
  }
  return foldSettingsOver(chain.reverse(), base);
}
