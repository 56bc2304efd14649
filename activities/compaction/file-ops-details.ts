/**
 * The cumulative file lists of a compaction (compaction spec §6.6), derived from the entry ranges it compacts and
 * the previous compaction. The commit derives them here instead of receiving them through the workflow: on a long
 * session the lists are hundreds of kilobytes, and payloads carry references (ranges), not values. The summary and
 * snapcompact activities, which read the same ranges anyway, park the lists they computed under the run and the
 * ranges (summary_checkpoints); the commit takes them from there and reads the range again only when none were
 * parked (a native method's run, a claimed speculation): at 100k entries that second read was half the commit.
 */
import { computeFileLists, extractFileOperations, type FileOpsDetails } from '../../core';
import { readEntries } from '../../store/session-store';
import { entryMessage } from '../../core/session/entry-message';
import type { Db } from '../../store/database';
import { loadSummaryCheckpoints, saveSummaryCheckpoint } from '../../store/compaction-writes/summary-checkpoints';
import { previousFileOperations, readRangeEntries, type ContentRequest } from './read-compaction-content';
import { workflowRun } from './workflow-run';

/** Where a run's file lists wait for its commit: one activity key per run, one step per set of ranges. */
const FILE_OPS_KEY = 'file-ops';

type Ranges = Pick<ContentRequest, 'tenantId' | 'summarize' | 'turnPrefix' | 'previousCompactionId'>;

const keyOf = (tenantId: string) => ({ tenantId, ...workflowRun(), activityId: FILE_OPS_KEY });
const stepOf = (r: Ranges) =>
  JSON.stringify([r.summarize ?? null, r.turnPrefix ?? null, r.previousCompactionId ?? null]);

/** The summary activity's lists of these ranges, for the run's commit. */
export function parkFileOpsDetails(db: Db, ranges: Ranges, details: FileOpsDetails): Promise<void> {
  return saveSummaryCheckpoint(db, keyOf(ranges.tenantId), stepOf(ranges), details);
}

export async function fileOpsDetails(db: Db, request: ContentRequest): Promise<FileOpsDetails> {
  const parked = (await loadSummaryCheckpoints(db, keyOf(request.tenantId)))[stepOf(request)];
  if (parked) return parked as FileOpsDetails;
  const ids = { tenantId: request.tenantId, sessionId: request.sessionId };
  const [summarize, turnPrefix, previous] = await Promise.all([
    readRangeEntries(db, ids, request.summarize),
    readRangeEntries(db, ids, request.turnPrefix),
    request.previousCompactionId ? readEntries(db, { ...ids, ids: [request.previousCompactionId] }) : [],
  ]);
  const messages = [...summarize, ...turnPrefix].flatMap((e) => entryMessage(e, 'llm') ?? []);
  const prior = previous[0]?.type === 'compaction' ? previous[0] : undefined;
  return computeFileLists(extractFileOperations(messages, previousFileOperations(prior)));
}
