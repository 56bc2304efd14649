/**
 * Store events: rows of a session's event log that record what an in-memory agent would have mutated (leaf moves,
 * pruning, handoff, the agent configuration, dead-end warnings). They are not tree nodes; readers fold them in.
 */
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

/** The host's live system prompt and tools (core/session/agent-config.ts); the latest one is the session's. */
export interface AgentConfigSetEvent {
  type: 'agent_config_set';
  systemPrompt: string;
  tools: { name: string; description: string; parameters: Record<string, unknown> }[];
}

/**
 * A host undid a committed compaction (docs/host-control.md): every context rebuild ignores the compaction entry from
 * here on, and the `content_pruned` events its run appended (their seqs) no longer apply. Nothing is deleted.
 */
export interface CompactionRevertedEvent {
  type: 'compaction_reverted';
  compactionEntryId: string;
  /** The seqs of the pruning events of the reverted compaction's run, reverted with it. */
  restoredSeqs: number[];
  reason?: string;
}

/** Rows of the event log that are not tree nodes. */
export type StoreEvent =
  | LeafMovedEvent
  | ContentPrunedEvent
  | SessionHandedOffEvent
  | AgentConfigSetEvent
  | CompactionWarningEvent
  | CompactionRevertedEvent;
