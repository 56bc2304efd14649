/**
 * The compaction index in pages, so that no activity result nears Temporal's payload limits (DESIGN §3 "Payload
 * discipline"): the index grows ~45 bytes per entry, so a long never-compacted session would pass 2 MB near 45k
 * entries. A page holds the rows from `fromRow` up to a byte budget; the first page also carries the range facts
 * (boundary, previous compaction, usage). Pages of one compaction are cut from the index built at one leaf, so
 * they fit together; a small per-worker cache saves rebuilding it for every page.
 */
import type { CompactionIndex } from '../../core';

/** Bytes of row data per page: well under Temporal's 256 KB payload warning. */
export const PAGE_BYTES = 160_000;

export interface IndexPage {
  /** The rows `[fromRow, nextRow)` as a partial index (range facts only on the first page). */
  index: CompactionIndex;
  fromRow: number;
  /** Where the next page starts; equal to `totalRows` on the last page. */
  nextRow: number;
  totalRows: number;
}

/** The page of `index` starting at `fromRow`: as many rows as fit `budget` bytes (at least one). */
export function indexPage(index: CompactionIndex, fromRow: number, budget = PAGE_BYTES): IndexPage {
  const total = index.ids.length;
  let bytes = 0;
  let to = fromRow;
  while (to < total && (to === fromRow || bytes + rowBytes(index, to) <= budget)) {
    bytes += rowBytes(index, to);
    to += 1;
  }
  const rows: CompactionIndex = {
    v: 1,
    ids: index.ids.slice(fromRow, to),
    kinds: index.kinds.slice(fromRow, to),
    tokens: index.tokens.slice(fromRow, to),
    flags: index.flags.slice(fromRow, to),
    tools: index.tools,
    tool: index.tool.slice(fromRow, to),
    from: index.from,
  };
  if (fromRow === 0) {
    const { ids: _i, kinds: _k, tokens: _t, flags: _f, tools: _n, tool: _o, ...facts } = index;
    Object.assign(rows, facts);
  }
  return { index: rows, fromRow, nextRow: to, totalRows: total };
}

/** JSON bytes one row adds (id with quotes and commas, numbers, kind). */
function rowBytes(index: CompactionIndex, row: number): number {
  const digits = (n: number | undefined) => String(n ?? 0).length + 1;
  return (
    index.ids[row]!.length + 3 + digits(index.tokens[row]) + digits(index.flags[row]) + digits(index.tool[row]) + 1
  );
}

/** Remembers the few indexes this worker built lately, keyed by session and snapshot. */
export function createIndexCache(capacity = 4) {
  const entries = new Map<string, CompactionIndex>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, index: CompactionIndex) {
      entries.delete(key);
      entries.set(key, index);
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
  };
}
