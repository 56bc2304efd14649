/**
 * The compaction decision number of an indexed branch (compaction spec §2.5): the larger of the provider-reported
 * context and the local estimate, so that a host whose request compression deflates usage still compacts.
 */
import { contextEstimate, producesMessage, type CompactionIndex } from './compaction-index';
import { compactionContextTokens } from './tokens';

export const decisionTokens = (index: CompactionIndex, nonMessageTokens = 0): number =>
  compactionContextTokens(index.usage?.context ?? 0, contextEstimate(index, nonMessageTokens));

/** Local estimate of the given rows (e.g. the entries a plan keeps verbatim). */
export function rowsEstimate(index: CompactionIndex, ids: ReadonlySet<string>): number {
  let total = 0;
  for (let row = 0; row < index.ids.length; row += 1) {
    if (ids.has(index.ids[row]!) && producesMessage(index.kinds[row])) total += index.tokens[row] ?? 0;
  }
  return total;
}
