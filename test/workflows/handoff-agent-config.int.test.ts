/**
 * The handoff document generated like a live turn (compaction spec §8) on the real dev server: with the session's
 * agent configuration, the request carries the live system prompt and tools with tool choice "none", the converted
 * history as real turns and the handoff prompt as the last user message; a provider refusing "none" gets one retry
 * with "auto", one refusing the history gets the serialized conversation instead; without a
 * configuration the request is the summarizer's (its system prompt, no tools).
 */
import { readAgentConfig, setAgentConfig } from '../../store/session-store';
import { loadPromptSet } from '../../activities/llm';
import type { RecordedRequest } from '../fakes/fake-provider-server';
import { compactionWorker, startCompaction, useCompactionWorld } from '../helpers/compaction-env';
import { codingSession, seedSession } from '../helpers/session-builder';

const world = useCompactionWorld();
const T = 'tenant-handoff-agent';
const ids = (sessionId: string) => ({ tenantId: T, sessionId });
const prompts = loadPromptSet().prompts;

const LIVE_SYSTEM = 'You are the live coding agent of this session.';
const READ = {
  name: 'read_file',
  description: 'Read a file from the workspace',
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
};

interface AnthropicBody {
  system: unknown;
  messages: { role: string; content: string }[];
  tools?: unknown;
  tool_choice?: { type: string };
}

const isHandoff = (r: RecordedRequest) =>
  JSON.stringify(r.body).includes(prompts['handoff-document'].text.slice(0, 60));

async function handOff(sessionId: string, configured: boolean): Promise<AnthropicBody[]> {
  await seedSession(world.store.db, ids(sessionId), codingSession({ turns: 30 }));
  if (configured) {
    await setAgentConfig(world.store.db, ids(sessionId), { systemPrompt: LIVE_SYSTEM, tools: [READ] });
  }
  const from = world.fake.requests.length;
  const { worker, taskQueue } = await compactionWorker(world);
  const result = await worker.runUntil(
    startCompaction(world, taskQueue, { tenantId: T, sessionId, trigger: 'manual', strategy: 'handoff' }).then((h) =>
      h.result(),
    ),
  );
  expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff' });
  // The same agent goes on in the new session: its configuration carries over (none when there was none).
  const carried = await readAgentConfig(world.store.db, ids(result.handedOffTo!));
  expect(carried).toEqual(configured ? { systemPrompt: LIVE_SYSTEM, tools: [READ] } : undefined);
  return world.fake.requests
    .slice(from)
    .filter(isHandoff)
    .map((r) => r.body as AnthropicBody);
}

describe('the handoff request', () => {
  afterEach(() => world.fake.respondWith((_r, call) => ({ text: `summary ${call}` })));

  it('sends the configured system prompt and tools with tool choice "none", the handoff prompt last', async () => {
    const [request, ...more] = await handOff('configured', true);
    expect(more).toEqual([]);
    expect(request!.system).toBe(LIVE_SYSTEM);
    expect(request!.tools).toEqual([{ name: READ.name, description: READ.description, input_schema: READ.parameters }]);
    expect(request!.tool_choice).toEqual({ type: 'none' });
    // The converted history as real turns (tool calls and results included), then the handoff prompt alone.
    const roles = request!.messages.map((m) => m.role);
    expect(roles.length).toBeGreaterThan(10);
    const blocks = request!.messages.flatMap((m) => m.content as unknown as { type: string }[]).map((b) => b.type);
    expect(blocks).toEqual(expect.arrayContaining(['text', 'tool_use', 'tool_result']));
    expect(request!.messages.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: prompts['handoff-document'].text }],
    });
    expect(JSON.stringify(request!.messages)).not.toContain('<conversation>');
  });

  it('retries once with tool choice "auto" when the provider says only "auto" is supported', async () => {
    world.fake.respondWith((r, call) =>
      isHandoff(r) && (r.body as AnthropicBody).tool_choice?.type === 'none'
        ? {
            status: 400,
            body: {
              type: 'error',
              error: { type: 'invalid_request_error', message: 'tool_choice: only "auto" is supported for this model' },
            },
          }
        : { text: `DOCUMENT ${call}` },
    );
    const requests = await handOff('auto-only', true);
    expect(requests.map((r) => r.tool_choice)).toEqual([{ type: 'none' }, { type: 'auto' }]);
  });

  it('falls back to the serialized conversation when the provider rejects the history', async () => {
    world.fake.respondWith((r, call) =>
      isHandoff(r) && !JSON.stringify(r.body).includes('<conversation>')
        ? { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'messages.3: bad' } } }
        : { text: `DOCUMENT ${call}` },
    );
    const requests = await handOff('history-refused', true);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages).toHaveLength(1);
    expect(JSON.stringify(requests[1]!.messages[0])).toContain('<conversation>');
    expect(requests[1]).toMatchObject({ system: LIVE_SYSTEM, tool_choice: { type: 'none' } });
  });

  it('without an agent configuration, is the summarizer’s request: its system prompt and no tools', async () => {
    const [request] = await handOff('unconfigured', false);
    expect(JSON.stringify(request!.system)).toContain(prompts['summarizer-system'].text.slice(0, 40));
    expect(request).not.toHaveProperty('tools');
    expect(request).not.toHaveProperty('tool_choice');
  });
});
