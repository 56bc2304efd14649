/**
 * The Anthropic server-side compaction an entry may preserve (compaction spec §13.4; `preserveData.anthropicCompaction`):
 * `{provider, content, signature, filesText, retainedFiles, exactTail, model, usedTokens}` and the block as the
 * server returned it, sent back verbatim to Anthropic on a rebuild; every other provider reads the entry's summary,
 * which is the block's readable content. The exact tail (planned messages the cut held back from the server) follows
 * the summary for every provider. Entries written before the exact tail existed hold `{provider, model, block}` and
 * read the same. Pure.
 */
import type { CompactionEntry } from './entries';
import type { AgentMessage } from './messages';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The `providerPayload` type of a summary that carries an Anthropic server-side compaction block. */
export const ANTHROPIC_COMPACTION_TYPE = 'anthropicCompaction';

/** The server's block, sent back unchanged (its signature and opaque parts included). */
export interface AnthropicBlock {
  type: 'compaction';
  content: string;
  encrypted_content?: string | null;
  signature?: string | null;
}

/** An Anthropic compaction as the entry preserves it (`preserveData.anthropicCompaction`). */
export interface PreservedAnthropicCompaction {
  provider: string;
  model: string;
  /** The block's readable content: the entry's summary before its `<files>` tag. */
  content: string;
  /** The block's signature, when the server signed it. */
  signature?: string;
  /** The `<files>` tag of the entry's summary ('' when no file was touched). */
  filesText: string;
  /** The files read or modified up to this compaction, sorted. */
  retainedFiles: string[];
  /** The planned messages the cut held back from the server (core/compaction/anthropic-cut.ts), verbatim. */
  exactTail: AgentMessage[];
  /** The request's input tokens as the server counted them (0: not reported). */
  usedTokens: number;
  block: AnthropicBlock;
}

/** What a rebuild for Anthropic sends back: the block, with who made it. */
export type AnthropicReplay = Pick<PreservedAnthropicCompaction, 'provider' | 'model' | 'block'>;

/**
 * The preserved Anthropic server-side compaction, when its block is well formed and can go back to `provider`
 * (unknown: assumed the same). Any other provider reads the entry's summary, which is the block's readable content.
 */
export function anthropicCompaction(entry: CompactionEntry, provider?: string): AnthropicReplay | undefined {
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

/** The exact tail an Anthropic compaction holds, for every provider; none when absent or malformed. */
export function anthropicExactTail(entry: CompactionEntry): AgentMessage[] {
  const tail = record(entry.preserveData?.anthropicCompaction)?.exactTail;
  if (!Array.isArray(tail)) return [];
  return tail.filter((m): m is AgentMessage => typeof record(m)?.role === 'string');
}
