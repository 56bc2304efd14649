/**
 * The compaction index: what workflows carry instead of message content (docs/architecture.md, "Workflows"
 * and "Payload rules"). One column per attribute, one row per entry of the active branch from the compaction
 * boundary (§4.1, fixed retained-history semantics) to the leaf. Plain JSON so that it is a cheap Temporal payload;
 * nothing here may depend on content beyond what the columns record.
 */
import type { FileOpsDetails } from '../session/entries';

/** Entry kinds, one character each: lowercase = `message` entries by role, uppercase = other entry types. */
export const Kind = {
  user: 'u',
  assistant: 'a',
  toolResult: 't',
  bashExecution: 'b',
  pythonExecution: 'p',
  developer: 'd',
  fileMention: 'f',
  custom: 'c',
  compaction: 'C',
  branchSummary: 'S',
  customMessage: 'M',
  resetBoundary: 'R',
  other: 'X',
} as const;

/** Bits of `flags`. */
export const Flag = {
  /** Starts a turn: a user or bash-execution message, a branch summary or a custom message entry. */
  turnStart: 1,
  /** A valid cut point (§4.3); never a tool result. */
  cutPoint: 2,
  error: 4,
  /** Flagged useless by its tool (and not an error). */
  useless: 8,
  /** Already blanked by pruning. */
  pruned: 16,
  /** Exempt from pruning (skill results, skill:// and plan-file reads). */
  protected: 32,
  /** A read result superseded by a newer read of the same key (§5.2). */
  superseded: 64,
} as const;

export interface PreviousCompaction {
  id: string;
  summaryChars: number;
  /** Local estimate of the summary text (snapcompact frames not included). */
  summaryTokens: number;
  tokensBefore: number;
  fromExtension: boolean;
  /** File lists the previous compaction persisted (only when pi-generated). */
  details?: FileOpsDetails;
}

export interface CompactionIndex {
  v: 1;
  ids: string[];
  /** One `Kind` character per entry. */
  kinds: string;
  /** Local token estimate of the entry's message (0 for entries that produce none). */
  tokens: number[];
  /** `Flag` bits per entry. */
  flags: number[];
  /** Interned tool names. */
  tools: string[];
  /** Tool-result rows: 1 + index into `tools`; 0 otherwise. */
  tool: number[];
  /** Where the range starts (see `findBoundary`). */
  from: 'root' | 'compaction-kept' | 'compaction' | 'reset';
  previous?: PreviousCompaction;
  /** Context and prompt tokens of the newest assistant with usage that did not fail (whole branch). */
  usage?: { context: number; prompt: number };
  /** Sum of the encrypted-reasoning share of `tokens` (absent when 0), for the decision floor of §2.5. */
  encryptedTokens?: number;
  /** Timestamp (ms) of the last `message` entry, for idle detection. */
  lastMessageAt?: number;
}

const MESSAGE_KINDS = 'uatbpdfc';

export const isMessageKind = (kind: string | undefined): boolean => kind !== undefined && MESSAGE_KINDS.includes(kind);

/** Entries that produce a message for the LLM context: `message`, `custom_message`, `branch_summary`. */
export const producesMessage = (kind: string | undefined): boolean =>
  isMessageKind(kind) || kind === Kind.branchSummary || kind === Kind.customMessage;

export const hasFlag = (index: CompactionIndex, row: number, flag: number): boolean =>
  ((index.flags[row] ?? 0) & flag) !== 0;

export const toolNameAt = (index: CompactionIndex, row: number): string | undefined => {
  const t = index.tool[row] ?? 0;
  return t === 0 ? undefined : index.tools[t - 1];
};

/**
 * The local estimate of the live context this range rebuilds into (compaction spec §2.5 stored estimate): the
 * previous summary, the message-producing rows without encrypted reasoning, plus the host's non-message tokens
 * (system prompt, tools). Compare `compactionContextTokens(usage.context, this)` with the threshold.
 */
export function contextEstimate(index: CompactionIndex, nonMessageTokens = 0): number {
  let total = nonMessageTokens + (index.previous?.summaryTokens ?? 0) - (index.encryptedTokens ?? 0);
  for (let row = 0; row < index.ids.length; row += 1) {
    if (producesMessage(index.kinds[row])) total += index.tokens[row] ?? 0;
  }
  return total;
}

/** Size of the index as a JSON payload (what Temporal's default converter stores). */
export function indexPayloadBytes(index: CompactionIndex): number {
  return new TextEncoder().encode(JSON.stringify(index)).length;
}
