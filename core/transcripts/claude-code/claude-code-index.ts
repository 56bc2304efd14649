/**
 * The lines of a Claude Code project transcript indexed for threading (wire-formats spec §5.1): every main-chain
 * line with a `uuid` by uuid and in file order, assistant lines grouped by their API message (`message.id`; Claude
 * Code writes one line per content block), the user line answering each `tool_use` id, and the leaf (the last
 * user or assistant line). Lines without a uuid (`file-history-snapshot`, `queue-operation`, `summary`) are not
 * links of the chain and are left out; sidechain (subagent) lines are left out, and a file of nothing but sidechain
 * lines is refused as a subagent transcript. Pure.
 */
import { SessionFileError } from '../../session/session-file';
import { readOrSkip, type SkippedLine } from '../bad-lines';
import { isRaw, transcriptReader, type Raw, type TranscriptLine } from '../transcript-lines';

export interface ClaudeCodeLine {
  line: number;
  /** Position among the indexed lines (file order). */
  ordinal: number;
  uuid: string;
  parentUuid: string | null;
  type: string;
  raw: Raw;
  /** `message` of a user or assistant line. */
  message?: Raw;
}

export interface ClaudeCodeIndex {
  lines: ClaudeCodeLine[];
  byUuid: Map<string, ClaudeCodeLine>;
  /** Assistant lines per API message id (a line without one is its own group), in file order. */
  groups: Map<string, ClaudeCodeLine[]>;
  /** The user line carrying the `tool_result` of each `tool_use` id (the first, if the file repeats one). */
  results: Map<string, ClaudeCodeLine>;
  leaf: ClaudeCodeLine | undefined;
}

const CONVERSATION = new Set(['user', 'assistant']);

/** The group key of an assistant line: its API message id, else its own uuid. */
export const groupKey = (line: ClaudeCodeLine): string =>
  typeof line.message?.id === 'string' ? line.message.id : line.uuid;

export function indexClaudeCode(lines: readonly TranscriptLine[], skipped?: SkippedLine[]): ClaudeCodeIndex {
  const index: ClaudeCodeIndex = {
    lines: [],
    byUuid: new Map(),
    groups: new Map(),
    results: new Map(),
    leaf: undefined,
  };
  let firstSidechain: TranscriptLine | undefined;
  for (const source of lines) {
    const sidechain = readOrSkip(skipped, source.line, () => indexLine(index, source));
    if (sidechain) firstSidechain ??= source;
  }
  if (!index.leaf && firstSidechain) refuseSubagentFile(firstSidechain);
  return index;
}

/** Adds one line to the index; true for a sidechain conversation line (left out). */
function indexLine(index: ClaudeCodeIndex, { line, value }: TranscriptLine): boolean {
  const r = transcriptReader('claude-code');
  const type = r.string(value.type, '/type');
  const uuid = r.optionalString(value.uuid, '/uuid');
  if (uuid === undefined) return false;
  if (value.isSidechain === true) return CONVERSATION.has(type);
  const first = index.byUuid.get(uuid);
  if (first) r.fail('/uuid', `the uuid ${uuid} repeats line ${first.line}`);
  const entry: ClaudeCodeLine = {
    line,
    ordinal: index.lines.length,
    uuid,
    parentUuid: r.optionalString(value.parentUuid, '/parentUuid') ?? null,
    type,
    raw: value,
    ...(CONVERSATION.has(type) ? { message: r.object(value.message, '/message') } : {}),
  };
  index.lines.push(entry);
  index.byUuid.set(uuid, entry);
  if (type === 'assistant') addToGroup(index, entry);
  if (type === 'user') addResults(index, entry);
  if (CONVERSATION.has(type)) index.leaf = entry;
  return false;
}

function addToGroup(index: ClaudeCodeIndex, line: ClaudeCodeLine): void {
  const key = groupKey(line);
  const group = index.groups.get(key);
  if (group) group.push(line);
  else index.groups.set(key, [line]);
}

function addResults(index: ClaudeCodeIndex, line: ClaudeCodeLine): void {
  const content = line.message?.content;
  if (!Array.isArray(content)) return;
  for (const block of content) {
    if (!isRaw(block) || block.type !== 'tool_result' || typeof block.tool_use_id !== 'string') continue;
    if (!index.results.has(block.tool_use_id)) index.results.set(block.tool_use_id, line);
  }
}

function refuseSubagentFile(first: TranscriptLine): never {
  const agent = typeof first.value.agentId === 'string' ? ` of agent ${first.value.agentId}` : '';
  throw SessionFileError.of(
    first.line,
    'isSidechain',
    `this is a subagent transcript${agent} (every conversation line is a sidechain); import the main session's ` +
      'transcript instead: what the subagent returned is in it as its tool result, and a compaction as its boundary',
  );
}
