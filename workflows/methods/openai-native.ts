/**
 * The OpenAI-native method (compaction spec §3.9, §7.2, §7.4): with remote compaction enabled, a model that
 * qualifies and no custom instructions (a directed summary needs an LLM), the compaction is asked of the
 * provider's `/responses/compact`. The activity parks the replacement history in the store and returns only the
 * fixed summary text and small numbers; the commit moves the history into the entry's preserve data. A failure of
 * that activity passes on. The entry's method is `remote` (the spec's name for both remote kinds); the attempt's
 * is `openai-native`. Patch `openaiNativeMethod`, asked only when the method would run.
 */
import { usesNativeCompaction } from '../../core/models/native-compaction';
import type { CompactionMethod } from '../method-types';
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { rootCause } from '../workflow-failures';
import { entryFields, hookPreserveData, plannedContent } from './entry-fields';

export const openaiNative: CompactionMethod = {
  name: 'openai-native',
  makes: 'entry',
  callsProvider: true,
  progress: 'remote',
  applies: ({ input, model }) =>
    input.settings?.remoteEnabled !== false &&
    !input.instructions &&
    usesNativeCompaction(model) &&
    patchApplies('openaiNativeMethod'),
  async run(run) {
    const { model } = run;
    const made = await fallible.compactNatively({
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
    `OpenAI native compaction failed (${reason}); ${made.fields.method === 'snapcompact' ? 'compacted with snapcompact' : 'summarized locally'}.`,
};
