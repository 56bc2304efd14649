/**
 * The Anthropic server-side method (compaction spec §13.4; the Messages API's `compact_20260112` edit): with remote
 * compaction enabled, a Claude model whose catalog entry turns server compaction on, no custom instructions (a
 * directed summary needs an LLM) and no snapcompact asked for, the compaction is asked of Anthropic's server. The activity parks the returned
 * block in the store and returns its readable content as the summary; the commit moves the block into the entry's
 * preserve data. A typed failure of that activity (unsupported model, provider error, no block returned) passes on.
 * The entry's method is `remote`; the attempt's is `anthropic-native`. Patch `anthropicNativeMethod`, asked only
 * when the method would run.
 */
import type { CompactionMethod } from '../method-types';
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { rootCause } from '../workflow-failures';
import { entryFields, hookPreserveData, plannedContent } from './entry-fields';
import { asksSnapcompact } from './snapcompact';

export const anthropicNative: CompactionMethod = {
  name: 'anthropic-native',
  makes: 'entry',
  callsProvider: true,
  progress: 'remote',
  applies: ({ input, model }) =>
    input.settings?.remoteEnabled !== false &&
    !input.instructions &&
    !asksSnapcompact(input) &&
    model.api === 'anthropic-messages' &&
    model.remoteCompaction?.enabled === true &&
    patchApplies('anthropicNativeMethod'),
  async run(run) {
    const { model } = run;
    const made = await fallible.compactAnthropicNatively({
      ...plannedContent(run),
      activeModel: `${model.provider}/${model.id}`,
    });
    run.progress.summaryCalls = 1;
    const fields = entryFields(run, {
      summary: made.summary,
      method: 'remote',
      details: made.details,
      shortSummary: made.shortSummary,
      preserveData: hookPreserveData(run),
    });
    return { kind: 'made', made: { fields, model: made.model, native: true } };
  },
  passOn: (error) => rootCause(error),
  note: (reason, made) =>
    `Anthropic server-side compaction failed (${reason}); ${made.fields.method === 'snapcompact' ? 'compacted with snapcompact' : 'summarized locally'}.`,
};
