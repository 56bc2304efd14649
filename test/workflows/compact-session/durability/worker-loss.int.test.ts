import { and, eq } from 'drizzle-orm';
import { Context } from '@temporalio/activity';
import { Worker } from '@temporalio/worker';
import { withTenant } from '../../../../store/with-tenant';
import { sessionEvents } from '../../../../schema';
import { testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld, summarizerSettings } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { newTaskQueue, workflowBundle } from '../../../helpers/temporal';
import { DROP_WORKFLOW_SPANS } from '../../../../worker/trace-sinks';

const world = useCompactionWorld();
const T = 'tenant-k';

describe('compactSession when a worker goes away mid-summarization', () => {
  it('finishes on another worker with exactly one compaction', async () => {
    const sessionId = 'worker-loss';
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    const taskQueue = newTaskQueue();
    const real = testActivities(world.store.db, { llmSettings: summarizerSettings(world.fake) });
    let entered!: () => void;
    const summarizing = new Promise<void>((resolve) => (entered = resolve));
    const doomed = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      sinks: DROP_WORKFLOW_SPANS,
      shutdownGraceTime: '100 milliseconds',
      activities: {
        ...real,
        // Blocks until the worker shuts down: the shutdown cancels this attempt, which never completes.
        async summarizeCompaction() {
          entered();
          await Context.current().cancelled;
          throw new Error('unreachable');
        },
      },
    });
    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual' });
    const doomedRun = doomed.run();
    await summarizing;
    doomed.shutdown();
    await doomedRun;

    const survivor = await Worker.create({
      connection: world.env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      sinks: DROP_WORKFLOW_SPANS,
      activities: real,
    });
    const result = await survivor.runUntil(handle.result());

    expect(result.outcome).toBe('compacted');
    const stored = await withTenant(world.store.db, T, (tx) =>
      tx
        .select()
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction'))),
    );
    expect(stored.map((e) => e.entryId)).toEqual([result.compactionEntryId]);
  });
});
