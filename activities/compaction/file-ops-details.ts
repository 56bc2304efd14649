/**
 * The cumulative file lists of a compaction (compaction spec §6.6), derived from the entry ranges it compacts and
 * the previous compaction. The commit derives them here instead of receiving them through the workflow: on a long
 * session the lists are hundreds of kilobytes, and payloads carry references (ranges), not values.
 */
import { computeFileLists, extractFileOperations, type FileOpsDetails } from '../../core';
import { readEntries } from '../../store/session-store';
import { entryMessage } from '../../core/session/build-context';
import type { Db } from '../../store/database';
import { previousFileOperations, readRangeEntries, type ContentRequest } from './read-compaction-content';

export async function fileOpsDetails(db: Db, request: ContentRequest): Promise<FileOpsDetails> {
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
