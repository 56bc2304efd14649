/**
 * When an LLM summary follows a snapcompact archive (snapcompact spec §6.7), the turns that live only in the
 * archive's frames must reach the summarizer, or switching strategy loses them. The frames hold pictures, not
 * text, so the source is re-read from the events: the archive covers the path from where the archive chain began
 * (the kept start of the text compaction before it, or the root) up to the previous compaction's first kept entry,
 * and opens with that earlier text summary, which is carried along.
 */
import { escapeSummaryTags, serializeMessages, type CompactionEntry, type SessionEntry } from '../../core';
import { readPreservedArchive } from '../../core/snapcompact/archive-types';
import { entryMessage } from '../../core/session/entry-message';
import type { Db } from '../../store/database';
import { loadActiveBranch } from '../../store/session-store';

export const ARCHIVE_SOURCE_HEADING = 'Previous snapcompact archive source text:';

export interface SummaryBase {
  /** The summary the new one updates: the previous compaction's, or the text summary the archive opened with. */
  previousSummary?: string;
  /** Serialized archived messages to summarize before the new ones (the first opens with the heading). */
  archived: string[];
}

/** What a new LLM summary builds on: `previous` itself, or, when it is an archive, the archive's source text. */
export async function summaryBase(
  db: Db,
  ids: { tenantId: string; sessionId: string },
  previous: CompactionEntry | undefined,
): Promise<SummaryBase> {
  if (!previous || !readPreservedArchive(previous.preserveData))
    return { previousSummary: previous?.summary, archived: [] };
  const { entries } = await loadActiveBranch(db, { ...ids, full: true });
  const source = archivedSource(entries, previous);
  const archived = serializeMessages(source.entries.flatMap((e) => entryMessage(e, 'llm') ?? [])).map(
    escapeSummaryTags,
  );
  if (archived.length > 0) archived[0] = `${ARCHIVE_SOURCE_HEADING}\n\n${archived[0]}`;
  return { previousSummary: source.headSummary, archived };
}

/** The entries the archive chain ending at `previous` covers, and the text summary it opened with. */
export function archivedSource(path: readonly SessionEntry[], previous: CompactionEntry) {
  const at = path.findIndex((e) => e.id === previous.id);
  let chainStart = at;
  let before: CompactionEntry | undefined;
  for (let i = at - 1; i >= 0; i -= 1) {
    const entry = path[i]!;
    if (entry.type !== 'compaction') continue;
    if (!readPreservedArchive(entry.preserveData)) {
      before = entry;
      break;
    }
    chainStart = i;
  }
  const startId = before?.firstKeptEntryId;
  const from =
    startId === undefined
      ? 0
      : Math.max(
          0,
          path.findIndex((e) => e.id === startId),
        );
  const to = path.findIndex((e) => e.id === previous.firstKeptEntryId);
  const covered = path.slice(from, to < 0 ? chainStart : to).filter((e) => e.type !== 'compaction');
  return { entries: covered, headSummary: before?.summary };
}
