/**
 * Auto-continue (compaction spec §3.9 step 11, §3.10): whether a committed compaction tells the host to continue the
 * agent with the continuation prompt, behind the `autoContinuePrompt` patch. Only a threshold compaction continues
 * (`compaction.autoContinue`, default on) and only when it left headroom: a residual at or below
 * floor(0.8 · threshold), the band of the progress guard, after any rescue. Idle and manual compactions never
 * continue; overflow and incomplete recovery retry the failed turn instead (`willRetry`). The result carries only
 * the flag: the prompt is content, rendered by the API from prompts/auto-continue.md, and never enters a history.
 */
import { headroomBand } from '../core/compaction/dead-end-rescue';
import { patchApplies } from './patches';
import type { PlannedRun } from './plan-step';

/**
 * Whether the run's commit continues the agent. The patch is asked only when every other condition holds, so runs
 * that would not continue carry no marker and runs recorded before the patch replay without it.
 */
export function continuesAfterCommit(run: PlannedRun, tokensAfter: number): boolean {
  if (run.input.trigger !== 'threshold' || run.settings.autoContinue === false) return false;
  if (tokensAfter > headroomBand(run.model.contextWindow, run.settings, run.defaults.recoveryBand)) return false;
  return patchApplies('autoContinuePrompt');
}
