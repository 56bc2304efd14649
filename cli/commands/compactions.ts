/**
 * `compactor compactions approve | reject | revert <sessionId> <compactionId>`: a host's decisions on one
 * compaction, as the API's `…/approve`, `…/reject` and `…/revert` take them (docs/host-control.md). A decision is a
 * workflow update of the waiting run, so approve and reject run on the stack (embedded: the worker runs in this
 * process); a revert is one store event and opens the store only. Refusals are the service's typed errors (exit 1).
 */
import type { Command } from 'commander';
import type { ConfigLoader } from '../config-loader';
import { UsageError } from '../errors';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack, withStore } from '../session-command';
import type { Stack } from '../../worker/stack';
import type * as ProposalsService from '../../service/compaction-proposals';
import type * as RevertService from '../../service/compaction-revert';
import type * as TaskQueueModule from '../../worker/task-queue';

/** Who decided, on the audit row: the API records the key's id; a CLI decision has no key. */
export const CLI_DECIDER = 'cli';

interface DecisionOptions {
  tenant?: string;
  reason?: string;
  json?: boolean;
}

export function registerCompactions(program: Command, getConfig: ConfigLoader): void {
  const group = program.command('compactions').description('decide and undo compactions of a session');
  tenantOption(group.command('approve <sessionId> <compactionId>'))
    .description('commit what a proposed compaction (compact --propose) holds')
    .option('--reason <text>', 'why it was approved (kept on the audit row)')
    .option('--json', 'print { id, outcome, compactionEntryId } as JSON')
    .action((sessionId: string, runId: string, options: DecisionOptions) =>
      decide(getConfig, { sessionId, runId, kind: 'approve', options }),
    );
  tenantOption(group.command('reject <sessionId> <compactionId>'))
    .description('discard what a proposed compaction holds; the session stays as it is')
    .requiredOption('--reason <text>', 'why it was rejected (kept on the audit row)')
    .option('--json', 'print { id, outcome, reason } as JSON')
    .action((sessionId: string, runId: string, options: DecisionOptions) =>
      decide(getConfig, { sessionId, runId, kind: 'reject', options }),
    );
  tenantOption(group.command('revert <sessionId> <compactionId>'))
    .description('undo a committed compaction: the entries it summarized are back in the context')
    .option('--reason <text>', 'why it was reverted')
    .option('--json', 'print { id, compactionEntryId, restoredSeqs, seq, revertedAt } as JSON')
    .action((sessionId: string, runId: string, options: DecisionOptions) =>
      revert(getConfig, sessionId, runId, options),
    );
}

async function decide(
  getConfig: ConfigLoader,
  request: { sessionId: string; runId: string; kind: 'approve' | 'reject'; options: DecisionOptions },
): Promise<void> {
  const { sessionId, runId, kind, options } = request;
  const reason = checkedReason(options.reason);
  const service = require('../../service/compaction-proposals') as typeof ProposalsService;
  const decided = await withStack(getConfig, options.tenant, async (stack, tenantId) => {
    await workersPolling(stack);
    const decision = { by: CLI_DECIDER, ...(reason !== undefined ? { reason } : {}) };
    const decideOn = kind === 'approve' ? service.approveProposal : service.rejectProposal;
    return decideOn(serviceDeps(stack), { tenantId, sessionId }, runId, decision);
  });
  const printed = { id: runId, ...decided };
  printResult(printed, Boolean(options.json), () =>
    decided.outcome === 'compacted'
      ? `approved compaction ${runId} of ${sessionId}: committed entry ${decided.compactionEntryId}`
      : `rejected compaction ${runId} of ${sessionId}: ${decided.reason ?? reason}`,
  );
}

async function revert(getConfig: ConfigLoader, sessionId: string, runId: string, options: DecisionOptions) {
  const reason = checkedReason(options.reason);
  const { revertCompaction } = require('../../service/compaction-revert') as typeof RevertService;
  const reverted = await withStore(getConfig, options.tenant, (store, tenantId) =>
    revertCompaction({ db: store.db }, { tenantId, sessionId }, runId, reason),
  );
  const restored = reverted.restoredSeqs.length;
  printResult(reverted, Boolean(options.json), () =>
    [
      `reverted compaction ${runId} of ${sessionId} (entry ${reverted.compactionEntryId})`,
      restored > 0 ? `, ${restored} pruning event${restored === 1 ? '' : 's'} with it` : '',
    ].join(''),
  );
}

/** A reason given must say something: an empty one would read on the audit row as a decision without a reason. */
function checkedReason(reason: string | undefined): string | undefined {
  if (reason !== undefined && reason.trim() === '') throw new UsageError('--reason must not be empty');
  return reason;
}

async function workersPolling(stack: Stack): Promise<void> {
  if (stack.temporal.embedded) return;
  const { requireWorkerPolling } = require('../../worker/task-queue') as typeof TaskQueueModule;
  await requireWorkerPolling({ client: stack.client, address: stack.temporal.address, taskQueue: stack.taskQueue });
}
