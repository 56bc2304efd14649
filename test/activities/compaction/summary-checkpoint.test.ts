import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { startCheckpointing, type CheckpointStore } from '../../../activities/compaction/summary-checkpoint';
import type { SummaryResult } from '../../../activities/llm';

const result = (text: string): SummaryResult => ({
  text,
  model: 'anthropic/m',
  promptHash: 'h',
  usage: { input: 1, output: 1 } as unknown as SummaryResult['usage'],
  calls: 1,
});

function memoryStore(): CheckpointStore & { saved: Record<string, unknown> } {
  const saved: Record<string, unknown> = {};
  return {
    saved,
    load: async () => ({ ...saved }),
    save: async (step, r) => void (saved[step] ??= r),
  };
}

/** Runs `steps` as one attempt of an activity; returns the calls it made and the heartbeats it sent. */
async function attempt(store: CheckpointStore | undefined, heartbeatDetails?: unknown) {
  const env = new MockActivityEnvironment(heartbeatDetails === undefined ? {} : { heartbeatDetails });
  const beats: unknown[] = [];
  env.on('heartbeat', (details: unknown) => beats.push(details));
  const called: string[] = [];
  const texts = await env.run(async () => {
    const checkpoint = await startCheckpointing(Context.current(), store, 60_000);
    try {
      const call = (step: 'history' | 'prefix' | 'short') => () => {
        called.push(step);
        return Promise.resolve(result(`${step} text`));
      };
      const history = await checkpoint.once('history', call('history'));
      const short = await checkpoint.once('short', call('short'));
      return [history.text, short.text];
    } finally {
      checkpoint.stop();
    }
  });
  return { called, beats, texts };
}

describe('summary checkpoints', () => {
  it('a retry whose lost attempt never got a heartbeat through reuses the results the store kept', async () => {
    const store = memoryStore();
    const first = await attempt(store);
    const retry = await attempt(store); // no heartbeat details: Temporal never saw the first attempt's beats

    expect(first.called).toEqual(['history', 'short']);
    expect(retry.called).toEqual([]);
    expect(retry.texts).toEqual(['history text', 'short text']);
  });

  it('heartbeat details name the finished steps and never carry summary text (they reach the history on a timeout)', async () => {
    const { beats } = await attempt(memoryStore());
    expect(beats).toEqual([{ finished: [] }, { finished: ['history'] }, { finished: ['history', 'short'] }]);
    expect(JSON.stringify(beats)).not.toContain('text');
  });

  it('still reuses results from the details of an attempt that ran before checkpoints were stored', async () => {
    const retry = await attempt(memoryStore(), { history: result('history text'), progress: { call: 1 } });
    expect(retry.called).toEqual(['short']);
  });

  it('a store that refuses a checkpoint does not fail the call that was paid for', async () => {
    const refusing: CheckpointStore = { load: async () => ({}), save: () => Promise.reject(new Error('down')) };
    const { texts } = await attempt(refusing);
    expect(texts).toEqual(['history text', 'short text']);
  });
});
