/** The compaction activity set registered by the worker. */
import { createAppendPruningEvents } from './append-pruning-events';
import { createSummarizeBranchEntries } from './branch-summary';
import { createBranchCommitActivities } from './branch-summary-commit';
import { createLoadBranchIndex } from './branch-summary-index';
import { createCommitActivities } from './commit-compaction';
import { createCommitHandoff } from './commit-handoff';
import { createCompactAnthropicNatively } from './compact-anthropic-natively';
import { createCompactNatively } from './compact-natively';
import { createCompactNativelyV2 } from './compact-natively-v2';
import { createDeadEndMarks } from './dead-end-marks';
import { createGenerateHandoff } from './generate-handoff';
import type { CompactionDeps } from './deps';
import { createFailedTurnActivities } from './drop-failed-turn';
import { createProposalActivities } from './proposals';
import { createLoadCompactionIndex } from './load-compaction-index';
import { createHookActivities } from './run-compaction-hooks';
import { createRenderSnapcompact } from './render-snapcompact';
import { createRunBeforeSwitchHooks } from './run-switch-hooks';
import { createRunAfterTreeHooks } from './run-tree-hooks';
import { createSpeculationActivities } from './speculation';
import { createSummarizeCompaction } from './summarize-compaction';
import { createSwitchModel } from './switch-model';
import { withTypedFailures } from './typed-failures';

export type { CompactionDeps } from './deps';

export function createCompactionActivities(deps: CompactionDeps) {
  return withTypedFailures({
    ...createLoadCompactionIndex(deps),
    appendPruningEvents: createAppendPruningEvents(deps),
    summarizeCompaction: createSummarizeCompaction(deps),
    renderSnapcompact: createRenderSnapcompact(deps),
    switchModel: createSwitchModel(deps),
    ...createFailedTurnActivities(deps),
    ...createCommitActivities(deps),
    ...createHookActivities(deps),
    ...createLoadBranchIndex(deps),
    ...createSummarizeBranchEntries(deps),
    ...createBranchCommitActivities(deps),
    generateHandoff: createGenerateHandoff(deps),
    commitHandoff: createCommitHandoff(deps),
    compactNatively: createCompactNatively(deps),
    compactNativelyV2: createCompactNativelyV2(deps),
    compactAnthropicNatively: createCompactAnthropicNatively(deps),
    runBeforeSwitchHooks: createRunBeforeSwitchHooks(deps),
    runAfterTreeHooks: createRunAfterTreeHooks(deps),
    ...createDeadEndMarks(deps),
    ...createProposalActivities(deps),
    ...createSpeculationActivities(deps),
  });
}
