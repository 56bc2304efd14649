/**
 * Activity `summarizeBranchEntries` (compaction spec §9.2): reads the entries the workflow packed, turns them into
 * the summarizer's messages (a compaction becomes its summary message), accumulates file operations from the
 * earlier branch summaries of the span and the packed assistants' tool calls, asks the first usable summarizer
 * candidate (spec §6.7; an auth failure moves to the next) and appends the cumulative `<files>` tag. Returns the summary text and its file lists (never the transcript).
 */
import { Context } from '@temporalio/activity';
import {
  computeFileLists,
  createFileOperations,
  extractFileOperations,
  serializeConversationForSummary,
  upsertFileOperations,
  type AgentMessage,
  type FileOperations,
  type FileOpsDetails,
  type SessionEntry,
} from '../../core';
import { entryMessage } from '../../core/session/entry-message';
import { readEntries } from '../../store/session-store';
import { summarizeBranch } from '../llm';
import { NO_BRANCH_CONTENT } from '../llm/summarize-branch';
import { branchSummarizers } from './branch-summarizers';
import type { CompactionDeps } from './deps';
import { heartbeatWhile } from '../heartbeat-while';
import { withCandidates } from './summarizer-fallback';

export interface SummarizeBranchInput {
  tenantId: string;
  sessionId: string;
  /** The packed entries, oldest first. */
  entryIds: string[];
  /** Earlier branch summaries of the abandoned span, whose file lists carry over. */
  summaryIds: string[];
  instructions?: string;
  model?: string;
}

export interface BranchSummaryOutcome {
  summary: string;
  details: FileOpsDetails;
  model: string;
  /** Candidates passed over for failed authentication, when any were (the workflow does not read it). */
  warning?: string;
}

/** Heartbeats while the provider call is in flight, so a lost worker is noticed long before the call's timeout. */
const HEARTBEAT_MS = 5_000;

export function createSummarizeBranchEntries(deps: CompactionDeps) {
  return {
    async summarizeBranchEntries(input: SummarizeBranchInput): Promise<BranchSummaryOutcome> {
      const context = Context.current();
      const ids = { tenantId: input.tenantId, sessionId: input.sessionId };
      const entries = await readEntries(deps.db, { ...ids, ids: input.entryIds });
      const earlier = await readEntries(deps.db, { ...ids, ids: input.summaryIds });
      const messages = entries.flatMap((e) => summarizerMessage(e) ?? []);
      const ops = extractFileOperations(messages, carriedFileOperations(earlier));
      return heartbeatWhile(context, HEARTBEAT_MS, async () => {
        const job = {
          conversation: messages.length ? serializeConversationForSummary(messages) : '',
          ...(input.instructions !== undefined ? { customInstructions: input.instructions } : {}),
          signal: context.cancellationSignal,
        };
        // Nothing to summarize needs no model (and no credentials).
        if (job.conversation === '') {
          return { summary: upsertFileOperations(NO_BRANCH_CONTENT, ops), details: computeFileLists(ops), model: '' };
        }
        // An authentication failure moves to the next candidate (spec §6.7), as for the compaction summary.
        const candidates = await branchSummarizers(deps, input);
        const result = await withCandidates(candidates, async (summarizer) => ({
          ...(await summarizeBranch(summarizer, job)),
          warning: undefined as string | undefined,
        }));
        const summary = upsertFileOperations(result.text, ops);
        const warning = result.warning ? { warning: result.warning } : {};
        return { summary, details: computeFileLists(ops), model: result.model, ...warning };
      });
    },
  };
}

/**
 * What the summarizer reads for an entry: its context message, or for a compaction its summary message; nothing for
 * a reverted compaction (reverted after the index was read: the entries it summarized are read instead).
 */
function summarizerMessage(entry: SessionEntry): AgentMessage | undefined {
  if (entry.type !== 'compaction') return entryMessage(entry, 'llm');
  if (entry.reverted === true) return undefined;
  return {
    role: 'compactionSummary',
    summary: entry.summary,
    tokensBefore: entry.tokensBefore,
    timestamp: Date.parse(entry.timestamp),
  } as AgentMessage;
}

/** The union of the file lists of pi-generated branch summaries (extension-written details are not ours to trust). */
function carriedFileOperations(summaries: readonly SessionEntry[]): FileOperations {
  const ops = createFileOperations();
  for (const entry of summaries) {
    if (entry.type !== 'branch_summary' || entry.fromExtension === true) continue;
    const details = entry.details as Partial<FileOpsDetails> | undefined;
    for (const path of Array.isArray(details?.readFiles) ? details.readFiles : []) ops.read.add(path);
    for (const path of Array.isArray(details?.modifiedFiles) ? details.modifiedFiles : []) ops.edited.add(path);
  }
  return ops;
}
