/**
 * Replays recorded workflow histories with today's workflow bundle. A divergence (today's code issuing different
 * commands than the history recorded) is reported per history; this is how the audit of compaction decisions is
 * re-derived from code.
 */
import { historyFromJSON, historyToJSON, type History } from '@temporalio/common/lib/proto-utils';
import { Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { DROP_WORKFLOW_SPANS } from './trace-sinks';

export interface RecordedHistory {
  workflowId: string;
  history: History;
}

export interface ReplayOutcome {
  workflowId: string;
  runId: string;
  ok: boolean;
  /** Name and message of the replay error, e.g. DeterminismViolationError. */
  error?: { name: string; message: string };
}

export async function replayHistories(
  bundle: WorkflowBundleOption,
  histories: RecordedHistory[],
): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  const results = Worker.runReplayHistories({ workflowBundle: bundle, sinks: DROP_WORKFLOW_SPANS }, histories);
  for await (const result of results) {
    const error = result.error as Error | undefined;
    outcomes.push({
      workflowId: result.workflowId,
      runId: result.runId,
      ok: !error,
      ...(error ? { error: { name: error.name, message: error.message.split('\n')[0] ?? '' } } : {}),
    });
  }
  return outcomes;
}

/** History JSON as `temporal workflow show --output json` writes it; the format committed under test/replay. */
export const serializeHistory = (history: History): string => historyToJSON(history);
export const parseHistory = (json: string): History => historyFromJSON(JSON.parse(json));
