/**
 * A Claude Code project transcript → session entries (wire-formats spec §5.2; deviations in docs/formats.md,
 * "Importing transcripts"). The algorithm:
 * 1. index the lines (uuid, API message groups, tool results by call id) and take the active path from the leaf;
 * 2. walk it root first: the first line of an API message emits the merged assistant message, then, right after
 *    it, the result of each of its calls wherever its line hangs (parallel results sit off the path); later lines
 *    of that message and results already placed are skipped;
 * 3. a user line emits its remaining text, images and harness lines; progress and system lines emit nothing;
 * 4. a `compact_boundary` emits a compaction entry whose summary is the `isCompactSummary` line after it (that line
 *    is not a user turn); Claude Code keeps nothing, so the entry names itself as its first kept entry;
 * 5. a `model_change` precedes the first assistant of each new model.
 * Entry ids are the source uuids (`<uuid>-<block>` for a further message of one line); timestamps are the lines'.
 * Pure and deterministic: the same file always gives the same entries.
 */
import type { OpenCalls } from '../../formats/open-calls';
import type { SessionHeader } from '../../session/entries';
import { CURRENT_SESSION_VERSION } from '../../session/session-file';
import { namingLine, readOrSkip, type SkippedLine } from '../bad-lines';
import { derivedId, EntryChain, type TranscriptImport } from '../entry-chain';
import { transcriptReader, type TranscriptLine } from '../transcript-lines';
import { activePath, isCompactBoundary } from './active-path';
import { groupKey, indexClaudeCode, type ClaudeCodeIndex, type ClaudeCodeLine } from './claude-code-index';
import {
  assistantMessage,
  lineTime,
  transcriptCalls,
  userLineMessages,
  type LineMessage,
} from './claude-code-messages';

interface Walk {
  index: ClaudeCodeIndex;
  chain: EntryChain;
  calls: OpenCalls;
  emittedGroups: Set<string>;
  /** Tool call ids whose results were placed after their call. */
  answered: Set<string>;
  /** Uuids of `isCompactSummary` lines a boundary took as its summary. */
  summaries: Set<string>;
  /** The decoded messages of user lines, by uuid (a result is placed before its line is reached). */
  decoded: Map<string, LineMessage[]>;
  model?: string;
}

const r = transcriptReader('claude-code');

export function importClaudeCode(lines: readonly TranscriptLine[], skipped?: SkippedLine[]): TranscriptImport {
  const index = indexClaudeCode(lines, skipped);
  const path = activePath(index);
  const walk: Walk = {
    index,
    chain: new EntryChain(skipped),
    calls: transcriptCalls(index),
    emittedGroups: new Set(),
    answered: new Set(),
    summaries: new Set(),
    decoded: new Map(),
  };
  path.forEach((line, i) => readOrSkip(skipped, line.line, () => emitLine(walk, line, path.slice(i + 1))));
  return { header: headerOf(path), ...walk.chain.result() };
}

function decodedLine(walk: Walk, line: ClaudeCodeLine): LineMessage[] {
  let messages = walk.decoded.get(line.uuid);
  if (!messages) walk.decoded.set(line.uuid, (messages = userLineMessages(line, walk.calls)));
  return messages;
}

function emitLine(walk: Walk, line: ClaudeCodeLine, after: readonly ClaudeCodeLine[]): void {
  if (isCompactBoundary(line)) return emitBoundary(walk, line, after);
  if (line.type === 'assistant') return emitAssistant(walk, line);
  if (line.type !== 'user' || walk.summaries.has(line.uuid)) return;
  if (line.raw.isCompactSummary === true) return emitCompaction(walk, { line, summaryLine: line });
  for (const { message, position } of decodedLine(walk, line)) {
    if (message.role === 'toolResult' && walk.answered.has(message.toolCallId)) continue;
    const id = derivedId(line.uuid, position);
    walk.chain.append({ type: 'message', id, timestamp: lineTime(line), message }, line.line);
  }
}

