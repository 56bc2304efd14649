/**
 * Activity: commit a handoff (compaction spec §8). The workflow chose the new session's id and entry ids (so a
 * retried attempt writes the same ones) and passes the document; this builds the new session's opening entries —
 * the active model, then the visible `custom_message` (`customType: "handoff"`) with the wrapped document — and
 * commits them with the old session's `session_handed_off` and the audit row in one transaction.
 */
import { HANDOFF_CUSTOM_TYPE, handoffMessageContent } from '../../core/compaction/handoff';
import { commitHandoffSession, type HandoffCommitOutcome } from '../../store/compaction-writes/commit-handoff';
import type { MethodAttempt } from '../../store/compaction-writes/record-compaction';
import { programOf, type CompactionDeps } from './deps';
import { workflowRun } from './workflow-run';

export interface CommitHandoffActivityInput {
  tenantId: string;
  sessionId: string;
  newSessionId: string;
  entryIds: { model: string; message: string };
  document: string;
  /** The active model (`provider/id`): the new session starts on it. */
  activeModel: string;
  snapshotLeafId: string;
  trigger: string;
  tokensBefore: number;
  tokensAfter: number;
  /** The summarizer that wrote the document and its prompt set. */
  model?: string;
  promptHash?: string;
  coreVersion: string;
  /** The handoff's attempt with the quality gate's record of its document (when the gate ran). */
  attempts?: MethodAttempt[];
}

export function createCommitHandoff(deps: CompactionDeps) {
  return async function commitHandoff(input: CommitHandoffActivityInput): Promise<HandoffCommitOutcome> {
    const { workflowId, runId } = workflowRun();
    const timestamp = new Date(deps.now()).toISOString();
    const entries = [
      { type: 'model_change', id: input.entryIds.model, timestamp, model: input.activeModel },
      {
        type: 'custom_message',
        id: input.entryIds.message,
        timestamp,
        customType: HANDOFF_CUSTOM_TYPE,
        content: handoffMessageContent(input.document, input.sessionId),
        display: true,
        details: { fromSessionId: input.sessionId },
      },
    ];
    return commitHandoffSession(deps.db, {
      tenantId: input.tenantId,
      sessionId: input.sessionId,
      newSessionId: input.newSessionId,
      entries,
      snapshotLeafId: input.snapshotLeafId,
      idempotencyKey: `handoff:${workflowId}:${runId}`,
      audit: {
        workflowId,
        runId,
        trigger: input.trigger,
        method: 'handoff',
        tokensBefore: input.tokensBefore,
        tokensAfter: input.tokensAfter,
        model: input.model,
        promptHash: input.promptHash,
        coreVersion: input.coreVersion,
        ...(input.attempts ? { attempts: input.attempts } : {}),
        ...programOf(deps),
      },
    });
  };
}
