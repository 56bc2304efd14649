/**
 * A `content_pruned` event folded into the tool result it names (docs/architecture.md, "Events"): the result's
 * content becomes the one placeholder text and carries the time it was pruned; anything else passes unchanged.
 * Pure; the store applies it on every read, the API server to the branch it keeps in memory.
 */
import type { SessionEntry } from './entries';
import type { ContentPrunedEvent } from './store-events';

export function applyContentPruned(entry: SessionEntry, event: ContentPrunedEvent | undefined): SessionEntry {
  if (!event || entry.type !== 'message' || entry.message.role !== 'toolResult') return entry;
  const content = [{ type: 'text' as const, text: event.placeholder }];
  return { ...entry, message: { ...entry.message, content, prunedAt: event.prunedAt } };
}
