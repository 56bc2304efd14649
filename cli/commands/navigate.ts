/**
 * `compactor navigate <sessionId> <entryId> [--summarize] [--instructions TEXT]`: moves the active leaf (a
 * `leaf_moved` event). With --summarize the abandoned branch is summarized first by the summarizeBranch workflow
 * (embedded stack: the worker runs in this process; with TEMPORAL_ADDRESS the cluster's workers run it) and the
 * summary entry becomes the leaf; a failed summary leaves the leaf where it was.
 */
import type { Command } from 'commander';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';
import type * as NavigateService from '../../service/navigate';
import type * as TaskQueueModule from '../../worker/task-queue';

interface NavigateOptions {
  tenant?: string;
  json?: boolean;
  summarize?: boolean;
  instructions?: string;
}

export function registerNavigate(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('navigate <sessionId> <entryId>'))
    .description('move the active leaf of a session to another entry (optionally summarizing the branch left)')
    .option('--summarize', 'summarize the abandoned branch into a branch_summary entry that becomes the leaf')
    .option('--instructions <text>', 'replaces the branch-summary prompt (implies --summarize)')
    .option('--json', 'print { moved, from, to, summaryEntryId?, cancelled? } as JSON')
    .action(async (sessionId: string, entryId: string, options: NavigateOptions) => {
      const summarize = options.summarize === true || options.instructions !== undefined;
      const result = summarize
        ? await navigateWithSummary(getConfig, sessionId, entryId, options)
        : await plainMove(getConfig, sessionId, entryId, options.tenant);
      printResult(result, Boolean(options.json), () => describe(result));
    });
}

type Printed = { moved: boolean; from: string | null; to: string | null; summaryEntryId?: string; cancelled?: boolean };

/** The plain move needs only the store: no Temporal, no worker. */
async function plainMove(getConfig: ConfigLoader, sessionId: string, entryId: string, tenant?: string) {
  const { moveLeaf } = require('../../store/session-store') as typeof SessionStoreModule;
  const result = await withStore(getConfig, tenant, (store, tenantId) =>
    moveLeaf(store.db, { tenantId, sessionId, to: entryId }),
  );
  return { moved: result.moved, from: result.from, to: result.to };
}

async function navigateWithSummary(getConfig: ConfigLoader, sessionId: string, entryId: string, o: NavigateOptions) {
  const { navigate } = require('../../service/navigate') as typeof NavigateService;
  const { requireWorkerPolling } = require('../../worker/task-queue') as typeof TaskQueueModule;
  const result = await withStack(getConfig, o.tenant, async (stack, tenantId) => {
    if (!stack.temporal.embedded) {
      await requireWorkerPolling({ client: stack.client, address: stack.temporal.address, taskQueue: stack.taskQueue });
    }
    return navigate(
      serviceDeps(stack),
      { tenantId, sessionId },
      { entryId, summarize: true, ...(o.instructions !== undefined ? { instructions: o.instructions } : {}) },
    );
  });
  const printed: Printed = { moved: result.moved, from: result.from, to: result.to };
  if (result.summaryEntryId) printed.summaryEntryId = result.summaryEntryId;
  if (result.cancelled) printed.cancelled = true;
  return printed;
}

function describe(result: Printed): string {
  if (result.cancelled) return `navigation cancelled by a hook; leaf stays at ${result.from}`;
  if (!result.moved) return `leaf already at ${result.to}`;
  const summary = result.summaryEntryId ? ` (branch summary ${result.summaryEntryId})` : '';
  return `leaf moved from ${result.from} to ${result.to}${summary}`;
}
