/**
 * Builds the compaction index from the active branch path (root → leaf). Reads content once to derive the columns
 * (kinds, estimates, tool names, flags, usage); the index never carries content. Pure and deterministic: the same
 * path yields the same index.
 */
import type { CompactionEntry, SessionEntry, FileOpsDetails } from '../session/entries';
import type { AssistantBlock, StoredMessage } from '../session/messages';
import { Flag, Kind, type CompactionIndex, type PreviousCompaction } from './compaction-index';
import { getLastAssistantUsage } from './last-assistant-usage';
import { findBoundary, type BoundaryOptions } from './index-boundary';
import { isProtected, markSuperseded, recordCalls, type ToolCallRef } from './index-tool-results';
import { readToolSupersedeKey } from './read-selector';
import { calculateContextTokens, calculatePromptTokens, countTokens, estimateMessageTokens } from './tokens';

export interface IndexOptions extends BoundaryOptions {
  /** Tools whose results are never pruned; default `["skill"]`. */
  protectedTools?: readonly string[];
  /** The active plan reference file: reads of it are protected. */
  planFilePath?: string;
  /**
   * Each message's token estimate (default estimateMessageTokens): a caller that indexes the same message objects
   * turn after turn may remember them.
   */
  estimateMessage?: (message: StoredMessage) => number;
}

/** The index of the range a new compaction of this branch works on. */
export function buildCompactionIndex(path: readonly SessionEntry[], options: IndexOptions = {}): CompactionIndex {
  const boundary = findBoundary(path, options);
  const index = buildIndexRows(path, boundary.start, options);
  index.from = boundary.from;
  if (boundary.previous) index.previous = previousCompaction(boundary.previous);
  // Only usage reported after the latest compaction describes today's context (spec §2.5): an assistant kept
  // verbatim before it reported the context as it was before that compaction.
  const usage = getLastAssistantUsage(path.slice(latestCompactionEnd(path)));
  if (usage) index.usage = { context: calculateContextTokens(usage), prompt: calculatePromptTokens(usage) };
  return index;
}

/** The position after the newest compaction or reset on the path (0 when there is none). */
function latestCompactionEnd(path: readonly SessionEntry[]): number {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const entry = path[i]!;
    if ((entry.type === 'compaction' && entry.reverted !== true) || entry.type === 'reset_boundary') return i + 1;
  }
  return 0;
}

/** Rows for `path[start..]`; exported so that tests can index arbitrary ranges of a branch. */
export function buildIndexRows(
  path: readonly SessionEntry[],
  start: number,
  options: IndexOptions = {},
): CompactionIndex {
  const index: CompactionIndex = { v: 1, ids: [], kinds: '', tokens: [], flags: [], tools: [], tool: [], from: 'root' };
  const kinds: string[] = [];
  const toolIds = new Map<string, number>();
  const keys: (string | undefined)[] = [];
  const context: RowContext = {
    calls: new Map(),
    protectedTools: new Set(options.protectedTools ?? ['skill']),
    planFilePath: options.planFilePath,
    estimate: options.estimateMessage ?? ((message) => estimateMessageTokens(message)),
  };
  for (let i = start; i < path.length; i += 1) {
    const entry = path[i]!;
    const row = classifyEntry(entry, context);
    index.ids.push(entry.id);
    kinds.push(row.kind);
    index.tokens.push(row.tokens);
    index.flags.push(row.flags);
    index.tool.push(row.toolName === undefined ? 0 : intern(row.toolName, toolIds, index.tools));
    keys.push(row.key);
    if (row.encrypted) index.encryptedTokens = (index.encryptedTokens ?? 0) + row.encrypted;
    if (entry.type === 'message' && Number.isFinite(entry.message.timestamp)) {
      index.lastMessageAt = entry.message.timestamp;
    }
  }
  index.kinds = kinds.join('');
  markSuperseded(index, keys);
  return index;
}

interface RowContext {
  calls: Map<string, ToolCallRef>;
  protectedTools: ReadonlySet<string>;
  planFilePath: string | undefined;
  estimate: (message: StoredMessage) => number;
}

