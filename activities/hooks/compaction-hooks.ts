/**
 * The hook interface a host configures its workers with (compaction spec §11). Hooks run inside activities, never
 * in workflow code: they may do I/O, and their results enter the workflow only as small values.
 */
import type { FileOpsDetails, SessionEntry } from '../../core';

export type { CompactionTrigger } from '../../core';
import type { CompactionTrigger } from '../../core';

/** What a compaction is about to do: ids and numbers, plus a reader for hosts that need the content. */
export interface CompactionPreparation {
  tenantId: string;
  sessionId: string;
  trigger: CompactionTrigger;
  firstKeptEntryId: string;
  isSplitTurn: boolean;
  tokensBefore: number;
  summarizeEntryIds: string[];
  turnPrefixEntryIds: string[];
  customInstructions?: string;
  readEntries(ids: string[]): Promise<SessionEntry[]>;
}

/** A compaction supplied by a hook instead of the built-in summary (recorded with fromExtension: true). */
export interface HookCompaction {
  summary: string;
  shortSummary?: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  details?: FileOpsDetails | Record<string, unknown>;
  preserveData?: Record<string, unknown>;
}

export interface BeforeCompactResult {
  cancel?: boolean;
  compaction?: HookCompaction;
}

export interface CompactingEvent {
  tenantId: string;
  sessionId: string;
  /** Entries whose content is about to be summarized (history, then turn prefix). */
  entryIds: string[];
  readEntries(ids: string[]): Promise<SessionEntry[]>;
}

export interface CompactingResult {
  /** Extra lines for the summarizer's <additional-context>. */
  context?: string[];
  /** Replaces the base summary prompt. */
  prompt?: string;
  /** Merged into the compaction entry's preserveData. */
  preserveData?: Record<string, unknown>;
}

export interface AfterCompactEvent {
  tenantId: string;
  sessionId: string;
  compactionEntryId: string;
  fromExtension: boolean;
}

/** What a tree navigation is about to do (spec §11 `session_before_tree`): ids only, plus a reader. */
export interface TreePreparation {
  tenantId: string;
  sessionId: string;
  targetId: string;
  oldLeafId: string | null;
  commonAncestorId: string | null;
  /** The abandoned entries, oldest first. */
  entriesToSummarize: string[];
  userWantsSummary: boolean;
  customInstructions?: string;
  readEntries(ids: string[]): Promise<SessionEntry[]>;
}

export interface BeforeTreeResult {
  cancel?: boolean;
  /** Used instead of the built-in branch summary (only when the user asked for a summary). */
  summary?: { summary: string; details?: FileOpsDetails | Record<string, unknown> };
}

/** After a tree navigation moved the leaf (spec §11 `session_tree`), with or without a branch summary. */
export interface TreeEvent {
  tenantId: string;
  sessionId: string;
  newLeafId: string | null;
  oldLeafId: string | null;
  /** The branch summary entry the navigation appended, if any. */
  summaryEntryId?: string;
  /** The summary came from a before-tree hook. */
  fromExtension?: boolean;
}

/** The session is about to continue in another one (spec §8, v17 `session_before_switch`). */
export interface SwitchPreparation {
  tenantId: string;
  sessionId: string;
  reason: 'handoff';
  /** The session that would be created; it does not exist yet. */
  newSessionId: string;
}

export interface BeforeSwitchResult {
  /** Abort the switch: no new session, this one stays active. */
  cancel?: boolean;
}

/** One extension's handlers; every handler is optional. */
export interface CompactionHooks {
  name: string;
  beforeCompact?(event: CompactionPreparation, signal: AbortSignal): Promise<BeforeCompactResult | void>;
  compacting?(event: CompactingEvent, signal: AbortSignal): Promise<CompactingResult | void>;
  afterCompact?(event: AfterCompactEvent, signal: AbortSignal): Promise<void>;
  beforeTree?(event: TreePreparation, signal: AbortSignal): Promise<BeforeTreeResult | void>;
  beforeSwitch?(event: SwitchPreparation, signal: AbortSignal): Promise<BeforeSwitchResult | void>;
  afterTree?(event: TreeEvent, signal: AbortSignal): Promise<void>;
}
