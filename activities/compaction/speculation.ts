/**
 * The activities of speculative compaction (compaction spec §3.7): the speculation's summary (the LLM's, or the
 * session's remote endpoint's when the run asks it), which parks its result by reference instead of returning it
 * (the speculation's history carries only small numbers), its audit row, and the claim a threshold compaction makes
 * of an armed result and settles (claimed or discarded).
 */
import type { ArmedCut } from '../../core/compaction/speculation';
import {
  armSpeculation,
  readArmedSpeculation,
  recordSpeculationStart,
  settleSpeculation,
  type ArmedResult,
} from '../../store/compaction-writes/speculations';
import type { CompactionDeps } from './deps';
import { createSummarizeCompaction, type SummarizeInput } from './summarize-compaction';
import { workflowRun } from './workflow-run';

type Ids = { tenantId: string; sessionId: string };

export interface SpeculativeSummaryInput {
  summary: SummarizeInput;
  cut: ArmedCut;
  contextTokensAtStart: number;
}

/** What the speculation's history records of its summary: no text. */
export interface SpeculativeSummary {
  calls: number;
  model: string;
}

export function createSpeculationActivities(deps: CompactionDeps) {
  const summarize = createSummarizeCompaction(deps);
  return {
    async recordSpeculationStart(input: Ids & { tokensBefore: number }): Promise<void> {
      await recordSpeculationStart(deps.db, { ...input, runId: workflowRun().runId });
    },

    async summarizeSpeculatively(input: SpeculativeSummaryInput): Promise<SpeculativeSummary> {
      const outcome = await summarize(input.summary);
      const { tenantId, sessionId } = input.summary;
      const armed: ArmedResult = {
        ...input.cut,
        method: input.summary.remoteEndpoint === undefined ? 'context-full' : 'remote',
        summary: outcome.summary,
        ...(outcome.shortSummary ? { shortSummary: outcome.shortSummary } : {}),
        model: outcome.model,
        promptHash: outcome.promptHash,
        contextTokensAtStart: input.contextTokensAtStart,
      };
      await armSpeculation(deps.db, { tenantId, sessionId, runId: workflowRun().runId, armed });
      return { calls: outcome.calls, model: outcome.model };
    },

    /** The session's armed result and the run that armed it, or null (a compaction's claim, spec §3.9 step 3). */
    readArmedSpeculation(ids: Ids): Promise<{ runId: string; armed: ArmedResult } | null> {
      return readArmedSpeculation(deps.db, ids);
    },

    async settleSpeculation(input: Ids & { runId: string; status: 'claimed' | 'discarded'; reason?: string }) {
      await settleSpeculation(deps.db, input);
    },
  };
}
