/**
 * The tool-result columns of the compaction index: pairing results with their calls, protection (skill results,
 * skill:// and plan-file reads) and superseded reads (compaction spec §5.2). Pure.
 */
import type { AssistantBlock, ToolCallBlock, ToolResultMessage } from '../session/messages';
import { Flag, type CompactionIndex } from './compaction-index';

export type ToolCallRef = Pick<ToolCallBlock, 'name' | 'arguments'>;

/** Remembers the calls by id (the blocks themselves: no allocation per call). */
export function recordCalls(content: readonly AssistantBlock[], calls: Map<string, ToolCallRef>): void {
  for (const block of content) if (block.type === 'toolCall') calls.set(block.id, block);
}

export function isProtected(
  result: ToolResultMessage,
  call: ToolCallRef | undefined,
  protectedTools: ReadonlySet<string>,
  planFilePath: string | undefined,
): boolean {
  if (protectedTools.has(result.toolName)) return true;
  if (result.toolName !== 'read' || !call || !call.arguments || typeof call.arguments !== 'object') return false;
  const path = (call.arguments as { path?: unknown }).path;
  if (typeof path !== 'string') return false;
  return path.startsWith('skill://') || (planFilePath !== undefined && path === planFilePath);
}

/**
 * Walks read results newest → oldest (skipping pruned, unpaired and protected ones): a result is superseded when
 * its key was read later, or it has a selector and its bare path was read later. The newest read of a key stays.
 */
export function markSuperseded(index: CompactionIndex, keys: readonly (string | undefined)[]): void {
  const seen = new Set<string>();
  for (let row = keys.length - 1; row >= 0; row -= 1) {
    const key = keys[row];
    if (key === undefined || ((index.flags[row] ?? 0) & (Flag.pruned | Flag.protected)) !== 0) continue;
    const nul = key.indexOf('\u0000');
    if (seen.has(key) || (nul >= 0 && seen.has(key.slice(0, nul)))) index.flags[row]! |= Flag.superseded;
    seen.add(key);
  }
}
