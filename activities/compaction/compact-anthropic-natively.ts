/**
 * Activity: Anthropic server-side compaction of a planned compaction (compaction spec §13.4). Reads the planned
 * entries, sends the previous compaction (its own block when it was Anthropic's, else its summary), any snapcompact
 * archive text, and the messages to summarize in the Anthropic format with the compaction edit forced
 * (../llm/anthropic-native.ts), and parks the returned block in the store under the run (summary_checkpoints, the
 * native key, step ANTHROPIC_STEP) for the commit to move into the entry's preserve data: the block never crosses the
 * workflow. Returns the block's readable content as the summary (with the `<files>` tag) and small numbers. The kept
 * messages are not sent: they stay after the block. A retried attempt reuses an answer its predecessor parked.
 */
import { Context } from '@temporalio/activity';
import { computeFileLists, extractFileOperations, upsertFileOperations, type FileOpsDetails } from '../../core';
import { encodeContext } from '../../core/formats';
import type { PreservedAnthropicCompaction } from '../../core/session/anthropic-compaction';
import { compactionSummaryMessage } from '../../core/session/compaction-summary';
import type { AgentMessage } from '../../core/session/messages';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import { heartbeatWhile } from '../heartbeat-while';
import { summaryBase } from './archive-source';
import { NATIVE_HEARTBEAT_MS, nativeKey, type CompactNativelyInput } from './compact-natively';
import type { CompactionDeps } from './deps';
import { previousFileOperations, readCompactionContent } from './read-compaction-content';

export const ANTHROPIC_SHORT_SUMMARY = 'Anthropic server-side compaction';
/** The preserve-data key (and checkpoint step) of the block, as upstream names it. */
export const ANTHROPIC_STEP = 'anthropicCompaction';
/** Asked of the server when the history ends with the assistant: a compaction request ends with a user turn. */
export const COMPACT_NOW = 'Compact the conversation so far.';

/** The OpenAI-native method's input: the planned ranges and the session's active model (`anthropic/id`). */
export type CompactAnthropicInput = CompactNativelyInput;

export interface AnthropicOutcome {
  summary: string;
  shortSummary: string;
  details?: FileOpsDetails;
  model: string;
}

export function createCompactAnthropicNatively(deps: CompactionDeps) {
  return async function compactAnthropicNatively(input: CompactAnthropicInput): Promise<AnthropicOutcome> {
    const key = nativeKey(input.tenantId);
    const content = await readCompactionContent(deps.db, input);
    const compactor = deps.llm.anthropicCompactor(input.activeModel);
    let preserved = (await loadSummaryCheckpoints(deps.db, key))[ANTHROPIC_STEP] as
      PreservedAnthropicCompaction | undefined;
    if (!preserved) {
      const history = await compactionHistory(deps, input, content);
      const { messages } = encodeContext('anthropic', history, { target: input.activeModel });
      if (messages[messages.length - 1]?.role !== 'user') {
        messages.push({ role: 'user', content: [{ type: 'text', text: COMPACT_NOW }] });
      }
      const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
      const signal = Context.current().cancellationSignal;
      const { block } = await heartbeatWhile(Context.current(), NATIVE_HEARTBEAT_MS, () =>
        compactor.compact({ messages, instructions, signal }),
      );
      preserved = { provider: 'anthropic', model: compactor.model, block };
      await saveSummaryCheckpoint(deps.db, key, ANTHROPIC_STEP, preserved);
    }
    const ops = extractFileOperations(
      [...content.summarize, ...content.turnPrefix],
      previousFileOperations(content.previous),
    );
    return {
      summary: upsertFileOperations(preserved.block.content, ops),
      shortSummary: ANTHROPIC_SHORT_SUMMARY,
      ...(input.fileOpsByReference ? {} : { details: computeFileLists(ops) }),
      model: compactor.model,
    };
  };
}

type Content = Awaited<ReturnType<typeof readCompactionContent>>;

/** What the server compacts: the previous compaction as an Anthropic request reads it, then the new messages. */
async function compactionHistory(
  deps: CompactionDeps,
  input: CompactAnthropicInput,
  content: Content,
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
