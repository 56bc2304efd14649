/**
 * Compaction switched off (`enabled: false` or strategy `off`) means no compaction for every trigger, not only
 * threshold (issue 10). Runs recorded before the `disabledSkipsEveryTrigger` patch took the old gate, where only a
 * threshold trigger read the switch; they replay that way.
 */
import type { CompactionSettings } from '../core/compaction/settings';
import type { CompactSessionInput } from './compaction-types';
import { patchApplies } from './patches';

/** True when this run must skip as `disabled` before promotion, planning or any summarizer call. */
export function disabledForEveryTrigger(input: CompactSessionInput, settings: CompactionSettings): boolean {
  const off = !settings.enabled || settings.strategy === 'off' || input.strategy === 'off';
  return off && patchApplies('disabledSkipsEveryTrigger');
}
