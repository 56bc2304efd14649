/**
 * Agent messages and content blocks as the upstream session format stores them (compaction spec §1.4–1.6).
 * Plain JSON types: timestamps are epoch milliseconds, no classes, no behaviour.
 */

export type * from './content-blocks';
import type { AssistantBlock, ImageBlock, TextBlock, Usage, UserContent } from './content-blocks';

export type StopReason = 'stop' | 'length' | 'toolUse' | 'error' | 'aborted';

export interface UserMessage {
  role: 'user';
  content: UserContent;
  attribution?: string;
  synthetic?: boolean;
  steering?: boolean;
  providerPayload?: unknown;
  timestamp: number;
}

export interface DeveloperMessage {
  role: 'developer';
  content: UserContent;
  attribution?: string;
  providerPayload?: unknown;
  timestamp: number;
}

export interface AssistantMessage {
  role: 'assistant';
  content: AssistantBlock[];
  api?: string;
  provider?: string;
  model?: string;
  usage?: Usage;
  stopReason: StopReason;
  errorMessage?: string;
  errorStatus?: number;
  errorId?: string;
  providerPayload?: unknown;
  contextSnapshot?: Record<string, unknown>;
  retryRecovery?: unknown;
  responseId?: string;
  timestamp: number;
  duration?: number;
  ttft?: number;
  /** Set by the transcript rebuild on a turn whose tool calls were all dangling and removed. */
  strippedToolCalls?: number;
}

export interface ToolResultMessage {
  role: 'toolResult';
  toolCallId: string;
  toolName: string;
  content: (TextBlock | ImageBlock)[];
  details?: unknown;
  isError: boolean;
  attribution?: string;
  prunedAt?: number;
  useless?: boolean;
  providerMetadata?: unknown;
  timestamp: number;
}

export interface BashExecutionMessage {
  role: 'bashExecution';
  command: string;
  output: string;
  exitCode: number | null;
  cancelled: boolean;
  truncated: boolean;
  meta?: unknown;
  excludeFromContext?: boolean;
  timestamp: number;
}

export interface PythonExecutionMessage {
  role: 'pythonExecution';
  code: string;
  output: string;
  exitCode: number | null;
  cancelled: boolean;
  truncated: boolean;
  meta?: unknown;
  excludeFromContext?: boolean;
  timestamp: number;
}

export interface FileMentionMessage {
  role: 'fileMention';
  files: {
    path: string;
    content: string;
    lineCount?: number;
    byteSize?: number;
    skippedReason?: string;
    image?: ImageBlock;
  }[];
  timestamp: number;
}

/** Extension-injected message; legacy files call it `hookMessage` (migrated to `custom` on import). */
export interface CustomMessage {
  role: 'custom';
  customType: string;
  content: UserContent;
  display: boolean;
  details?: unknown;
  attribution?: string;
  timestamp: number;
}

/** Materialized from a `branch_summary` entry when context is rebuilt; never stored as a `message`. */
export interface BranchSummaryMessage {
  role: 'branchSummary';
  summary: string;
  fromId: string;
  timestamp: number;
}

/** Materialized from a `compaction` entry when context is rebuilt; never stored as a `message`. */
export interface CompactionSummaryMessage {
  role: 'compactionSummary';
  summary: string;
  shortSummary?: string;
  tokensBefore: number;
  tokensAfter?: number;
  method?: string;
  providerPayload?: unknown;
  blocks?: (TextBlock | ImageBlock)[];
  images?: ImageBlock[];
  warning?: string;
  /** Transcript modes: the compaction was reverted (its summary is shown, the context ignores it). */
  reverted?: boolean;
  timestamp: number;
}

/** Every role a stored `message` entry can carry. */
export type StoredMessage =
  | UserMessage
  | DeveloperMessage
  | AssistantMessage
  | ToolResultMessage
  | BashExecutionMessage
  | PythonExecutionMessage
  | FileMentionMessage
  | CustomMessage;

/** Every message the context rebuild can emit. */
export type AgentMessage = StoredMessage | BranchSummaryMessage | CompactionSummaryMessage;
