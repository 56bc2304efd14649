/**
 * The audit view of a session for the viewer (read-only): the context-token series over the active path (computed
 * here so a browser never walks a 10k-entry session), the compaction threshold of the session's model, and every
 * compaction entry on the path with its summary, file lists, snapcompact frames and the path regions it
 * summarized and kept. Plus a page of the path's entries (the transcript) with one-line previews.
 */
import { compactionThreshold, DEFAULT_COMPACTION_SETTINGS, resolveModel } from '../core';
import { billedTokens, billingFamily } from '../core/snapcompact/billing';
import { entryMessage } from '../core/session/entry-message';
import { snapcompactFrames } from '../core/session/compaction-summary';
import type { CompactionEntry, SessionEntry } from '../core/session/entries';
import { countTokens, estimateMessageTokens } from '../core/compaction/tokens';
import { loadActiveBranch } from '../store/session-store';
import { listCompactions } from '../store/compaction-reads/list-compactions';
import { getSessionRow } from '../store/session-store/session-row';
import { storedSettings } from '../core/session/session-settings-schema';
import { readFrameDimensions } from '../store/frames/frame-dimensions';
import type { Db } from '../store/database';
import { withTenant } from '../store/with-tenant';

type Ids = { tenantId: string; sessionId: string };

/** Most points the token series carries; longer paths are thinned, never dropping a compaction or its peak. */
export const MAX_SERIES_POINTS = 2000;

export interface AuditFrame {
  sha256: string;
  width: number | null;
  height: number | null;
  shape: string | null;
  billedTokens: number | null;
}

export interface AuditCompaction {
  entryId: string;
  /** Path index of the compaction entry; entries [summarizedFrom, keptFrom) were summarized, [keptFrom, index) kept. */
  index: number;
  summarizedFrom: number;
  keptFrom: number;
  firstKeptEntryId: string;
  method: string | null;
  summary: string;
  tokensBefore: number;
  tokensAfter: number;
  readFiles: string[];
  modifiedFiles: string[];
  frames: AuditFrame[];
  warning: string | null;
  /** From the run's audit row: the summarizer that answered and the hash of the prompts it was given. */
  model: string | null;
  promptHash: string | null;
}

export interface SessionAudit {
  model: string | null;
  contextWindow: number | null;
  threshold: number | null;
  pathLength: number;
  leafId: string | null;
  series: { index: number[]; tokens: number[] };
  compactions: AuditCompaction[];
}

export async function readSessionAudit(db: Db, ids: Ids): Promise<SessionAudit> {
  const settings = await withTenant(db, ids.tenantId, async (tx) =>
    storedSettings((await getSessionRow(tx, ids.sessionId)).settings),
  );
  const branch = await loadActiveBranch(db, { ...ids, full: true });
  const entries = branch.entries;
  const tokens = entries.map(entryTokens);
  const values: number[] = [];
  const compactions: (Omit<AuditCompaction, 'frames' | 'model' | 'promptHash'> & { frameShas: string[] })[] = [];
  const position = new Map(entries.map((e, i) => [e.id, i]));
  let running = 0;
  let summarizedFrom = 0;
  entries.forEach((entry, i) => {
    if (entry.type === 'compaction') {
      const keptFrom = position.get(entry.firstKeptEntryId) ?? i;
      const kept = tokens.slice(keptFrom, i).reduce((a, b) => a + b, 0);
      running = entry.tokensAfter ?? kept + countTokens(entry.summary);
      compactions.push({
        ...describeCompaction(entry, { index: i, summarizedFrom, keptFrom }, running),
        frameShas: snapcompactFrames(entry).map((f) => f.sha256),
      });
      summarizedFrom = keptFrom;
    } else running += tokens[i]!;
    values.push(running);
  });
  const model = settings.model ?? lastAssistantModel(entries);
  const info = model ? resolveModel(model, { contextWindow: settings.compaction?.contextWindow }) : undefined;
  const frames = await frameInfo(db, ids.tenantId, compactions, info?.api);
  const runs = new Map((await listCompactions(db, ids)).map((r) => [r.compactionEntryId, r]));
  return {
    model: model ?? null,
    contextWindow: info?.contextWindow ?? null,
    threshold: info
      ? compactionThreshold(info.contextWindow, { ...DEFAULT_COMPACTION_SETTINGS, ...settings.compaction })
      : null,
    pathLength: entries.length,
    leafId: branch.leafId,
    series: thinSeries(values, new Set(compactions.map((c) => c.index))),
    compactions: compactions.map(({ frameShas: _shas, ...c }) => ({
      ...c,
      frames: frames.get(c.entryId) ?? [],
      model: runs.get(c.entryId)?.model ?? null,
      promptHash: runs.get(c.entryId)?.promptHash ?? null,
    })),
  };
}

