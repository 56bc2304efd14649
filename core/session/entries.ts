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
  /**
   * Folded in by the store's readers from a `compaction_reverted` event (never stored on the entry): the context
   * rebuild then ignores this compaction, and the entries it summarized are back in the context.
   */
  reverted?: boolean;
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

export type {
  AgentConfigSetEvent,
  CompactionRevertedEvent,
  CompactionWarningEvent,
  ContentPrunedEvent,
  LeafMovedEvent,
  SessionHandedOffEvent,
  StoreEvent,
} from './store-events';

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
