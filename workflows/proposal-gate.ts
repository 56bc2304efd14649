/**
 * Whether a run holds its entry for approval (patch proposalApproval): only a run started with `proposal`, and only
 * a manual one (the API refuses mode propose for other triggers; a rescuing trigger appends elisions before its
 * commit, which a proposal must not). The patch is asked only by proposing runs, first where the plan's pruning is
 * decided (a proposal defers it to its approval).
 */
import type { CompactSessionInput } from './compaction-types';
import { patchApplies } from './patches';

export const proposing = (input: CompactSessionInput): boolean =>
  input.proposal !== undefined && input.trigger === 'manual' && patchApplies('proposalApproval');
