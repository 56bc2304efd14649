/**
 * Recordings of proposals (patch compaction-proposal-approval) for the replay archive: a manual compaction of the
 * example session started with mode propose, held until it is proposed, then approved or rejected through the
 * workflow update the API sends.
 */
import { importSession } from '../store/session-store';
import { fileLines } from '../cli/commands/ingest';
import { compactSession } from '../workflows';
import {
  approveProposalUpdate,
  compactionProgressQuery,
  compactionStartOptions,
  compactionWorkflowId,
  rejectProposalUpdate,
} from '../workflows/compaction-types';
import type { startStack } from '../worker/stack';

type Stack = Awaited<ReturnType<typeof startStack>>;

async function decidedExample(stack: Stack, example: string, verb: 'approve' | 'reject'): Promise<string> {
  const sessionId = `replay-proposal-${verb}`;
  const ids = { tenantId: 'replay', sessionId };
  const { lines, close } = fileLines(example);
  await importSession(stack.store.db, { ...ids, lines }).finally(close);
  const input = {
    ...ids,
    trigger: 'manual' as const,
    model: 'anthropic/claude-opus-4-5',
    proposal: { ttlSeconds: 3600 },
  };
  const handle = await stack.client.workflow.start(compactSession, compactionStartOptions(input, stack.taskQueue));
  for (let i = 0; (await handle.query(compactionProgressQuery)).phase !== 'proposed'; i++) {
    if (i > 600) throw new Error('the proposal was never held');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const update = verb === 'approve' ? approveProposalUpdate : rejectProposalUpdate;
  await handle.executeUpdate(update, { args: [{ by: 'replay-key', reason: `${verb}d for the archive` }] });
  await handle.result();
  return compactionWorkflowId(ids.tenantId, ids.sessionId);
}

export const proposalRecorders = (example: string): Record<string, (stack: Stack) => Promise<string>> => ({
  /** Issue 29: a proposal approved: parked, the approve update, then the commit. */
  'proposal-approved': (stack) => decidedExample(stack, example, 'approve'),
  /** Issue 29: a proposal rejected with a reason: parked, the reject update, no commit. */
  'proposal-rejected': (stack) => decidedExample(stack, example, 'reject'),
});
