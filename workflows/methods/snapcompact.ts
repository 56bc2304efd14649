/**
 * The snapcompact method (snapcompact spec; compaction spec §3.9): when the strategy asks for it and no custom
 * instructions were given (they ask for a directed summary, which only an LLM writes), the planned entries are
 * rendered as frames by an activity; only the text tail, the frame count and hashes cross the workflow. A model
 * that reads no images passes it on with the catalog's reason, which the compaction carries as its warning.
 */
import type { CompactSessionInput } from '../compaction-types';
import type { CompactionMethod, MethodRun } from '../method-types';
import { patchApplies } from '../patches';
import { render, renderFailover } from '../proxies';
import { rangeOf } from '../plan-ranges';
import { entryFields } from './entry-fields';

/** The run asks for snapcompact (strategy) and nothing that needs an LLM summary. */
export const asksSnapcompact = (input: CompactSessionInput): boolean =>
  (input.strategy ?? input.settings?.strategy ?? 'context-full') === 'snapcompact' && !input.instructions;

/**
 * Whether a fallback to snapcompact is tried: always on a model that reads images; on a text-only one from patch
 * skipRecordsAttempts on too, so that its pass-on (with the catalog's reason) is an attempt of the skipped run,
 * unless the strategy's own snapcompact already passed on with it.
 */
export const snapcompactAsked = (run: MethodRun): boolean =>
  !run.snapcompactFallback || (!asksSnapcompact(run.input) && patchApplies('skipRecordsAttempts'));

export const snapcompact: CompactionMethod = {
  name: 'snapcompact',
  makes: 'entry',
  progress: 'snapcompact',
  applies: ({ input }) => asksSnapcompact(input),
  async run(run) {
    if (run.snapcompactFallback) return { kind: 'passed-on', reason: run.snapcompactFallback };
    const { input, plan, model } = run;
    const renderer = patchApplies('renderHeartbeat') ? renderFailover : render;
    const rendered = await renderer.renderSnapcompact({
      ...run.ids,
      summarize: rangeOf(plan.summarize),
      turnPrefix: rangeOf(plan.turnPrefix),
      previousCompactionId: plan.previousCompactionId,
      model: { id: model.id, api: model.api, provider: model.provider, input: [...model.input] },
      shapeSetting: input.settings?.snapcompactShape,
      fileOpsByReference: true,
    });
    run.progress.framesRendered = rendered.renderedFrames;
    const fields = entryFields(run, {
      summary: rendered.summary,
      method: 'snapcompact',
      details: rendered.details,
      shortSummary: rendered.shortSummary,
      preserveData: { ...run.entry?.extra.preserveData, ...rendered.preserveData },
    });
    return { kind: 'made', made: { fields, frames: rendered.frames } };
  },
  note: (reason) => reason,
};
