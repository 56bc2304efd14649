/**
 * Auto-continue (compaction spec §3.9 steps 9 and 11, §3.10): whether a threshold run tells the host to continue the
 * agent with the continuation prompt, behind the `autoContinuePrompt` patch. Only a threshold run continues
 * (`compaction.autoContinue`, default on) and only when it left headroom: a committed compaction whose residual is at
 * or below floor(0.8 · threshold), the band of the progress guard, after any rescue; or a run without a cut point
 * whose rescue alone made that headroom. Idle and manual compactions never continue; overflow and incomplete
 * recovery retry the failed turn instead (`willRetry`). The result carries only the flag: the prompt is content,
 * rendered by the API from prompts/auto-continue.md, and never enters a history.
 */
import { headroomBand } from '../core/compaction/dead-end-rescue';
import { patchApplies } from './patches';
import type { LoadedRun } from './run-state';

const continuing = (run: LoadedRun): boolean =>
  run.input.trigger === 'threshold' && run.settings.autoContinue !== false;

/**
 * Whether the run's commit continues the agent. The patch is asked only when every other condition holds, so runs
 * that would not continue carry no marker and runs recorded before the patch replay without it.
 */
export function continuesAfterCommit(run: LoadedRun, tokensAfter: number): boolean {
  if (!continuing(run)) return false;
  if (tokensAfter > headroomBand(run.model.contextWindow, run.settings, run.defaults.recoveryBand)) return false;
  return patchApplies('autoContinuePrompt');
}

/**
 * Whether a run that found no cut point, and made headroom by eliding tool outputs without a compaction
 * (`progressGuard: rescued`), continues the agent (spec §3.9 step 9: only when the rescue created headroom).
 */
export function continuesAfterRescue(run: LoadedRun): boolean {
  return continuing(run) && patchApplies('autoContinuePrompt');
}
