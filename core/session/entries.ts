/**
 * Session entries (compaction spec §1.3) and the store events that replace upstream's in-place mutations
 * (docs/architecture.md, "Events"). Entries form the session tree through `parentId`; store events are not tree nodes.
 */
import type { ImageBlock, StoredMessage, TextBlock } from './messages';

interface EntryBase {
  id: string;
  parentId: string | null;
  /** ISO-8601 time the entry was written. */
  timestamp: string;
}

/** File lists persisted by pi-generated compactions and branch summaries so the next pass accumulates. */
export interface FileOpsDetails {
  readFiles: string[];
  modifiedFiles: string[];
}

export type CompactionMethod = 'remote' | 'snapcompact' | 'handoff' | 'soft' | 'shake' | 'context-full' | 'native';

export interface MessageEntry extends EntryBase {
  type: 'message';
  message: StoredMessage;
}

export interface ThinkingLevelChangeEntry extends EntryBase {
  type: 'thinking_level_change';
  thinkingLevel?: string | null;
  configured?: string | null;
}

export interface ModelChangeEntry extends EntryBase {
  type: 'model_change';
  /** `provider/modelId`; absent on legacy v1 entries, which carry `provider` and `modelId` instead. */
  model?: string;
  role?: string;
  provider?: string;
  modelId?: string;
}

export interface ServiceTierChangeEntry extends EntryBase {
  type: 'service_tier_change';
  serviceTier: Record<string, string> | null;
}

export interface CompactionEntry extends EntryBase {
  type: 'compaction';
  summary: string;
  shortSummary?: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  tokensAfter?: number;
  method?: CompactionMethod;
  details?: FileOpsDetails | Record<string, unknown>;
  preserveData?: Record<string, unknown>;
  fromExtension?: boolean;
  warning?: string;
}

export interface BranchSummaryEntry extends EntryBase {
  type: 'branch_summary';
  fromId: string;
  summary: string;
  details?: FileOpsDetails | Record<string, unknown>;
  fromExtension?: boolean;
}

export interface CustomMessageEntry extends EntryBase {
  type: 'custom_message';
  customType: string;
  content: string | (TextBlock | ImageBlock)[];
  details?: unknown;
  display: boolean;
  attribution?: string;
}

export interface CustomEntry extends EntryBase {
  type: 'custom';
  customType: string;
  data?: unknown;
}

export interface LabelEntry extends EntryBase {
  type: 'label';
  targetId: string;
  /** Empty or absent clears the label. */
  label?: string;
}

export interface TitleChangeEntry extends EntryBase {
  type: 'title_change';
  title: string;
  previousTitle?: string;
  source: 'auto' | 'user';
  trigger?: string;
}

export interface TtsrInjectionEntry extends EntryBase {
  type: 'ttsr_injection';
  injectedRules: string[];
}

export interface SessionInitEntry extends EntryBase {
  type: 'session_init';
  systemPrompt: string;
  task: string;
  tools: string[];
  outputSchema?: unknown;
}

export interface ModeChangeEntry extends EntryBase {
  type: 'mode_change';
  mode: string;
  data?: unknown;
}

export interface CredentialPinEntry extends EntryBase {
  type: 'credential_pin';
  provider: string;
  hash: string;
}

/** Written by `/clear`: the LLM context starts after the latest one. */
export interface ResetBoundaryEntry extends EntryBase {
  type: 'reset_boundary';
}

/** A node of the session tree. */
export type SessionEntry =
  | MessageEntry
  | ThinkingLevelChangeEntry
  | ModelChangeEntry
  | ServiceTierChangeEntry
  | CompactionEntry
  | BranchSummaryEntry
  | CustomMessageEntry
  | CustomEntry
  | LabelEntry
  | TitleChangeEntry
  | TtsrInjectionEntry
  | SessionInitEntry
  | ModeChangeEntry
  | CredentialPinEntry
  | ResetBoundaryEntry;

export type SessionEntryType = SessionEntry['type'];

/** The active leaf moved (tree navigation, a dropped failed turn). `to` null = the next append starts a new root. */
export interface LeafMovedEvent {
  type: 'leaf_moved';
  from: string | null;
  to: string | null;
  reason: 'navigate' | 'drop-failed-turn' | 'branch-summary' | 'restore';
}

/** A tool result's content was blanked by pruning; the original stays in its own event. */
export interface ContentPrunedEvent {
  type: 'content_pruned';
  targetId: string;
  placeholder: string;
  reason: 'age' | 'superseded' | 'useless' | 'rescue';
  tokens: number;
  prunedAt: number;
}

/** The session continued in a new session (handoff). */
export interface SessionHandedOffEvent {
  type: 'session_handed_off';
  toSessionId: string;
  compactionWorkflowId?: string;
}

/**
 * A dead end of the progress guard (compaction spec §3.9 steps 9 and 11): its warning, stamped on the latest
 * compaction entry of the branch when there is one (readers fold it into that entry's `warning`; the entry itself
 * is never edited), and the turn it happened on, which parks later automatic runs on that turn (§3.4, §3.5).
 */
export interface CompactionWarningEvent {
  type: 'compaction_warning';
  /** Absent when the branch has no compaction yet: the event then only parks the turn. */
  compactionEntryId?: string;
  warning: string;
  /** The turn-start entry of the oversized turn (see core/compaction/dead-end-parking.ts). */
  turnStartId: string;
}

/** Rows of the event log that are not tree nodes. */
/** The host's live system prompt and tools (core/session/agent-config.ts); the latest one is the session's. */
export interface AgentConfigSetEvent {
  type: 'agent_config_set';
  systemPrompt: string;
  tools: { name: string; description: string; parameters: Record<string, unknown> }[];
}

export type StoreEvent =
  LeafMovedEvent | ContentPrunedEvent | SessionHandedOffEvent | AgentConfigSetEvent | CompactionWarningEvent;

/** Upstream file header (line after the optional title slot). */
export interface SessionHeader {
  type: 'session';
  version?: number;
  id: string;
  timestamp: string;
  cwd?: string;
  title?: string;
  parentSession?: string;
  [key: string]: unknown;
}
