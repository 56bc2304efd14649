/**
 * The two SDK agent loops of examples/ run as they are, on the real dev server: the real Anthropic and OpenAI SDKs
 * call a fake agent model (test/fakes/agent-model.ts) through their base URL, the loops read context and post turns
 * in the SDK's own shapes, and a context overflow or a length stop starts a compaction the loop awaits before it
 * asks again. Every request the SDKs sent is one its provider accepts.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { createClient } from '../../client';
import { runAnthropicAgent } from '../../examples/anthropic-agent';
import { runResponsesAgent } from '../../examples/openai-responses-agent';
import { agentModel } from '../fakes/agent-model';
import { useApiWorld } from '../helpers/api-server';
import { fakeProviderPerTest } from '../helpers/fake-provider-per-test';
import { expectAcceptedRequest } from '../helpers/wire-validators';

const api = useApiWorld(['host']);
const provider = fakeProviderPerTest('fake-agent-model');
const compactor = () => createClient({ baseUrl: api.url, apiKey: api.keys.host! });

const FILES = Array.from({ length: 10 }, (_, i) => `src/part-${i}.ts`);
/** Each file is about 1,500 tokens: the model's 8,000-token window overflows after a few reads. */
const read = ({ path }: Record<string, unknown>) =>
  `// ${String(path)}\n${'export const value = compute();\n'.repeat(190)}`;
const TOOLS = [
  {
    name: 'read',
    description: 'Read a file',
    parameters: { type: 'object' as const, properties: { path: { type: 'string' } } },
  },
];

async function session(model: string): Promise<string> {
  const created = await compactor().POST('/v1/sessions', {
    body: {
      model,
      settings: { autoCompaction: true, compaction: { keepRecentTokens: 1500 } },
      agentConfig: { systemPrompt: 'You are a careful coding agent.', tools: TOOLS },
    },
  });
  return created.data!.id;
}

describe('the SDK agent loops of the examples', () => {
  it('anthropic: works through the task, recovering from a context overflow by a compaction and a retry', async () => {
    const model = agentModel({ files: FILES, contextLimitTokens: 8000, model: 'claude-sonnet-4-5' });
    provider.fake.respondWith((request) => model.respond(request));
    const report = await runAnthropicAgent({
      compactor: compactor(),
      anthropic: new Anthropic({ apiKey: 'test-key', baseURL: provider.fake.url, maxRetries: 0 }),
      sessionId: await session('anthropic/claude-sonnet-4-5'),
      model: 'claude-sonnet-4-5',
      task: 'Read every file, then say you are done.',
      tools: { read },
    });

    expect(report.answer).toBe('Read 10 files; all done.');
    expect(model.log.filter((x) => x === 'answer')).toHaveLength(FILES.length + 1);
    expect(model.log).toContain('overflow');
    expect(report.compactions.length).toBeGreaterThanOrEqual(1);
    expect(report.compactions[0]).toEqual({ trigger: 'overflow', outcome: 'compacted' });
    for (const { body } of provider.fake.requests) {
      const { system, messages, tools } = body as Record<string, unknown>;
      expectAcceptedRequest('anthropic', { system, messages, tools });
    }
  });

  it('openai-responses: works through the task, recovering from an incomplete answer and an overflow', async () => {
    const model = agentModel({ files: FILES, contextLimitTokens: 8000, lengthStopAt: [4], model: 'gpt-5' });
    provider.fake.respondWith((request) => model.respond(request));
    const report = await runResponsesAgent({
      compactor: compactor(),
      openai: new OpenAI({ apiKey: 'test-key', baseURL: `${provider.fake.url}/v1`, maxRetries: 0 }),
      sessionId: await session('openai/gpt-5'),
      model: 'gpt-5',
      task: 'Read every file, then say you are done.',
      tools: { read },
    });

    expect(report.answer).toBe('Read 10 files; all done.');
    expect(model.log).toEqual(expect.arrayContaining(['length', 'overflow']));
    expect(report.compactions).toEqual(
      expect.arrayContaining([
        { trigger: 'incomplete', outcome: 'compacted' },
        { trigger: 'overflow', outcome: 'compacted' },
      ]),
    );
    for (const { body } of provider.fake.requests) {
      const { instructions, input, tools, store } = body as Record<string, unknown>;
      expect(store).toBe(false);
      expectAcceptedRequest('openai-responses', { instructions, input, tools });
    }
  });
});
