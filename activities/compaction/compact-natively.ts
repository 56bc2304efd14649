/**
 * Activity: OpenAI-native compaction of a planned compaction (compaction spec §7.2, §7.4). Sends the previous
 * replacement history of the same provider and the messages as Responses items to `/responses/compact`, keeps the
 * returned compaction and message items, and parks them (./parked-native.ts, step NATIVE_STEP) for the commit to
 * move into the entry's preserve data. Returns the fixed summary text with the `<files>` tag and small numbers.
 */
import type { FileOpsDetails } from '../../core';
import {
  fitNativeInput,
  keepNativeOutput,
  type NativeReplacement,
  type ResponsesItem,
} from '../../core/compaction/responses-items';
import { nativeInput } from '../../core/formats/openai-responses/native-history';
import { resolveModel } from '../../core/models/model-catalog';
import { failure } from '../failures';
import type { CompactionDeps } from './deps';
import { compactParked, type CompactNativelyInput, type NativeContent } from './parked-native';
import { summaryBase } from './archive-source';

export { NATIVE_HEARTBEAT_MS, NATIVE_KEY, nativeKey, type CompactNativelyInput } from './parked-native';

export const NATIVE_SUMMARY = 'Remote compaction preserved provider-native history for this session.';
export const NATIVE_SHORT_SUMMARY = 'Remote compaction';

/** The preserve-data key (and checkpoint step) of an OpenAI replacement history, V1 or V2, as upstream names it. */
export const NATIVE_STEP = 'openaiRemoteCompaction';

export interface NativeOutcome {
  summary: string;
  shortSummary: string;
  details?: FileOpsDetails;
  model: string;
  /** Items in the replacement history (the audit and tests read it; the items stay in the store). */
  items: number;
}

/** The preserved native compaction as the entry stores it. */
export type PreservedNative = NativeReplacement & { provider: string };

/** The provider half of a `provider/id` reference. */
export const providerOf = (model: string) => model.slice(0, model.indexOf('/'));

/**
 * The native input of both OpenAI methods (spec §7.2): the previous replacement history of the same provider (or
 * the previous summary), a snapcompact archive's source text (frames are pictures, spec §7.5), the messages;
 * fitted to the catalog window of the model (a session's window override is not known here) less the instructions.
 */
export async function openAiNativeInput(
  deps: CompactionDeps,
  input: CompactNativelyInput,
  content: NativeContent,
  instructions: string,
): Promise<ResponsesItem[]> {
  const base = await summaryBase(deps.db, input, content.previous);
  const previousNative = content.previous?.preserveData?.openaiRemoteCompaction;
  const archivedText = base.archived.join('\n\n') || undefined;
  const items = nativeInput(
    input.activeModel,
    { preserved: previousNative, previousSummary: base.previousSummary, archivedText },
    [...content.summarize, ...content.turnPrefix, ...content.keep],
  );
  const window = (resolveModel(input.activeModel)?.contextWindow ?? 128_000) - Math.ceil(instructions.length / 4);
  return fitNativeInput(items, window);
}

export function createCompactNatively(deps: CompactionDeps) {
  return async function compactNatively(input: CompactNativelyInput): Promise<NativeOutcome> {
    const compactor = deps.llm.nativeCompactor(input.activeModel);
    const instructions = deps.llm.prompts.prompts['summarizer-system'].text;
    const { parked, ...outcome } = await compactParked<PreservedNative>(deps, input, {
      step: NATIVE_STEP,
      model: compactor.model,
      shortSummary: NATIVE_SHORT_SUMMARY,
      summary: () => NATIVE_SUMMARY,
      async request(content, signal) {
        const items = await openAiNativeInput(deps, input, content, instructions);
        const output = await compactor.compact({ input: items, instructions, signal });
        const kept = keepNativeOutput(output);
        if (!kept) {
          throw failure('ProviderRejected', {
            message: `${compactor.model}: /responses/compact returned no compaction item`,
            details: { model: compactor.model },
          });
        }
        return { provider: providerOf(input.activeModel), ...kept };
      },
    });
    return { ...outcome, items: parked.replacementHistory.length };
  };
}
