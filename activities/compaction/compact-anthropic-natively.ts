/**
 * Activity: Anthropic server-side compaction of a planned compaction (compaction spec §13.4). Sends the previous
 * compaction (its own block when it was Anthropic's, else its summary, then its exact tail), any snapcompact archive
 * text, and the messages to summarize in the Anthropic format with the compaction edit forced
 * (../llm/anthropic-native.ts). The boundary is moved back so that it never separates a tool call from its result
 * and a user turn follows the block (core/compaction/anthropic-cut.ts); the messages it moves past are kept verbatim
 * as the exact tail. Below the server's smallest trigger (50,000 tokens to compact) or smallest context (55,000)
 * nothing is asked: a non-retryable ProviderRejected says so and the method chain passes on. The preserved record
 * (core/session/anthropic-compaction.ts) is parked (./parked-native.ts, step ANTHROPIC_STEP) for the commit to move
 * into the entry's preserve data; the activity returns the block's readable content as the summary (with the
 * `<files>` tag) and small numbers. The kept messages are not sent: they stay after the block.
 */
import { computeFileLists, extractFileOperations, formatFilesTag } from '../../core';
import { anthropicCut, MIN_CONTEXT_TOKENS, MIN_TRIGGER_TOKENS } from '../../core/compaction/anthropic-cut';
import { estimateContextTokens } from '../../core/compaction/tokens';
import { encodeContext } from '../../core/formats';
import { anthropicExactTail, type PreservedAnthropicCompaction } from '../../core/session/anthropic-compaction';
import { compactionSummaryMessage } from '../../core/session/compaction-summary';
import type { AgentMessage } from '../../core/session/messages';
import { failure } from '../failures';
import { summaryBase } from './archive-source';
import type { CompactionDeps } from './deps';
import { compactParked, type CompactNativelyInput, type NativeContent, type ParkedOutcome } from './parked-native';
import { previousFileOperations } from './read-compaction-content';

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
    const { parked: _preserved, ...outcome } = await compactParked<PreservedAnthropicCompaction>(deps, input, {
      step: ANTHROPIC_STEP,
      model: compactor.model,
      shortSummary: ANTHROPIC_SHORT_SUMMARY,
      summary: (parked) => parked.content,
      retainedTokens: (parked) => estimateContextTokens(parked.exactTail),
      async request(content, signal) {
        const cut = anthropicCut([...content.summarize, ...content.turnPrefix], content.keep);
        const history = [...(await previousHistory(deps, input, content)), ...cut.compacted];
        refuseBelowServerMinimum(compactor.model, history, [...cut.exactTail, ...content.keep]);
        const { messages } = encodeContext('anthropic', history, { target: input.activeModel });
        if (messages[messages.length - 1]?.role !== 'user') {
          messages.push({ role: 'user', content: [{ type: 'text', text: COMPACT_NOW }] });
        }
        const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
        const { block, inputTokens } = await compactor.compact({ messages, instructions, signal });
        const ops = extractFileOperations(
          [...content.summarize, ...content.turnPrefix],
          previousFileOperations(content.previous),
        );
        const files = computeFileLists(ops);
        return {
          provider: 'anthropic',
          model: compactor.model,
          content: block.content,
          ...(typeof block.signature === 'string' ? { signature: block.signature } : {}),
          filesText: formatFilesTag(ops),
          retainedFiles: [...new Set([...files.readFiles, ...files.modifiedFiles])].sort(),
          exactTail: cut.exactTail,
          usedTokens: inputTokens ?? 0,
          block,
        };
      },
    });
    return outcome;
  };
}

/**
 * The server accepts the edit only from 50,000 input tokens and compacts only a context of 55,000 or more (spec
 * §13.4): below either, asking would pay for an answer without a block, so the method passes on with the figures.
 */
function refuseBelowServerMinimum(model: string, compacted: AgentMessage[], after: AgentMessage[]): void {
  const trigger = estimateContextTokens(compacted);
  const context = trigger + estimateContextTokens(after);
  const below =
    trigger < MIN_TRIGGER_TOKENS
      ? `${trigger} tokens to compact, below the server's smallest trigger of ${MIN_TRIGGER_TOKENS}`
      : context < MIN_CONTEXT_TOKENS
        ? `a context of ${context} tokens, below the server's smallest of ${MIN_CONTEXT_TOKENS}`
        : undefined;
  if (below) {
    throw failure('ProviderRejected', {
      message: `${model}: not compacted on the server: ${below}`,
      details: { model, triggerTokens: trigger, contextTokens: context },
    });
  }
}

/** What precedes the new messages: the previous compaction as an Anthropic request reads it, then its exact tail. */
async function previousHistory(
  deps: CompactionDeps,
  input: CompactAnthropicInput,
  content: NativeContent,
): Promise<AgentMessage[]> {
  const base = await summaryBase(deps.db, input, content.previous);
  if (base.archived.length > 0) {
    const text = [base.previousSummary, ...base.archived].filter(Boolean).join('\n\n');
    return [{ role: 'user', content: text, timestamp: 0 }];
  }
  if (!content.previous) return [];
  return [
    compactionSummaryMessage(content.previous, { provider: 'anthropic' }),
    ...anthropicExactTail(content.previous),
  ];
}
