/**
 * `compactor replay <sessionId>`: fetches the workflow history of every recorded compaction of the session from
 * Temporal and replays it with today's workflow code. Exits 1 when any history diverges (or cannot be fetched); a
 * history recorded by a branch the code has retired is reported as such, with the release that replays it.
 */
import type { Command } from 'commander';
import type * as CompactionsService from '../../service/compactions';
import type { ReplayOutcome } from '../../worker/replay';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack } from '../session-command';

export class ReplayDivergence extends Error {
  override readonly name = 'ReplayDivergence';
}

export function registerReplay(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('replay <sessionId>'))
    .description("replay every recorded compaction's workflow history with today's code; non-zero on divergence")
    .option('--json', 'print the outcomes as JSON')
    .action(async (sessionId: string, options: { tenant?: string; json?: boolean }) => {
      const { replayCompactions } = require('../../service/compactions') as typeof CompactionsService;
      const outcomes = await withStack(getConfig, options.tenant, (stack, tenantId) =>
        replayCompactions(serviceDeps(stack), { tenantId, sessionId }),
      );
      printResult(outcomes, Boolean(options.json), () => describe(outcomes));
      const diverged = outcomes.filter((o) => !o.ok && !o.retired);
      if (diverged.length > 0)
        throw new ReplayDivergence(`${diverged.length} of ${outcomes.length} histories diverged`);
    });
}

function describe(outcomes: ReplayOutcome[]): string {
  if (outcomes.length === 0) return 'no recorded compactions to replay';
  return outcomes.map(line).join('\n');
}

function line(o: ReplayOutcome): string {
  if (o.retired) {
    const { patch, program, release } = o.retired;
    const why = `recorded before patch ${patch} by a retired program; replayable with release ${release}`;
    return `retired   ${o.workflowId} ${o.runId}  ${why} (program ${program})`;
  }
  const error = o.error ? `  ${o.error.name}: ${o.error.message}` : '';
  return `${o.ok ? 'ok      ' : 'DIVERGED'}  ${o.workflowId} ${o.runId}${error}`;
}
