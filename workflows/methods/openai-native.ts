/**
 * The OpenAI-native method (compaction spec §3.9, §7.2, §7.4): with remote compaction enabled, a model that
 * qualifies and no custom instructions (a directed summary needs an LLM), the compaction is asked of the
 * provider's `/responses/compact` (activity compactNatively, ./native-method.ts). Tried after V2 streaming
 * compaction (./openai-native-v2.ts) where that applies. Patch `openaiNativeMethod`, asked only when the method
 * would run.
 */
import { usesNativeCompaction } from '../../core/models/native-compaction';
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { nativeMethod } from './native-method';

export const openaiNative = nativeMethod({
  name: 'openai-native',
  label: 'OpenAI native compaction',
  compactedBy: 'compacted by OpenAI natively',
  applies: ({ input, model }) =>
    input.settings?.remoteEnabled !== false &&
    !input.instructions &&
    usesNativeCompaction(model) &&
    patchApplies('openaiNativeMethod'),
  compact: (input) => fallible.compactNatively(input),
});
