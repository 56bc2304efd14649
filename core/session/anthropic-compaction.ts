/**
 * The Anthropic server-side compaction an entry may preserve (compaction spec §13.4; `preserveData.anthropicCompaction`):
 * the block the server returned, sent back verbatim to Anthropic on a rebuild; every other provider reads the entry's
 * summary, which is the block's readable content. Pure.
 */
import type { CompactionEntry } from './entries';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The `providerPayload` type of a summary that carries an Anthropic server-side compaction block. */
export const ANTHROPIC_COMPACTION_TYPE = 'anthropicCompaction';

/** An Anthropic compaction block as the entry preserves it (`preserveData.anthropicCompaction`). */
export interface PreservedAnthropicCompaction {
  provider: string;
  model: string;
  block: { type: 'compaction'; content: string; encrypted_content?: string | null; signature?: string | null };
}

/**
 * The preserved Anthropic server-side compaction, when its block is well formed and can go back to `provider`
 * (unknown: assumed the same). Any other provider reads the entry's summary, which is the block's readable content.
 */
export function anthropicCompaction(
  entry: CompactionEntry,
  provider?: string,
): PreservedAnthropicCompaction | undefined {
  const preserved = record(entry.preserveData?.anthropicCompaction);
  const block = record(preserved?.block);
  if (!preserved || typeof preserved.provider !== 'string' || typeof preserved.model !== 'string') return undefined;
  if (block?.type !== 'compaction' || typeof block.content !== 'string') return undefined;
  if (provider !== undefined && preserved.provider !== provider) return undefined;
  const optional = (key: string) => (typeof block[key] === 'string' ? { [key]: block[key] as string } : {});
  return {
    provider: preserved.provider,
    model: preserved.model,
    block: { type: 'compaction', content: block.content, ...optional('encrypted_content'), ...optional('signature') },
  };
}
