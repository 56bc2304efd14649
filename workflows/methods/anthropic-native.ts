/**
 * The Anthropic server-side method (compaction spec §13.4; the Messages API's `compact_20260112` edit): with remote
 * compaction enabled, a Claude model whose catalog entry turns server compaction on, no custom instructions (a
 * directed summary needs an LLM) and no snapcompact asked for, the compaction is asked of Anthropic's server
 * (activity compactAnthropicNatively, ./native-method.ts): the block's readable content is the summary, the block
 * waits in the store for the commit. Patch `anthropicNativeMethod`, asked only when the method would run.
 */
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { nativeMethod } from './native-method';
import { asksSnapcompact } from './snapcompact';

export const anthropicNative = nativeMethod({
  name: 'anthropic-native',
  label: 'Anthropic server-side compaction',
  compactedBy: 'compacted by Anthropic server-side compaction',
  applies: ({ input, model }) =>
    input.settings?.remoteEnabled !== false &&
    !input.instructions &&
    !asksSnapcompact(input) &&
    model.api === 'anthropic-messages' &&
    model.remoteCompaction?.enabled === true &&
    patchApplies('anthropicNativeMethod'),
  compact: (input) => fallible.compactAnthropicNatively(input),
});