export interface TranscriptRow {
  index: number;
  id: string;
  type: string;
  role: string | null;
  preview: string;
  tokens: number;
}

/** A page of the active path, oldest first: `limit` entries from path index `offset`. */
export async function readTranscriptPage(
  db: Db,
  ids: Ids,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: TranscriptRow[] }> {
  const branch = await loadActiveBranch(db, { ...ids, full: true });
  const slice = branch.entries.slice(page.offset, page.offset + page.limit);
  return {
    total: branch.entries.length,
    rows: slice.map((entry, i) => {
      const message = entryMessage(entry, 'transcript');
      return {
        index: page.offset + i,
        id: entry.id,
        type: entry.type,
        role: message?.role ?? null,
        preview: preview(entry),
        tokens: entryTokens(entry),
      };
    }),
  };
}

function entryTokens(entry: SessionEntry): number {
  const message = entryMessage(entry, 'llm');
  return message ? estimateMessageTokens(message) : 0;
}

function describeCompaction(
  entry: CompactionEntry,
  at: { index: number; summarizedFrom: number; keptFrom: number },
  tokensAfter: number,
): Omit<AuditCompaction, 'frames' | 'model' | 'promptHash'> {
  const details = (entry.details ?? {}) as { readFiles?: unknown; modifiedFiles?: unknown };
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  return {
    entryId: entry.id,
    ...at,
    firstKeptEntryId: entry.firstKeptEntryId,
    method: entry.method ?? null,
    summary: entry.summary,
    tokensBefore: entry.tokensBefore,
    tokensAfter,
    readFiles: strings(details.readFiles),
    modifiedFiles: strings(details.modifiedFiles),
    warning: entry.warning ?? null,
  };
}

async function frameInfo(
  db: Db,
  tenantId: string,
  compactions: readonly { entryId: string; frameShas: string[] }[],
  api: string | undefined,
): Promise<Map<string, AuditFrame[]>> {
  const all = new Map(compactions.map((c) => [c.entryId, c.frameShas]));
  const rows = await readFrameDimensions(db, tenantId, [...new Set([...all.values()].flat())]);
  const bySha = new Map(rows.map((r) => [r.sha256, r]));
  const family = billingFamily(api);
  return new Map(
    [...all].map(([entryId, shas]) => [
      entryId,
      shas.map((sha256) => {
        const row = bySha.get(sha256);
        return {
          sha256,
          width: row?.width ?? null,
          height: row?.height ?? null,
          shape: row?.shape ?? null,
          billedTokens: row ? billedTokens(family, row.width, row.height) : null,
        };
      }),
    ]),
  );
}

/** The `provider/id` of the last assistant message on the path that names its provider, if any. */
export function lastAssistantModel(entries: readonly SessionEntry[]): string | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.type === 'message' && entry.message.role === 'assistant' && entry.message.provider) {
      return `${entry.message.provider}/${entry.message.model}`;
    }
  }
  return undefined;
}

/** Every point when few; else every k-th point plus each compaction and the point just before it (its peak). */
export function thinSeries(
  values: readonly number[],
  keep: ReadonlySet<number>,
): { index: number[]; tokens: number[] } {
  // Room for the every-k-th points once the compactions, their peaks and the last point are kept.
  const room = Math.max(1, MAX_SERIES_POINTS - 2 * keep.size - 1);
  const step = values.length <= MAX_SERIES_POINTS ? 1 : Math.ceil(values.length / room);
  const index: number[] = [];
  values.forEach((_v, i) => {
    if (step <= 1 || i % step === 0 || keep.has(i) || keep.has(i + 1) || i === values.length - 1) index.push(i);
  });
  return { index, tokens: index.map((i) => values[i]!) };
}

function preview(entry: SessionEntry): string {
  const message = entryMessage(entry, 'transcript');
  let text: string;
  if (entry.type === 'compaction') text = entry.summary;
  else if (entry.type === 'label') text = String((entry as { label?: unknown }).label ?? '');
  else if (message) text = messageText(message as unknown as Record<string, unknown>);
  else text = entry.type;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
}

function messageText(message: Record<string, unknown>): string {
  const content = message.content ?? message.summary ?? message.command ?? '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b: { type?: string; text?: string; name?: string; thinking?: string }) =>
      b.type === 'text' ? b.text : b.type === 'toolCall' ? `[${b.name}]` : b.type === 'image' ? '[image]' : '',
    )
    .filter(Boolean)
    .join(' ');
}
