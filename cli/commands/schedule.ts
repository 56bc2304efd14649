/** `compactor schedule create|describe|pause|unpause|trigger|delete`: the Temporal Schedule of the idle sweep. */
import type { Command } from 'commander';
import type * as ScheduleService from '../../service/idle-schedule';
import type * as ConfigModule from '../../worker/config';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { runOnStack } from '../session-command';

type Options = { tenant?: string; json?: boolean };

const DURATION = /^[1-9]\d*(ms|s|m|h|d)$/;

export function registerSchedule(program: Command, getConfig: ConfigLoader): void {
  const schedule = program.command('schedule').description('the Temporal Schedule that sweeps idle sessions');
  schedule
    .command('create')
    .description('create the idle-sweep schedule (all tenants, or one with --tenant)')
    .option('--every <duration>', 'interval between sweeps, e.g. 30s, 5m, 1h', '1m')
    .option('--tenant <tenant>', 'sweep only this tenant')
    .option('--if-absent', 'succeed without changes when the schedule exists (deployments run create on every start)')
    .option('--json', 'print the schedule as JSON')
    .action(async (options: Options & { every: string; ifAbsent?: boolean }) => {
      if (!DURATION.test(options.every)) throw new UsageError(`--every must look like 30s, 5m or 1h: ${options.every}`);
      const tenantId = checkTenant(options.tenant);
      const { view, created } = await onStack(getConfig, async (service, deps) => {
        const request = { every: options.every, ...(tenantId ? { tenantId } : {}) };
        const made = await service.createIdleSchedule(deps, request).catch((error: unknown) => {
          if (options.ifAbsent && error instanceof Error && error.name === 'ScheduleExists') return undefined;
          throw error;
        });
        return { view: made ?? (await service.describeIdleSchedule(deps, tenantId)), created: made !== undefined };
      });
      printResult(view, Boolean(options.json), () =>
        created ? `created schedule ${view.scheduleId} (every ${options.every})` : `schedule ${view.scheduleId} exists`,
      );
    });
  schedule
    .command('describe')
    .description('state of the idle-sweep schedule: paused, next and recent sweeps')
    .option('--tenant <tenant>', 'the schedule of this tenant')
    .option('--json', 'print the schedule as JSON')
    .action(async (options: Options) => {
      const tenantId = checkTenant(options.tenant);
      const view = await onStack(getConfig, (service, deps) => service.describeIdleSchedule(deps, tenantId));
      printResult(view, Boolean(options.json), () =>
        [
          `${view.scheduleId}: ${view.paused ? 'paused' : 'active'}, every ${view.everyMs / 1000}s, overlap ${view.overlap}`,
          `next: ${view.nextRuns[0] ?? '-'}; sweeps taken: ${view.actionsTaken}; running: ${view.running.length}`,
        ].join('\n'),
      );
    });
  for (const command of ['pause', 'unpause', 'trigger', 'delete'] as const) {
    schedule
      .command(command)
      .description(`${command} the idle-sweep schedule`)
      .option('--tenant <tenant>', 'the schedule of this tenant')
      .option('--json', 'print the result as JSON')
      .action(async (options: Options) => {
        const tenantId = checkTenant(options.tenant);
        const scheduleId = await onStack(getConfig, (service, deps) =>
          service.controlIdleSchedule(deps, command, tenantId),
        );
        printResult({ scheduleId, done: command }, Boolean(options.json), () => `${command}: ${scheduleId}`);
      });
  }
}

function checkTenant(tenant: string | undefined): string | undefined {
  if (tenant === undefined) return undefined;
  const { TenantId } = require('../../worker/config') as typeof ConfigModule;
  const parsed = TenantId.safeParse(tenant);
  if (!parsed.success) throw new UsageError(`--tenant ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return tenant;
}

function onStack<T>(
  getConfig: ConfigLoader,
  fn: (service: typeof ScheduleService, deps: ScheduleService.ScheduleDeps) => Promise<T>,
): Promise<T> {
  const service = require('../../service/idle-schedule') as typeof ScheduleService;
  return runOnStack(getConfig(), (stack) => fn(service, { client: stack.client, taskQueue: stack.taskQueue }));
}