function emitAssistant(walk: Walk, line: ClaudeCodeLine): void {
  const key = groupKey(line);
  if (walk.emittedGroups.has(key)) return;
  walk.emittedGroups.add(key);
  const group = walk.index.groups.get(key)!;
  const message = assistantMessage(group);
  const timestamp = lineTime(group[0]!);
  if (message.model !== undefined && message.model !== walk.model) {
    const model = `anthropic/${message.model}`;
    walk.chain.append({ type: 'model_change', id: `${group[0]!.uuid}-model`, timestamp, model }, group[0]!.line);
    walk.model = message.model;
  }
  walk.chain.append({ type: 'message', id: group[0]!.uuid, timestamp, message }, group[0]!.line);
  for (const block of message.content) {
    const resultLine = block.type === 'toolCall' ? walk.index.results.get(block.id) : undefined;
    if (!resultLine || block.type !== 'toolCall') continue;
    const result = decodedLine(walk, resultLine).find(
      (m) => m.message.role === 'toolResult' && m.message.toolCallId === block.id,
    );
    if (!result) continue;
    walk.answered.add(block.id);
    const id = derivedId(resultLine.uuid, result.position);
    const time = lineTime(resultLine);
    walk.chain.append({ type: 'message', id, timestamp: time, message: result.message }, resultLine.line);
  }
}

/** The boundary's summary is the first conversation line after it when that line is the compact summary. */
function emitBoundary(walk: Walk, boundary: ClaudeCodeLine, after: readonly ClaudeCodeLine[]): void {
  const next = after.find((l) => l.type === 'user' || l.type === 'assistant');
  const summaryLine = next?.raw.isCompactSummary === true ? next : undefined;
  if (summaryLine) walk.summaries.add(summaryLine.uuid);
  emitCompaction(walk, { line: boundary, summaryLine });
}

function emitCompaction(walk: Walk, at: { line: ClaudeCodeLine; summaryLine?: ClaudeCodeLine }): void {
  const meta = r.optionalObject(at.line.raw.compactMetadata, '/compactMetadata') ?? {};
  const summary = at.summaryLine
    ? namingLine(at.summaryLine.line, () => summaryText(at.summaryLine!))
    : r.string(at.line.raw.content, '/content');
  const trigger = r.optionalString(meta.trigger, '/compactMetadata/trigger');
  const id = at.line.uuid;
  walk.chain.append(
    {
      type: 'compaction',
      id,
      timestamp: lineTime(at.line),
      summary,
      // Claude Code keeps nothing verbatim: the entry names itself, which no kept region can start at.
      firstKeptEntryId: id,
      tokensBefore: r.optionalNumber(meta.preTokens, '/compactMetadata/preTokens') ?? 0,
      method: 'native',
      details: { source: 'claude-code', ...(trigger !== undefined ? { trigger } : {}) },
    },
    at.line.line,
  );
}

function summaryText(line: ClaudeCodeLine): string {
  const content = line.message!.content;
  if (typeof content === 'string') return content;
  return r
    .array(content, '/message/content')
    .map((b, i) => r.string(r.object(b, `/message/content/${i}`).text, `/message/content/${i}/text`))
    .join('\n');
}
function headerOf(path: readonly ClaudeCodeLine[]): SessionHeader {
  const first = path.find((l) => l.type === 'user' || l.type === 'assistant') ?? path[0];
  const raw = first?.raw ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const header: SessionHeader = {
    type: 'session',
    version: CURRENT_SESSION_VERSION,
    id: text(raw.sessionId) ?? first?.uuid ?? 'claude-code',
    timestamp: first ? lineTime(first) : '1970-01-01T00:00:00.000Z',
    importedFrom: 'claude-code',
  };
  for (const [key, value] of [
    ['cwd', raw.cwd],
    ['gitBranch', raw.gitBranch],
    ['claudeCodeVersion', raw.version],
  ]) {
    if (typeof value === 'string') header[key as string] = value;
  }
  return header;
}
