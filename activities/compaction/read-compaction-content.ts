/**
 * Reads what a summary needs by entry id: the messages to summarize, the split turn's prefix, the kept messages
 * (for the short summary) and the previous compaction. Content never passes through the workflow; this is where
 * it is fetched, right before it is used.
 */
import { createFileOperations, type FileOperations } from '../../core';
import type { AgentMessage, CompactionEntry, FileOpsDetails, SessionEntry } from '../../core';
import { entryMessage } from '../../core/session/entry-message';
import { readEntries, readEntryRange } from '../../store/session-store';
import type { EntrySelection } from './entry-range';
import type { Db } from '../../store/database';

export interface ContentRequest {
  tenantId: string;
  sessionId: string;
  summarize?: EntrySelection;
  turnPrefix?: EntrySelection;
  keep?: EntrySelection;
  previousCompactionId?: string;
}

export interface CompactionContent {
  summarize: AgentMessage[];
  turnPrefix: AgentMessage[];
  keep: AgentMessage[];
  previous?: CompactionEntry;
}

export async function readCompactionContent(db: Db, request: ContentRequest): Promise<CompactionContent> {
  const ids = { tenantId: request.tenantId, sessionId: request.sessionId };
  const [summarize, turnPrefix, keep, previous] = await Promise.all([
    readRangeEntries(db, ids, request.summarize),
    readRangeEntries(db, ids, request.turnPrefix),
    readRangeEntries(db, ids, request.keep),
    request.previousCompactionId ? readEntries(db, { ...ids, ids: [request.previousCompactionId] }) : [],
  ]);
  const messages = (entries: SessionEntry[]) => entries.flatMap(toMessage);
  return {
    summarize: messages(summarize),
    turnPrefix: messages(turnPrefix),
    keep: messages(keep),
    ...(previous[0]?.type === 'compaction' ? { previous: previous[0] } : {}),
  };
}

/** The entries of a range (or a v0 id list) in path order (none for an absent range). */
export function readRangeEntries(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  range: EntrySelection | undefined,
): Promise<SessionEntry[]> {
  if (!range) return Promise.resolve([]);
  if (isIdList(range)) return range.length ? readInOrder(db, { ...ids, ids: [...range] }) : Promise.resolve([]);
  return readEntryRange(db, { ...ids, ...range });
}

function toMessage(entry: SessionEntry): AgentMessage[] {
  const message = entryMessage(entry, 'llm');
  return message ? [message] : [];
}

/** File operations carried over from the previous compaction (only a pi-generated one accumulates). */
export function previousFileOperations(previous: CompactionEntry | undefined): FileOperations {
  if (!previous) return createFileOperations();
  const d = previous.details as Partial<FileOpsDetails> | undefined;
  const details = d && Array.isArray(d.readFiles) && Array.isArray(d.modifiedFiles) ? (d as FileOpsDetails) : undefined;
  return createFileOperations({ details, fromExtension: previous.fromExtension });
}

const isIdList = (selection: EntrySelection): selection is readonly string[] => Array.isArray(selection);

async function readInOrder(db: Db, input: { tenantId: string; sessionId: string; ids: string[] }) {
  const byId = new Map((await readEntries(db, input)).map((e) => [e.id, e]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}
