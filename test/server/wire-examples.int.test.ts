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
import { CONTINUATION_PROMPT } from '../helpers/continuation-prompt';
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

async function session(model: string, compaction: { thresholdTokens?: number } = {}): Promise<string> {
  const created = await compactor().POST('/v1/sessions', {
    body: {
      model,
      settings: { autoCompaction: true, compaction: { keepRecentTokens: 1500, ...compaction } },
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

  /** A 4,000-token threshold, below the model's 8,000-token window: the reads cross it after a tool call. */
  const THRESHOLD = { thresholdTokens: 4000 };
  const lastUserText = (body: unknown, kind: 'anthropic' | 'openai-responses'): string | undefined => {
    if (kind === 'anthropic') {
      const messages = (body as { messages: { role: string; content: unknown }[] }).messages;
      const last = messages.at(-1)!;
      const blocks = Array.isArray(last.content) ? (last.content as { type: string; text?: string }[]) : [];
      return last.role === 'user' ? blocks.filter((b) => b.type === 'text').at(-1)?.text : undefined;
    }
    const input = (body as { input: { role?: string; content?: unknown }[] }).input;
    const last = input.at(-1)!;
    if (last.role !== 'user') return undefined;
    if (typeof last.content === 'string') return last.content;
    return (last.content as { text?: string }[] | undefined)?.at(-1)?.text;
  };

  it('anthropic: after a threshold compaction sends the continuation prompt after the tool results', async () => {
    const model = agentModel({ files: FILES, contextLimitTokens: 8000, model: 'claude-sonnet-4-5' });
    provider.fake.respondWith((request) => model.respond(request));
    const report = await runAnthropicAgent({
      compactor: compactor(),
      anthropic: new Anthropic({ apiKey: 'test-key', baseURL: provider.fake.url, maxRetries: 0 }),
      sessionId: await session('anthropic/claude-sonnet-4-5', THRESHOLD),
      model: 'claude-sonnet-4-5',
      task: 'Read every file, then say you are done.',
      tools: { read },
    });

    expect(report.answer).toBe('Read 10 files; all done.');
    expect(report.compactions).toContainEqual({
      trigger: 'threshold',
      outcome: 'compacted',
      continuationPrompt: CONTINUATION_PROMPT,
    });
    const continued = provider.fake.requests.filter((r) => lastUserText(r.body, 'anthropic') === CONTINUATION_PROMPT);
    const prompted = report.compactions.filter((c) => c.continuationPrompt).length;
    expect(continued).toHaveLength(prompted);
    for (const { body } of continued) {
      const { system, messages, tools } = body as Record<string, unknown>;
      expectAcceptedRequest('anthropic', { system, messages, tools });
    }
  });

  it('openai-responses: after a threshold compaction sends the continuation prompt after the outputs', async () => {
    const model = agentModel({ files: FILES, contextLimitTokens: 8000, model: 'gpt-5' });
    provider.fake.respondWith((request) => model.respond(request));
    const report = await runResponsesAgent({
      compactor: compactor(),
      openai: new OpenAI({ apiKey: 'test-key', baseURL: `${provider.fake.url}/v1`, maxRetries: 0 }),
      sessionId: await session('openai/gpt-5', THRESHOLD),
      model: 'gpt-5',
      task: 'Read every file, then say you are done.',
      tools: { read },
    });

    expect(report.answer).toBe('Read 10 files; all done.');
    expect(report.compactions).toContainEqual({
      trigger: 'threshold',
      outcome: 'compacted',
      continuationPrompt: CONTINUATION_PROMPT,
    });
    const continued = provider.fake.requests.filter(
      (r) => lastUserText(r.body, 'openai-responses') === CONTINUATION_PROMPT,
    );
    expect(continued).toHaveLength(report.compactions.filter((c) => c.continuationPrompt).length);
    for (const { body } of continued) {
      const { instructions, input, tools } = body as Record<string, unknown>;
      expectAcceptedRequest('openai-responses', { instructions, input, tools });
    }
  });
});
