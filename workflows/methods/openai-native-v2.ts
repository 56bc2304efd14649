/**
 * OpenAI V2 streaming compaction (compaction spec §7.3, §7.4), first of the native methods: with remote compaction
 * and `remoteStreamingV2Enabled` not turned off, a Responses-family model whose catalog entry supports it and no
 * custom instructions, the compaction is asked of a streaming Responses request ending with a `compaction_trigger`
 * item (activity compactNativelyV2, ./native-method.ts); the replacement history keeps the user messages within
 * `v2RetainedMessageBudget`, and the request carries the session's explicit thinking level (patch
 * `streamingCompactionThinkingLevel`). A failure passes on to `/responses/compact` (./openai-native.ts), then the
 * local methods. Patch `openaiStreamingCompaction`, asked only when the method would run.
 */
import { usesStreamingCompaction } from '../../core/models/native-compaction';
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { nativeMethod } from './native-method';

export const openaiNativeV2 = nativeMethod({
  name: 'openai-native-v2',
  label: 'OpenAI V2 streaming compaction',
  compactedBy: 'compacted by OpenAI V2 streaming compaction',
  applies: ({ input, model }) =>
    input.settings?.remoteEnabled !== false &&
    input.settings?.remoteStreamingV2Enabled !== false &&
    !input.instructions &&
    usesStreamingCompaction(model) &&
    patchApplies('openaiStreamingCompaction'),
  compact: (input) => fallible.compactNativelyV2(input),
  input: ({ input, thinkingLevel }) => {
    const budget = input.settings?.v2RetainedMessageBudget;
    // Asked only when the session set a level: runs before the patch sent none, and the provider's default applied.
    const level = thinkingLevel !== undefined && patchApplies('streamingCompactionThinkingLevel');
    return {
      ...(budget === undefined ? {} : { retainedMessageBudget: budget }),
      ...(level ? { thinkingLevel } : {}),
    };
  },
});
