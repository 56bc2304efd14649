/**
 * Reads what a summary needs by entry id: the messages to summarize, the split turn's prefix, the kept messages
 * (for the short summary) and the previous compaction. Content never passes through the workflow; this is where
 * it is fetched, right before it is used.
 */
import { createFileOperations, type FileOperations } from '../../core';
import type { AgentMessage, CompactionEntry, FileOpsDetails, SessionEntry } from '../../core';
import { entryMessage } from '../../core/session/build-context';
import { readEntries } from '../db/session-store';
import type { Db } from '../db/database';

export interface ContentRequest {
  tenantId: string;
  sessionId: string;
  summarize: readonly string[];
  turnPrefix: readonly string[];
  keep: readonly string[];
  previousCompactionId?: string;
}

export interface CompactionContent {
  summarize: AgentMessage[];
  turnPrefix: AgentMessage[];
  keep: AgentMessage[];
  previous?: CompactionEntry;
}

export async function readCompactionContent(db: Db, request: ContentRequest): Promise<CompactionContent> {
  const ids = [...request.summarize, ...request.turnPrefix, ...request.keep];
  if (request.previousCompactionId) ids.push(request.previousCompactionId);
  const byId = new Map((await readEntries(db, { ...request, ids })).map((e) => [e.id, e]));
  const messages = (list: readonly string[]) => list.flatMap((id) => toMessage(byId.get(id)));
  const previous = request.previousCompactionId ? byId.get(request.previousCompactionId) : undefined;
  return {
    summarize: messages(request.summarize),
    turnPrefix: messages(request.turnPrefix),
    keep: messages(request.keep),
    ...(previous?.type === 'compaction' ? { previous } : {}),
  };
}

function toMessage(entry: SessionEntry | undefined): AgentMessage[] {
  const message = entry ? entryMessage(entry, 'llm') : undefined;
  return message ? [message] : [];
}

/** File operations carried over from the previous compaction (only a pi-generated one accumulates). */
export function previousFileOperations(previous: CompactionEntry | undefined): FileOperations {
  if (!previous) return createFileOperations();
  const d = previous.details as Partial<FileOpsDetails> | undefined;
  const details = d && Array.isArray(d.readFiles) && Array.isArray(d.modifiedFiles) ? (d as FileOpsDetails) : undefined;
  return createFileOperations({ details, fromExtension: previous.fromExtension });
}
