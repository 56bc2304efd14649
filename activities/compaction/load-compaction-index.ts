/**
 * Activity: the compact index of the active branch from the latest compaction boundary, plus the few facts the
 * workflow decides on (leaf, active model, thinking level). Reads only the retained window, never the history
 * before it, and returns no message content.
 *
 * Contract versions (histories carry both): v1 inputs are `{ tenantId, sessionId }`; v2 inputs add `catalog`, and
 * then the result carries `resolved` (the catalog data and defaults the decisions depend on) and
 * `explicitThinkingLevel`. Fields are only ever added.
 */
import { buildCompactionIndex, type CompactionIndex } from '../../core';
import { emptySettings, foldSettingsOver } from '../../core/session/session-settings';
import { loadActiveBranch } from '../db/session-store';
import type { CompactionDeps } from './deps';
import { resolveCatalog, type CatalogRequest, type ResolvedCatalog } from './resolve-catalog';

export interface LoadIndexInput {
  tenantId: string;
  sessionId: string;
  /** v2: resolve the model and defaults for this request. */
  catalog?: CatalogRequest;
}

export interface LoadedIndex {
  index: CompactionIndex;
  leafId: string | null;
  lastSeq: number;
  /** `provider/id` of the session's default model, when known. */
  modelRef?: string;
  /** The folded thinking level ('off' when never set; kept for v1 readers). */
  thinkingLevel: string;
  /** v2: the level a thinking_level_change set, absent when none did (the summarizer then reasons at high). */
  explicitThinkingLevel?: string;
  /** v2: present when the input asked for `catalog`. */
  resolved?: ResolvedCatalog;
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
    if (input.catalog) {
      loaded.resolved = resolveCatalog(input.catalog, settings.models.default);
      if (settings.thinkingLevelSet) loaded.explicitThinkingLevel = settings.thinkingLevel;
    }
    return loaded;
  };
}
