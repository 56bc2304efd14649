/**
 * `compactor compact <sessionId>`: runs the compactSession workflow for one session and prints its result. On the
 * embedded stack the worker runs in this process; with TEMPORAL_ADDRESS the cluster's workers run it.
 */
import type { Command } from 'commander';
import { compactionResult, startCompaction, type StartCompactionRequest } from '../../service/compactions';
import type { CompactionTrigger } from '../../workflows/compaction-types';
import { parseModelRef } from '../../core/models/model-catalog';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack } from '../session-command';

const TRIGGERS: readonly CompactionTrigger[] = ['manual', 'overflow', 'incomplete', 'threshold', 'idle'];
const STRATEGIES = ['context-full', 'snapcompact'] as const;

interface CompactOptions {
  tenant?: string;
  trigger: string;
  instructions?: string;
  model?: string;
  summaryModel?: string;
  strategy?: string;
  json?: boolean;
}

export function registerCompact(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('compact <sessionId>'))
    .description('compact a session now (default trigger: manual) and print the result')
    .option('--trigger <trigger>', `one of ${TRIGGERS.join(', ')}`, 'manual')
    .option('--instructions <text>', 'focus for the summary (implies an LLM summary)')
    .option('--model <provider/id>', "the session's active model (picks thresholds and the snapcompact shape)")
    .option('--summary-model <provider/id>', 'the summarizer model (default: COMPACTOR_SUMMARY_MODEL)')
    .option('--strategy <strategy>', `one of ${STRATEGIES.join(', ')}`)
    .option('--json', 'print the result as JSON')
    .action(async (sessionId: string, options: CompactOptions) => {
      const input = compactInput(options);
      const result = await withStack(getConfig, options.tenant, async (stack, tenantId) => {
        const ids = { tenantId, sessionId };
        const started = await startCompaction(serviceDeps(stack), ids, input);
        return compactionResult(serviceDeps(stack), ids, started.id);
      });
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
      };
      printResult(printed, Boolean(options.json), () =>
        result.outcome === 'compacted'
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
  for (const [flag, value] of [
    ['--model', options.model],
    ['--summary-model', options.summaryModel],
  ] as const) {
    if (value !== undefined && !parseModelRef(value)) throw new UsageError(`${flag} must look like provider/id`);
  }
  return {
    trigger: options.trigger as CompactionTrigger,
    ...(options.instructions ? { instructions: options.instructions } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.summaryModel ? { summaryModel: options.summaryModel } : {}),
    ...(options.strategy ? { strategy: options.strategy as (typeof STRATEGIES)[number] } : {}),
  };
}
