/**
 * The summary quality gate in the chain (issue 23; docs/quality-eval.md, "The gate before commit"): the summary
 * activities run the deterministic checks themselves (probes and summaries are content: only a score and check
 * names reach this history). Patch `summaryQualityGate`, asked when a text summary is about to be scheduled. Under
 * `enforce` a summary still below the floor after the activity's one retry passes on with reason `quality-gate`:
 * snapcompact (which keeps everything for a vision model) makes the entry instead, and on a text-only model the run
 * skips with that reason. A failing summary is never committed.
 */
import { DEFAULT_QUALITY_GATE, QUALITY_GATE_REASON, type SummaryQuality } from '../../core/quality/quality-gate';
import type { CompactionMethod, MadeEntry, MethodRun } from '../method-types';
import { patchApplies } from '../patches';
import { snapcompact, snapcompactAsked } from './snapcompact';

/** The gate mode a summary activity is asked for; undefined: no checks (switched off, or a run before the patch). */
export function qualityGateMode(run: MethodRun): SummaryQuality['mode'] | undefined {
  const mode = run.input.settings?.qualityGate ?? DEFAULT_QUALITY_GATE;
  if (mode === 'off' || !patchApplies('summaryQualityGate')) return undefined;
  return mode;
}

/**
 * The gate's probe model for an activity already asked for the gate (`mode`); asked only when the setting names one
 * (patch qualityGateModel), so a run without it records no marker. Its name is a setting, never content.
 */
export function qualityGateModel(
  run: MethodRun,
  mode: SummaryQuality['mode'] | undefined,
): { qualityGateModel?: string } {
  const model = run.input.settings?.qualityGateModel;
  if (!mode || !model || !patchApplies('qualityGateModel')) return {};
  return { qualityGateModel: model };
}

/** The chain's gate: an enforced summary that failed passes its method on. */
export function qualityGate(made: MadeEntry, _method: CompactionMethod, run: MethodRun): Promise<string | undefined> {
  const quality = made.quality;
  if (!quality || quality.passed || quality.mode !== 'enforce') return Promise.resolve(undefined);
  run.gatedOut = quality;
  return Promise.resolve(QUALITY_GATE_REASON);
}

/** After a gated-out summary, snapcompact on a model that reads images; the entry's warning says why. */
export const snapcompactAfterGate: CompactionMethod = {
  ...snapcompact,
  applies: (run) => run.gatedOut !== undefined && snapcompactAsked(run),
  async run(run) {
    const result = await snapcompact.run(run);
    if (result.kind !== 'made') return result;
    const warning = [GATED_OUT_WARNING, result.made.warning].filter(Boolean).join(' ');
    return { kind: 'made', made: { ...result.made, warning } };
  },
};

const GATED_OUT_WARNING = 'The summary failed the quality gate; the history was archived by snapcompact instead.';

/** Nothing left to commit: the run skips with the gate's reason (the session is unchanged). */
export const skipAfterGate: CompactionMethod = {
  name: 'quality-gate',
  makes: 'entry',
  applies: (run) => run.gatedOut !== undefined,
  run: ({ tokensBefore, gatedOut }) =>
    Promise.resolve({
      kind: 'done',
      outcome: { outcome: 'skipped', reason: QUALITY_GATE_REASON, tokensBefore, quality: gatedOut },
    }),
};
