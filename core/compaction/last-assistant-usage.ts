/** The usage anchor of a branch (compaction spec §2.1): the newest assistant that did not fail and reports usage. */
import type { SessionEntry } from '../session/entries';
import type { Usage } from '../session/messages';

export function getLastAssistantUsage(entries: readonly SessionEntry[]): Usage | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.type !== 'message' || entry.message.role !== 'assistant') continue;
    const { stopReason, usage } = entry.message;
    if (stopReason === 'aborted' || stopReason === 'error' || !usage) continue;
    return usage;
  }
  return undefined;
}
