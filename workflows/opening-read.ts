/**
 * What a compaction reads before it decides. From the `openingReadOnce` patch on, one local activity
 * (activities/compaction/open-run.ts) writes the `running` audit row, re-checks an idle run against the sweep's
 * view, loads the first index page with the catalog data and answers whether the worker has hooks: one round trip
 * between the workflow task and its local activities instead of three. Runs before the patch made them one by one,
 * the audit row from compactSession itself and the hooks question once the chain reached an entry method.
 */
import type { LoadedIndex } from '../activities/compaction/load-compaction-index';
import { PROGRAM_GENERATION } from './compaction-types';
import { activeSinceSweep, sweepViewOf } from './idle-recheck';
import { loadPagedIndex, withLaterPages } from './load-index';
import { localDb } from './proxies';
import type { RunStart } from './run-state';

/** An idle run whose session changed since the sweep is not untouched and loads nothing. */
export type Opening = { untouched: false } | { untouched: true; loaded: LoadedIndex; hooksRegistered?: boolean };

export async function openingRead({ input, ids, reads }: RunStart): Promise<Opening> {
  const catalog = { model: input.model, contextWindow: input.settings?.contextWindow };
  if (!reads.once) {
    if (await activeSinceSweep(input, reads.store)) return { untouched: false };
    return { untouched: true, loaded: await loadPagedIndex(ids, catalog, reads.store) };
  }
  const idle = sweepViewOf(input);
  const opened = await localDb.openCompactionRun({
    ...ids,
    catalog,
    audit: { trigger: String(input.trigger), coreVersion: PROGRAM_GENERATION },
    ...(idle ? { idle } : {}),
  });
  if (!opened.untouched) return opened;
  return { untouched: true, loaded: await withLaterPages(ids, opened.loaded), hooksRegistered: opened.hooksRegistered };
}
