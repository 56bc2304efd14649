/**
 * GET /v1/schedule: the idle-sweep schedules that reach the key's tenant — the all-tenants one and the tenant's
 * own — read-only (state, next and recent sweeps); null where none exists. Operators change them with the CLI.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ScheduleNotFound } from '../../service/errors';
import { describeIdleSchedule, type IdleScheduleView } from '../../service/idle-schedule';
import type { RouteContext } from '../route-context';
import { COMMON, problems } from './responses';

const scheduleView = z
  .object({
    scheduleId: z.string(),
    tenantId: z.string().nullable().describe('the one tenant swept, or null for all tenants'),
    everyMs: z.number(),
    paused: z.boolean(),
    note: z.string().nullable(),
    overlap: z.string(),
    catchupWindowMs: z.number(),
    nextRuns: z.array(z.string()),
    recentRuns: z.array(z.object({ scheduledAt: z.string(), takenAt: z.string(), workflowId: z.string() })),
    running: z.array(z.string()).describe('workflow ids of sweeps running now'),
    actionsTaken: z.number(),
    skippedOverlap: z.number(),
  })
  .meta({ id: 'IdleSchedule' });

const schedulesSchema = z
  .object({ allTenants: scheduleView.nullable(), tenant: scheduleView.nullable() })
  .meta({ id: 'IdleSchedules' });

export const scheduleRoutes =
  ({ deps }: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/schedule',
      {
        schema: {
          tags: ['schedule'],
          summary: 'The idle-sweep schedules that reach this tenant (read-only)',
          operationId: 'getSchedule',
          response: { 200: schedulesSchema, ...problems(...COMMON) },
        },
      },
      async (request) => {
        const [allTenants, tenant] = await Promise.all([
          orNull(describeIdleSchedule(deps, undefined)),
          orNull(describeIdleSchedule(deps, request.tenantId)),
        ]);
        return { allTenants, tenant };
      },
    );
  };

function orNull(view: Promise<IdleScheduleView>): Promise<IdleScheduleView | null> {
  return view.catch((error: unknown) => {
    if (error instanceof ScheduleNotFound) return null;
    throw error;
  });
}
