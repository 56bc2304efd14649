import { NO_PROVIDERS, testActivities } from '../../../helpers/activities';
import { startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { codingSession, seedSession } from '../../../helpers/session-builder';
import { createTestWorker } from '../../../helpers/temporal';

const world = useCompactionWorld();
const T = 'tenant-p';

describe('compactSession summarizes through each provider SDK', () => {
  it.each([
    ['anthropic/summarizer-1', '/v1/messages'],
    ['openai/summarizer-1', '/v1/responses'],
    ['openai-chat/summarizer-1', '/v1/chat/completions'],
    ['openai-compatible/summarizer-1', '/v1/chat/completions'],
    ['google/summarizer-1', '/v1beta/models/summarizer-1:generateContent'],
  ])('%s over %s', async (summaryModel, path) => {
    const sessionId = `provider-${summaryModel.split('/')[0]}`;
    await seedSession(world.store.db, { tenantId: T, sessionId }, codingSession({ turns: 30 }));
    const access = { apiKey: 'test-key', baseUrl: world.fake.url };
    const v1 = { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` };
    const llmSettings = { ...NO_PROVIDERS, anthropic: access, google: access, openai: v1, openaiCompatible: v1 };
    const { worker, taskQueue } = await createTestWorker(world.env, testActivities(world.store.db, { llmSettings }));
    const from = world.fake.requests.length;
    world.fake.respondWith(() => ({ text: `summary from ${summaryModel}` }));

    const result = await worker.runUntil(
      startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual', summaryModel }).then((h) =>
        h.result(),
      ),
    );

    expect(result).toMatchObject({ outcome: 'compacted', model: summaryModel });
    const paths = [...new Set(world.fake.requests.slice(from).map((r) => r.path))];
    expect(paths).toEqual([path]);
  });
});
