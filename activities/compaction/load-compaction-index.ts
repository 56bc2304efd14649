/**
 * Activity: the compact index of the active branch from the latest compaction boundary, plus the few facts the
 * workflow decides on (leaf, active model, thinking level). Reads only the retained window, never the history
 * before it, and returns no message content.
 */
import { buildCompactionIndex, type CompactionIndex } from '../../core';
import { emptySettings, foldSettingsOver } from '../../core/session/session-settings';
import { loadActiveBranch } from '../db/session-store';
import type { CompactionDeps } from './deps';

export interface LoadIndexInput {
  tenantId: string;
  sessionId: string;
}

export interface LoadedIndex {
  index: CompactionIndex;
  leafId: string | null;
  lastSeq: number;
  /** `provider/id` of the session's default model, when known. */
  modelRef?: string;
  thinkingLevel: string;
}

export function createLoadCompactionIndex(deps: CompactionDeps) {
  return async function loadCompactionIndex(input: LoadIndexInput): Promise<LoadedIndex> {
    const branch = await loadActiveBranch(deps.db, input);
    const settings = foldSettingsOver(branch.entries, branch.settingsBase?.state ?? emptySettings());
    const loaded: LoadedIndex = {
      index: buildCompactionIndex(branch.entries),
      leafId: branch.leafId,
      lastSeq: branch.lastSeq,
      thinkingLevel: settings.thinkingLevel,
    };
    if (settings.models.default) loaded.modelRef = settings.models.default;
    return loaded;
  };
}
