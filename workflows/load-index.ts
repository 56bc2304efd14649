/**
 * Loads the compaction index page by page (v2 program), so that every activity result stays small however long
 * the session is; the rows are joined in workflow memory, which has no payload limit. The first page may come
 * through a local activity (PERF4_LOCAL_STORE_READS); the rest, only in long sessions, stay regular activities.
 */
import type { CompactionIndex } from '../core';
import type { CatalogRequest } from '../activities/compaction/resolve-catalog';
import type { LoadedIndex } from '../activities/compaction/load-compaction-index';
import { db, type StoreCalls } from './proxies';

export async function loadPagedIndex(
  ids: { tenantId: string; sessionId: string },
  catalog: CatalogRequest,
  firstPage: StoreCalls = db,
): Promise<LoadedIndex> {
  return withLaterPages(ids, await firstPage.loadCompactionIndex({ ...ids, catalog, paged: true }));
}

/** The index of `loaded` (its first page) joined with the pages after it. */
export async function withLaterPages(
  ids: { tenantId: string; sessionId: string },
  loaded: LoadedIndex,
): Promise<LoadedIndex> {
  const index = loaded.index;
  let next = loaded.pages?.nextRow ?? index.ids.length;
  const total = loaded.pages?.totalRows ?? index.ids.length;
  while (next < total) {
    const page = await db.loadCompactionIndexPage({ ...ids, leafId: loaded.leafId, fromRow: next });
    appendRows(index, page.index);
    next = page.nextRow;
  }
  return { ...loaded, index };
}

function appendRows(index: CompactionIndex, page: CompactionIndex): void {
  index.ids.push(...page.ids);
  index.kinds += page.kinds;
  index.tokens.push(...page.tokens);
  index.flags.push(...page.flags);
  index.tool.push(...page.tool);
  index.tools = page.tools;
}

/** Splits `items` into chunks of at most `size`, so that each activity input stays small. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
