/**
 * The summarizeBranch workflow's input, result and id. Its id lives in its own space per tenant + session
 * (`branch-summary:…`), not the compaction's: a navigation and a compaction of the same session may run side by
 * side, and the store's expected-leaf check decides between them — whichever commits second finds the leaf moved
 * (the navigation fails with a typed StreamConflict and writes nothing; a compaction ends `superseded`). Two
 * navigations of one session never run at once: a second start while one runs is rejected by Temporal.
 */
export interface SummarizeBranchInput {
  tenantId: string;
  sessionId: string;
  /** The entry to navigate to. */
  targetId: string;
  /** Replace the branch-summary prompt (spec §9.2: no focus appending). */
  instructions?: string;
  /** The summarizer model (`provider/id`); default: the worker's COMPACTOR_SUMMARY_MODEL. */
  model?: string;
  /** Reserve subtracted from the summarizer's context window (default 16,384). */
  reserveTokens?: number;
  /**
   * False: a plain navigation (no summary asked for) that runs only the tree hooks around the leaf move, which goes
   * to the target itself (navigation-plain-hooks). Absent: summarize.
   */
  summarize?: boolean;
}

export type NavigationOutcome = 'navigated' | 'unchanged' | 'cancelled';

export interface SummarizeBranchResult {
  outcome: NavigationOutcome;
  from: string | null;
  /** The active leaf afterwards: the summary entry when one was written. */
  leafId: string | null;
  summaryEntryId?: string;
  /** Entries abandoned, and how many of them the summarizer read (packed into its budget). */
  abandoned: number;
  summarized: number;
  /** The summary came from a before-tree hook (no provider call). */
  fromExtension: boolean;
  lastSeq?: number;
}

export const branchSummaryWorkflowId = (tenantId: string, sessionId: string): string =>
  `branch-summary:${tenantId}:${sessionId}`;

/** A bound on a navigation run (one summarizer call with its retries). */
export const BRANCH_SUMMARY_EXECUTION_TIMEOUT = '1 hour';

export function branchSummaryStartOptions(input: SummarizeBranchInput, taskQueue: string) {
  return {
    taskQueue,
    workflowId: branchSummaryWorkflowId(input.tenantId, input.sessionId),
    workflowExecutionTimeout: BRANCH_SUMMARY_EXECUTION_TIMEOUT,
    args: [input] as [SummarizeBranchInput],
  };
}
