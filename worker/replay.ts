/**
 * Replays recorded workflow histories with today's workflow bundle. A divergence (today's code issuing different
 * commands than the history recorded) is reported per history; this is how the audit of compaction decisions is
 * re-derived from code.
 */
import { historyFromJSON, historyToJSON, type History } from '@temporalio/common/lib/proto-utils';
import { Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { DROP_WORKFLOW_SPANS } from './trace-sinks';
import { PATCHES, type Patch } from '../workflows/patches';

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
  /** Not a divergence: recorded by a branch today's code retired, replayable with the release named here. */
  retired?: RetiredBranch;
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

/** The ids of the patch markers a history recorded, in order. */
export function patchMarkers(history: History): string[] {
  return (history.events ?? []).flatMap((event) => {
    const marker = event.markerRecordedEventAttributes;
    const payload = marker?.markerName === 'core_patch' ? marker.details?.['patch-data']?.payloads?.[0] : undefined;
    if (!payload?.data) return [];
    const { id } = JSON.parse(Buffer.from(payload.data).toString('utf8')) as { id?: string };
    return id ? [id] : [];
  });
}

export interface RetiredBranch {
  /** The patch whose old path recorded the history. */
  patch: string;
  program: string;
  release: string;
}

/**
 * Why a history no longer replays with today's code, when the reason is a retirement: it belongs to a workflow
 * whose deprecated or retired patch it carries no marker of, so it ran the old path, which only the archived
 * program of that release still has (docs/workflow-versioning.md).
 */
export function retiredBranchOf(history: History): RetiredBranch | undefined {
  const workflow = history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name;
  const markers = new Set(patchMarkers(history));
  const retired = Object.values(PATCHES as Record<string, Patch>).find(
    (p) => p.oldPath?.workflow === workflow && !markers.has(p.id),
  );
  return retired?.oldPath && { patch: retired.id, program: retired.oldPath.program, release: retired.oldPath.release };
}
