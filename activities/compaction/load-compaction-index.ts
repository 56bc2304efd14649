/**
 * Activity: the compact index of the active branch from the latest compaction boundary, plus the few facts the
 * workflow decides on (leaf, active model, thinking level). Reads only the retained window, never the history
 * before it, and returns no message content.
 *
 * Contract versions (histories carry both): v1 inputs are `{ tenantId, sessionId }`; v2 inputs add `catalog`, and
 * then the result carries `resolved` (the catalog data and defaults the decisions depend on) and
 * `explicitThinkingLevel`; with `paged` the index holds only its first page and `pages` says how to fetch the rest
 * (loadCompactionIndexPage); v2 results also carry `budget` when a monthly budget is spent. Fields are only ever
 * added.
 */
import { buildCompactionIndex, type CompactionIndex } from '../../core';
import { emptySettings, foldSettingsOver } from '../../core/session/session-settings';
import type { CompactionEntry } from '../../core/session/entries';
import type { Db } from '../../store/database';
import { loadActiveBranch, type LoadBranchInput } from '../../store/session-store';
import { compactionBudget, type BudgetNote } from './compaction-budget';
import type { CompactionDeps } from './deps';
import { createIndexCache, indexPage, type IndexPage } from './index-pages';
import { resolveCatalog, type CatalogRequest, type ResolvedCatalog } from './resolve-catalog';

export interface LoadIndexInput {
  tenantId: string;
  sessionId: string;
  /** v2: resolve the model and defaults for this request. */
  catalog?: CatalogRequest;
  /** v2: return the index in pages (the first here, the rest from loadCompactionIndexPage). */
  paged?: boolean;
}

export interface IndexPageInput {
  tenantId: string;
  sessionId: string;
  /** The leaf the first page was cut at. */
  leafId: string | null;
  fromRow: number;
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
  /** v2 paged: where the second page starts and how many rows there are in all. */
  pages?: { nextRow: number; totalRows: number };
  /** v2: the monthly budget the session or its tenant has spent, absent while none is (./compaction-budget.ts). */
  budget?: BudgetNote;
}

export function createLoadCompactionIndex(deps: CompactionDeps) {
  const cache = createIndexCache();
  const key = (input: { tenantId: string; sessionId: string }, leafId: string | null) =>
    `${input.tenantId}\u0000${input.sessionId}\u0000${leafId ?? ''}`;
  return {
    async loadCompactionIndex(input: LoadIndexInput): Promise<LoadedIndex> {
      const [{ branch, index }, budget] = await Promise.all([
        indexedBranch(deps.db, input),
        input.catalog ? compactionBudget(deps, input) : undefined,
      ]);
      const settings = foldSettingsOver(branch.entries, branch.settingsBase?.state ?? emptySettings());
      const loaded: LoadedIndex = {
        index,
        leafId: branch.leafId,
        lastSeq: branch.lastSeq,
        thinkingLevel: settings.thinkingLevel,
      };
      if (settings.models.default) loaded.modelRef = settings.models.default;
      if (input.catalog) {
        loaded.resolved = resolveCatalog(input.catalog, settings.models.default);
        if (settings.thinkingLevelSet) loaded.explicitThinkingLevel = settings.thinkingLevel;
        if (budget) loaded.budget = budget;
      }
      if (input.paged) {
        cache.set(key(input, branch.leafId), index);
        const first = indexPage(index, 0);
        loaded.index = first.index;
        loaded.pages = { nextRow: first.nextRow, totalRows: first.totalRows };
      }
      return loaded;
    },

    /** v2: a later page of the index cut at `leafId` (rebuilt when this worker has not cached it). */
    async loadCompactionIndexPage(input: IndexPageInput): Promise<IndexPage> {
      let index = cache.get(key(input, input.leafId));
      if (!index) {
        index = (await indexedBranch(deps.db, { ...input, leafId: input.leafId })).index;
        cache.set(key(input, input.leafId), index);
      }
      return indexPage(index, input.fromRow);
    },
  };
}

/**
 * The branch from its latest compaction and the index over it. A latest compaction whose history another provider's
 * native items replaced (OpenAI `/responses/compact`) cannot be built on by the session's current provider (spec
 * §7.4): then the whole path is loaded and the index starts before that compaction, so its messages are summarized
 * again from the originals.
 */
async function indexedBranch(db: Db, input: LoadBranchInput) {
  const branch = await loadActiveBranch(db, input);
  const settings = foldSettingsOver(branch.entries, branch.settingsBase?.state ?? emptySettings());
  const activeModel = settings.models.default;
  const activeProvider = activeModel?.includes('/') ? activeModel.slice(0, activeModel.indexOf('/')) : undefined;
  const latest = branch.entries.find((e) => e.id === branch.compaction?.entryId) as CompactionEntry | undefined;
  const native = latest?.preserveData?.openaiRemoteCompaction as { provider?: unknown } | undefined;
  if (!activeProvider || !native || typeof native.provider !== 'string' || native.provider === activeProvider) {
    return { branch, index: buildCompactionIndex(branch.entries) };
  }
  const full = await loadActiveBranch(db, { ...input, full: true });
  return { branch: full, index: buildCompactionIndex(full.entries, { activeProvider }) };
}
