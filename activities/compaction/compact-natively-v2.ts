/**
 * Activity: OpenAI V2 streaming compaction of a planned compaction (compaction spec §7.3, §7.4). Sends the same
 * native input as `/responses/compact` (./compact-natively.ts) as a streaming Responses request ending with the
 * `compaction_trigger` item (../llm/openai-streaming-compaction.ts); the replacement history is the input's
 * retained user messages within the retained-message budget, then the one compaction item the stream returned
 * (core/compaction/retained-history.ts). Parked (./parked-native.ts) under the same step as V1, so the commit
 * moves it into `preserveData.openaiRemoteCompaction` with `version: "v2"`, which the rebuild reads like V1's.
 * The request carries the session's tools (its agent configuration) and its reasoning level (the summarizer
 * control's `reasoningEffort` over the run's thinking level), as a live turn of the session would.
 */
import { retainedHistory, MAX_RETAINED_TOKENS, type RetainedHistory } from '../../core/compaction/retained-history';
import type { StreamingCompaction } from '../llm/openai-streaming-compaction';
import type { ThinkingLevel } from '../../core/summary';
import { readAgentConfig } from '../../store/session-store';
import type { CompactionDeps } from './deps';
import { readSummarizerControl } from './summarizer-control';
import {
  NATIVE_SHORT_SUMMARY,
  NATIVE_STEP,
  NATIVE_SUMMARY,
  openAiNativeInput,
  providerOf,
  type NativeOutcome,
} from './compact-natively';
import { compactParked, type CompactNativelyInput } from './parked-native';

export interface CompactV2Input extends CompactNativelyInput {
  /** Tokens of user messages kept in the replacement history (`v2RetainedMessageBudget`; at most 64,000). */
  retainedMessageBudget?: number;
  /** The session's explicit thinking level; the summarizer control's `reasoningEffort` replaces it. */
  thinkingLevel?: string;
}

/** The V2 replacement history as the entry stores it (spec §7.3). */
export type PreservedV2 = { version: 'v2'; provider: string } & Pick<RetainedHistory, 'replacementHistory'> & {
    /** The request's input tokens, as the provider counted them. */
    usedTokens: number;
    usage: StreamingCompaction['usage'];
    retainedImageCount: number;
  };

/** The V2 summary (spec §7.4): the V1 text, and the tokens retained when the provider counted any. */
export const v2Summary = (usedTokens: number): string =>
  usedTokens > 0 ? `${NATIVE_SUMMARY} Retained ${usedTokens} tokens in the provider replay payload.` : NATIVE_SUMMARY;

export function createCompactNativelyV2(deps: CompactionDeps) {
  return async function compactNativelyV2(input: CompactV2Input): Promise<NativeOutcome> {
    const compactor = deps.llm.streamingCompactor(input.activeModel);
    const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
    const budget = input.retainedMessageBudget ?? MAX_RETAINED_TOKENS;
    const { parked, ...outcome } = await compactParked<PreservedV2>(deps, input, {
      step: NATIVE_STEP,
      model: compactor.model,
      shortSummary: NATIVE_SHORT_SUMMARY,
      summary: (preserved) => v2Summary(preserved.usedTokens),
      async request(content, signal) {
        const items = await openAiNativeInput(deps, input, content, instructions);
        const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
        const [agent, control] = await Promise.all([
          readAgentConfig(deps.db, ids),
          readSummarizerControl(deps.db, ids),
        ]);
        const { compactionItem, usage } = await compactor.compact({
          input: items,
          instructions,
          promptCacheKey: input.sessionId,
          thinkingLevel: (control.thinkingLevel ?? input.thinkingLevel) as ThinkingLevel | undefined,
          ...(agent?.tools.length ? { tools: agent.tools } : {}),
          signal,
        });
        const retained = retainedHistory(items, compactionItem, budget);
        return {
          version: 'v2',
          provider: providerOf(input.activeModel),
          replacementHistory: retained.replacementHistory,
          usedTokens: usage.input_tokens,
          usage,
          retainedImageCount: retained.retainedImageCount,
        };
      },
    });
    return { ...outcome, items: parked.replacementHistory.length };
  };
}
