/**
 * `compactor compact <sessionId>`: runs the compactSession workflow for one session and prints its result. On the
 * embedded stack the worker runs in this process; with TEMPORAL_ADDRESS the cluster's workers run it.
 */
import type { Command } from 'commander';
import type { StartCompactionRequest } from '../../service/compactions';
import type { CompactionTrigger } from '../../workflows/compaction-types';
import { parseModelRef } from '../../core/models/model-catalog';
import { COMPACTION_STRATEGIES } from '../../core/compaction/settings';
import { COMPACTION_TRIGGERS } from '../../core/compaction/trigger';
import { PROPOSAL_TTL_BOUNDS } from '../../core/session/proposal-ttl';
import { parseModelRef as parseSummaryModelRef } from '../../activities/llm/model-spec';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack } from '../session-command';
import { awaitProposal, printProposal } from './compact-proposal';
import type * as CompactionsService from '../../service/compactions';
import type * as TaskQueueModule from '../../worker/task-queue';

const TRIGGERS: readonly CompactionTrigger[] = COMPACTION_TRIGGERS;
const STRATEGIES = COMPACTION_STRATEGIES;

interface CompactOptions {
  tenant?: string;
  trigger: string;
  instructions?: string;
  model?: string;
  summaryModel?: string;
  strategy?: string;
  propose?: boolean;
  proposalTtl?: string;
  json?: boolean;
}

export function registerCompact(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('compact <sessionId>'))
    .description('compact a session now (default trigger: manual) and print the result')
    .option('--trigger <trigger>', `one of ${TRIGGERS.join(', ')}`, 'manual')
    .option('--instructions <text>', 'focus for the summary (implies an LLM summary)')
    .option('--model <provider/id>', "the session's active model (picks thresholds and the snapcompact shape)")
    .option(
      '--summary-model <provider/id>',
      "the summarizer tried first (then the session's model, COMPACTOR_SUMMARY_MODEL, the largest available)",
    )
    .option('--strategy <strategy>', `one of ${STRATEGIES.join(', ')} (off: no compaction, outcome skipped)`)
    .option('--propose', 'hold the result for `compactions approve` or `reject` and print it (trigger manual only)')
    .option(
      '--proposal-ttl <seconds>',
      `with --propose: seconds the proposal waits for a decision, ${PROPOSAL_TTL_BOUNDS.min}–${PROPOSAL_TTL_BOUNDS.max} ` +
        '(default: the proposals.ttlSeconds setting, else 86400)',
    )
    .option('--json', 'print the result as JSON')
    .action(async (sessionId: string, options: CompactOptions) => {
      const input = compactInput(options);
      const { compactionResult, startCompaction } = require('../../service/compactions') as typeof CompactionsService;
      const { requireWorkerPolling } = require('../../worker/task-queue') as typeof TaskQueueModule;
      const result = await withStack(getConfig, options.tenant, async (stack, tenantId) => {
        if (!stack.temporal.embedded) {
          await requireWorkerPolling({
            client: stack.client,
            address: stack.temporal.address,
            taskQueue: stack.taskQueue,
          });
        }
        const ids = { tenantId, sessionId };
        const started = await startCompaction(serviceDeps(stack), ids, input);
        const held = options.propose ? await awaitProposal(serviceDeps(stack), ids, started.id) : undefined;
        return held ?? compactionResult(serviceDeps(stack), ids, started.id);
      });
      if ('proposal' in result) return printProposal(sessionId, result, Boolean(options.json));
      const printed = {
        compactionEntryId: result.compactionEntryId ?? null,
        method: result.method ?? null,
        tokensBefore: result.tokensBefore,
        tokensAfter: result.tokensAfter ?? null,
        willRetry: result.willRetry,
        workflowId: result.workflowId,
        outcome: result.outcome,
        ...(result.reason ? { reason: result.reason } : {}),
        ...(result.warning ? { warning: result.warning } : {}),
        ...(result.handedOffTo ? { handedOffTo: result.handedOffTo } : {}),
        ...(result.progressGuard ? { progressGuard: result.progressGuard } : {}),
        ...(result.automaticContinuationBlocked ? { automaticContinuationBlocked: true } : {}),
      };
      printResult(printed, Boolean(options.json), () =>
        result.handedOffTo
          ? `handed off ${sessionId} to new session ${result.handedOffTo}: ${result.tokensBefore} → ${result.tokensAfter} tokens`
          : result.outcome === 'compacted'
            ? `compacted ${sessionId} with ${result.method}: ${result.tokensBefore} → ${result.tokensAfter} tokens (entry ${result.compactionEntryId})`
            : `${result.outcome} ${sessionId}${result.reason ? `: ${result.reason}` : ''}`,
      );
    });
}

function compactInput(options: CompactOptions): StartCompactionRequest {
  if (!TRIGGERS.includes(options.trigger as CompactionTrigger)) {
    throw new UsageError(`--trigger must be one of ${TRIGGERS.join(', ')}`);
  }
  if (options.strategy !== undefined && !(STRATEGIES as readonly string[]).includes(options.strategy)) {
    throw new UsageError(`--strategy must be one of ${STRATEGIES.join(', ')}`);
  }
  if (options.model !== undefined && !parseModelRef(options.model)) {
    throw new UsageError('--model must look like provider/id');
  }
  if (options.summaryModel !== undefined) {
    try {
      parseSummaryModelRef(options.summaryModel);
    } catch (error) {
      throw new UsageError(`--summary-model: ${(error as Error).message}`);
    }
  }
  if (options.propose && options.trigger !== 'manual') {
    throw new UsageError('--propose needs --trigger manual: a proposal is a compaction the host asked for');
  }
  const proposalTtlSeconds = proposalTtl(options);
  return {
    trigger: options.trigger as CompactionTrigger,
    ...(options.propose ? { mode: 'propose' as const } : {}),
    ...(proposalTtlSeconds !== undefined ? { proposalTtlSeconds } : {}),
    ...(options.instructions ? { instructions: options.instructions } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.summaryModel ? { summaryModel: options.summaryModel } : {}),
    ...(options.strategy ? { strategy: options.strategy as (typeof STRATEGIES)[number] } : {}),
  };
}

/** `--proposal-ttl`, checked against the bounds the API's `proposalTtlSeconds` has, before anything is opened. */
function proposalTtl(options: CompactOptions): number | undefined {
  if (options.proposalTtl === undefined) return undefined;
  if (!options.propose) throw new UsageError('--proposal-ttl needs --propose: only a proposal waits for a decision');
  const seconds = Number(options.proposalTtl);
  const { min, max } = PROPOSAL_TTL_BOUNDS;
  if (!/^\d+$/.test(options.proposalTtl) || seconds < min || seconds > max) {
    throw new UsageError(`--proposal-ttl must be a whole number of seconds from ${min} to ${max}`);
  }
  return seconds;
}
