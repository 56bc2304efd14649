/**
 * `compactor replay <sessionId>`: fetches the workflow history of every recorded compaction of the session from
 * Temporal and replays it with today's workflow code. Exits 1 when any history diverges (or cannot be fetched).
 */
import type { Command } from 'commander';
import type { ReplayOutcome } from '../../worker/replay';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { tenantOption, withStack } from '../session-command';
import type * as ListCompactionsModule from '../../activities/db/compaction-reads/list-compactions';
import type * as BundleModule from '../../worker/bundle';
import type * as ReplayModule from '../../worker/replay';

export class ReplayDivergence extends Error {
  override readonly name = 'ReplayDivergence';
}

export function registerReplay(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('replay <sessionId>'))
    .description("replay every recorded compaction's workflow history with today's code; non-zero on divergence")
    .option('--json', 'print the outcomes as JSON')
    .action(async (sessionId: string, options: { tenant?: string; json?: boolean }) => {
      const { listCompactions } =
        require('../../activities/db/compaction-reads/list-compactions') as typeof ListCompactionsModule;
      const { workflowBundle } = require('../../worker/bundle') as typeof BundleModule;
      const { replayHistories } = require('../../worker/replay') as typeof ReplayModule;
      const outcomes = await withStack(getConfig, options.tenant, async (stack, tenantId) => {
        const rows = await listCompactions(stack.store.db, { tenantId, sessionId });
        const histories = await Promise.all(
          rows.map(async (r) => ({
            workflowId: r.workflowId,
            history: await stack.client.workflow.getHandle(r.workflowId, r.runId).fetchHistory(),
          })),
        );
        return histories.length ? replayHistories(await workflowBundle(), histories) : [];
      });
      printResult(outcomes, Boolean(options.json), () => describe(outcomes));
      const diverged = outcomes.filter((o) => !o.ok);
      if (diverged.length > 0)
        throw new ReplayDivergence(`${diverged.length} of ${outcomes.length} histories diverged`);
    });
}

function describe(outcomes: ReplayOutcome[]): string {
  if (outcomes.length === 0) return 'no recorded compactions to replay';
  return outcomes
    .map(
      (o) =>
        `${o.ok ? 'ok      ' : 'DIVERGED'}  ${o.workflowId} ${o.runId}${o.error ? `  ${o.error.name}: ${o.error.message}` : ''}`,
    )
    .join('\n');
}