interface Row {
  kind: string;
  tokens: number;
  flags: number;
  toolName?: string;
  key?: string;
  /** Part of `tokens` that is encrypted reasoning (signatures, redacted thinking, server-tool payloads). */
  encrypted?: number;
}

function classifyEntry(entry: SessionEntry, context: RowContext): Row {
  switch (entry.type) {
    case 'message':
      return classifyMessage(entry.message, context);
    case 'branch_summary':
      return { kind: Kind.branchSummary, tokens: countTokens(entry.summary), flags: Flag.turnStart | Flag.cutPoint };
    case 'custom_message':
      // Converted to a `custom` message, which the estimator counts as 0.
      return { kind: Kind.customMessage, tokens: 0, flags: Flag.turnStart | Flag.cutPoint };
    case 'compaction':
      // A reverted compaction is no boundary for the planner: a plain row without tokens.
      return { kind: entry.reverted === true ? Kind.other : Kind.compaction, tokens: 0, flags: 0 };
    case 'reset_boundary':
      return { kind: Kind.resetBoundary, tokens: 0, flags: 0 };
    default:
      return { kind: Kind.other, tokens: 0, flags: 0 };
  }
}

function classifyMessage(message: StoredMessage, context: RowContext): Row {
  const row: Row = { kind: messageKind(message), tokens: context.estimate(message), flags: messageFlags(message) };
  if (message.role === 'assistant') {
    recordCalls(message.content, context.calls);
    if (message.content.some(isEncryptedReasoning)) {
      row.encrypted = row.tokens - estimateMessageTokens(message, { excludeEncryptedReasoning: true });
    }
  }
  if (message.role === 'toolResult') {
    const call = context.calls.get(message.toolCallId);
    row.toolName = message.toolName;
    if (isProtected(message, call, context.protectedTools, context.planFilePath)) row.flags |= Flag.protected;
    row.key = call ? readToolSupersedeKey(call.name, call.arguments) : undefined;
  }
  return row;
}

const isEncryptedReasoning = (block: AssistantBlock): boolean =>
  (block.type === 'thinking' && Boolean(block.thinkingSignature)) ||
  block.type === 'redactedThinking' ||
  block.type === 'anthropicServerTool';

const ROLE_KINDS: Record<string, string> = {
  user: Kind.user,
  assistant: Kind.assistant,
  toolResult: Kind.toolResult,
  bashExecution: Kind.bashExecution,
  pythonExecution: Kind.pythonExecution,
  developer: Kind.developer,
  fileMention: Kind.fileMention,
  custom: Kind.custom,
};

function messageKind(message: StoredMessage): string {
  return ROLE_KINDS[message.role] ?? Kind.custom;
}

function messageFlags(message: StoredMessage): number {
  switch (message.role) {
    case 'user':
    case 'bashExecution':
      return Flag.turnStart | Flag.cutPoint;
    case 'assistant':
      return Flag.cutPoint;
    case 'toolResult':
      return (
        (message.isError ? Flag.error : 0) |
        (message.useless === true && !message.isError ? Flag.useless : 0) |
        (message.prunedAt !== undefined ? Flag.pruned : 0)
      );
    default:
      return 0;
  }
}

function intern(name: string, ids: Map<string, number>, names: string[]): number {
  let id = ids.get(name);
  if (id === undefined) {
    names.push(name);
    id = names.length;
    ids.set(name, id);
  }
  return id;
}

function previousCompaction(entry: CompactionEntry): PreviousCompaction {
  const previous: PreviousCompaction = {
    id: entry.id,
    summaryChars: entry.summary.length,
    summaryTokens: countTokens(entry.summary),
    tokensBefore: entry.tokensBefore,
    fromExtension: entry.fromExtension === true,
  };
  const details = entry.details as Partial<FileOpsDetails> | undefined;
  if (details && Array.isArray(details.readFiles) && Array.isArray(details.modifiedFiles)) {
    previous.details = { readFiles: [...details.readFiles], modifiedFiles: [...details.modifiedFiles] };
  }
  return previous;
}
