import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHistory, replayHistories } from '../../worker/replay';
import { workflowBundle } from '../helpers/temporal';

const dir = path.join(__dirname, 'histories');
const recorded = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: readFileSync(path.join(dir, file), 'utf8') }));

describe('replay of committed workflow histories with today’s workflow code', () => {
  it('has histories to replay', () => {
    expect(recorded.map((r) => r.file)).toContain('smoke.json');
  });

  it.each(recorded)('replays $file without divergence', async ({ file, json }) => {
    const outcomes = await replayHistories(await workflowBundle(), [{ workflowId: file, history: parseHistory(json) }]);
    expect(outcomes).toEqual([{ workflowId: file, runId: expect.any(String), ok: true }]);
  });

  it('reports a divergence when the code issues a different command than the history recorded', async () => {
    const history = JSON.parse(recorded.find((r) => r.file === 'smoke.json')!.json);
    const scheduled = history.events.find((e: { eventType: string }) =>
      e.eventType.endsWith('ACTIVITY_TASK_SCHEDULED'),
    );
    const completedId = scheduled.activityTaskScheduledEventAttributes.workflowTaskCompletedEventId;
    delete scheduled.activityTaskScheduledEventAttributes;
    scheduled.eventType = 'EVENT_TYPE_TIMER_STARTED';
    scheduled.timerStartedEventAttributes = {
      timerId: '1',
      startToFireTimeout: '1s',
      workflowTaskCompletedEventId: completedId,
    };

    const outcomes = await replayHistories(await workflowBundle(), [
      { workflowId: 'tampered', history: parseHistory(JSON.stringify(history)) },
    ]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({
      workflowId: 'tampered',
      ok: false,
      error: { name: 'DeterminismViolationError' },
    });
  });
});
