/**
 * Activity: Anthropic server-side compaction of a planned compaction (compaction spec §13.4). Sends the previous
 * compaction (its own block when it was Anthropic's, else its summary), any snapcompact archive text, and the
 * messages to summarize in the Anthropic format with the compaction edit forced (../llm/anthropic-native.ts), and
 * parks the returned block (./parked-native.ts, step ANTHROPIC_STEP) for the commit to move into the entry's
 * preserve data. Returns the block's readable content as the summary (with the `<files>` tag) and small numbers.
 * The kept messages are not sent: they stay after the block.
 */
import { encodeContext } from '../../core/formats';
import type { PreservedAnthropicCompaction } from '../../core/session/anthropic-compaction';
import { compactionSummaryMessage } from '../../core/session/compaction-summary';
import type { AgentMessage } from '../../core/session/messages';
import { summaryBase } from './archive-source';
import type { CompactionDeps } from './deps';
import { compactParked, type CompactNativelyInput, type NativeContent, type ParkedOutcome } from './parked-native';

export const ANTHROPIC_SHORT_SUMMARY = 'Anthropic server-side compaction';
/** The preserve-data key (and checkpoint step) of the block, as upstream names it. */
export const ANTHROPIC_STEP = 'anthropicCompaction';
/** Asked of the server when the history ends with the assistant: a compaction request ends with a user turn. */
export const COMPACT_NOW = 'Compact the conversation so far.';

/** The OpenAI-native method's input: the planned ranges and the session's active model (`anthropic/id`). */
export type CompactAnthropicInput = CompactNativelyInput;

export type AnthropicOutcome = Omit<ParkedOutcome<unknown>, 'parked'>;

export function createCompactAnthropicNatively(deps: CompactionDeps) {
  return async function compactAnthropicNatively(input: CompactAnthropicInput): Promise<AnthropicOutcome> {
    const compactor = deps.llm.anthropicCompactor(input.activeModel);
    const { parked: _block, ...outcome } = await compactParked<PreservedAnthropicCompaction>(deps, input, {
      step: ANTHROPIC_STEP,
      model: compactor.model,
      shortSummary: ANTHROPIC_SHORT_SUMMARY,
      summary: (parked) => parked.block.content,
      async request(content, signal) {
        const history = await compactionHistory(deps, input, content);
        const { messages } = encodeContext('anthropic', history, { target: input.activeModel });
        if (messages[messages.length - 1]?.role !== 'user') {
          messages.push({ role: 'user', content: [{ type: 'text', text: COMPACT_NOW }] });
        }
        const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
        const { block } = await compactor.compact({ messages, instructions, signal });
        return { provider: 'anthropic', model: compactor.model, block };
      },
    });
    return outcome;
  };
}

/** What the server compacts: the previous compaction as an Anthropic request reads it, then the new messages. */
async function compactionHistory(
  deps: CompactionDeps,
  input: CompactAnthropicInput,
  content: NativeContent,
): Promise<AgentMessage[]> {
  const base = await summaryBase(deps.db, input, content.previous);
  const history: AgentMessage[] = [];
  if (base.archived.length > 0) {
    const text = [base.previousSummary, ...base.archived].filter(Boolean).join('\n\n');
    history.push({ role: 'user', content: text, timestamp: 0 });
  } else if (content.previous) {
    history.push(compactionSummaryMessage(content.previous, { provider: 'anthropic' }));
  }
  return [...history, ...content.summarize, ...content.turnPrefix];
}
