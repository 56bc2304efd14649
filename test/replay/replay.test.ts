import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPayloadConverter } from '@temporalio/common';
import type { Db } from '../../store/database';
import { ACTIVITY_INPUTS, contractProblem } from '../../activities/compaction/contracts';
import { parseHistory, replayHistories, retiredBranchOf } from '../../worker/replay';
import { testActivities } from '../helpers/activities';
import { archivedBundle, fileSha256, programIndex } from '../helpers/archived-programs';
import { workflowBundle } from '../helpers/temporal';

const dir = path.join(__dirname, 'histories');
const recorded = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: readFileSync(path.join(dir, file), 'utf8') }));
const index = programIndex();
const current = recorded.filter((r) => index.replayedBy[r.file] === undefined);
const retired = recorded
  .filter((r) => index.replayedBy[r.file] !== undefined)
  .map((r) => ({ ...r, id: index.replayedBy[r.file]!, program: index.programs[index.replayedBy[r.file]!]! }));

describe('replay of committed workflow histories with today’s workflow code', () => {
  it('has histories to replay', () => {
    expect(current.map((r) => r.file)).toContain('smoke.json');
  });

  it.each(current)('replays $file without divergence', async ({ file, json }) => {
    const outcomes = await replayHistories(await workflowBundle(), [{ workflowId: file, history: parseHistory(json) }]);
    expect(outcomes).toEqual([{ workflowId: file, runId: expect.any(String), ok: true }]);
  });

  it.each(recorded)(
    'hands today’s activities inputs they accept: every activity input recorded in $file',
    ({ json }) => {
      const events = parseHistory(json).events ?? [];
      const scheduled = events.flatMap((e) => {
        const a = e.activityTaskScheduledEventAttributes;
        return a?.activityType?.name ? [{ name: a.activityType.name, payloads: a.input?.payloads ?? [] }] : [];
      });
      // A run whose activities were all local (a claimed speculation's) records no inputs, only their markers.
      const local = events.filter((e) => e.markerRecordedEventAttributes?.markerName === 'core_local_activity');
      expect(scheduled.length + local.length).toBeGreaterThan(0);
      const problems = scheduled.flatMap(({ name, payloads }) => {
        const args = payloads.map((p) => defaultPayloadConverter.fromPayload(p));
        const problem = contractProblem(name, args[0]);
        return problem ? [problem] : [];
      });
      expect(problems).toEqual([]);
    },
  );

  it('has a contract for every activity a worker registers', () => {
    const registered = Object.keys(testActivities({} as Db)).sort();
    expect(Object.keys(ACTIVITY_INPUTS).sort()).toEqual(registered);
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

describe('replay of the histories of retired branches with the release that recorded them', () => {
  it('names an archived program for every retired history, and every archived program is the file it was', () => {
    expect(retired.map((r) => r.file)).toEqual(['compaction-pre-range.json', 'compaction.json']);
    for (const program of Object.values(index.programs)) expect(fileSha256(program)).toBe(program.sha256);
  });

  it.each(retired)('replays $file with its archived program $id', async ({ file, json, program }) => {
    const history = parseHistory(json);
    const outcomes = await replayHistories(archivedBundle(program), [{ workflowId: file, history }]);
    expect(outcomes).toEqual([{ workflowId: file, runId: expect.any(String), ok: true }]);
  });

  it.each(retired)('$file no longer replays with today’s code, and says which release does', async (r) => {
    const history = parseHistory(r.json);
    const [outcome] = await replayHistories(await workflowBundle(), [{ workflowId: r.file, history }]);
    expect(outcome).toMatchObject({ ok: false, error: { name: 'DeterminismViolationError' } });
    expect(retiredBranchOf(history)).toEqual({
      patch: r.program.retired[0],
      program: r.id,
      release: r.program.release,
    });
  });
});
