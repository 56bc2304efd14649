/**
 * Activity (local, patch openingReadOnce): everything a compaction reads before it decides, in one call. In order:
 * the run's `running` audit row (a recovering run's comes after its failed turn was dropped), the idle re-check
 * against the sweep's view (idle runs; it notes the cache state on that row, so it comes after it), the first page
 * of the index with the catalog data, and whether this worker has hooks. Each step is the activity it replaces and is safe
 * to repeat, so a retried execution changes nothing. One call instead of three saves a compaction two round trips
 * between the workflow task and its local activities.
 */
import type { CompactionAudit } from '../../store/compaction-writes/record-compaction';
import type { IdleRecheck } from '../idle';
import type { LoadedIndex, LoadIndexInput } from './load-compaction-index';
import type { CatalogRequest } from './resolve-catalog';

export interface OpenRunInput {
  tenantId: string;
  sessionId: string;
  catalog: CatalogRequest;
  /** The run's `running` audit row, written first. */
  audit: { trigger: string; coreVersion?: string };
  /** The session as the idle sweep saw it: an idle run stops when it has changed since. */
  idle?: Pick<IdleRecheck, 'lastSeq' | 'cacheExpired'>;
}

/** `untouched: false` (an idle run whose session changed since the sweep) loads nothing. */
export type OpenedRun = { untouched: false } | { untouched: true; loaded: LoadedIndex; hooksRegistered: boolean };

/** The activities it runs in order, as the worker registers them. */
export interface OpeningSteps {
  recordCompactionOutcome(audit: Omit<CompactionAudit, 'workflowId' | 'runId'>): Promise<void>;
  recheckIdleSession(input: IdleRecheck): Promise<{ untouched: boolean }>;
  loadCompactionIndex(input: LoadIndexInput): Promise<LoadedIndex>;
  compactionHooksRegistered(input: { tenantId: string; sessionId: string }): Promise<boolean>;
}

export function createOpenCompactionRun(steps: OpeningSteps) {
  return async function openCompactionRun(input: OpenRunInput): Promise<OpenedRun> {
    const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
    await steps.recordCompactionOutcome({ ...ids, ...input.audit, status: 'running' });
    if (input.idle) {
      const { untouched } = await steps.recheckIdleSession({ ...ids, ...input.idle });
      if (!untouched) return { untouched: false };
    }
    const loaded = await steps.loadCompactionIndex({ ...ids, catalog: input.catalog, paged: true });
    return { untouched: true, loaded, hooksRegistered: await steps.compactionHooksRegistered(ids) };
  };
}
