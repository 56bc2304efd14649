import { ApplicationFailure } from '@temporalio/common';
import { createCompleter } from '../../../activities/llm/providers/create-completer';
import type { CompletionRequest } from '../../../activities/llm/providers/types';
import { fakeProviderPerTest } from '../../helpers/fake-provider-per-test';

// Tools and tool choice (compaction spec §8) through each real SDK: the exact wire form the fake received.
const wire = fakeProviderPerTest('agent-1');
const { spec } = wire;

const READ = {
  name: 'read_file',
  description: 'Read a file from the workspace',
  parameters: { type: 'object' as const, properties: { path: { type: 'string' } }, required: ['path'] },
};
const BASH = { name: 'bash', description: 'Run a command', parameters: { type: 'object' as const, properties: {} } };
const request: CompletionRequest = {
  system: 'LIVE SYSTEM',
  prompt: 'HANDOFF PROMPT',
  maxTokens: 100,
  tools: [READ, BASH],
  toolChoice: 'none',
};

const sent = (index = 0) => wire.fake.requests[index]?.body as Record<string, unknown>;

describe('tool definitions and tool choice "none" on the wire', () => {
  it.each(['openai-chat', 'openai-compatible'] as const)('%s: function tools and tool_choice "none"', async (p) => {
    await createCompleter(spec(p)).complete(request);
    expect(sent()).toMatchObject({
      messages: [
        { role: 'system', content: 'LIVE SYSTEM' },
        { role: 'user', content: 'HANDOFF PROMPT' },
      ],
      tool_choice: 'none',
    });
    expect(sent().tools).toEqual([
      { type: 'function', function: READ },
      { type: 'function', function: BASH },
    ]);
  });

  it('openai (responses): flat function tools, not strict, and tool_choice "none"', async () => {
    await createCompleter(spec('openai')).complete(request);
    expect(sent()).toMatchObject({ instructions: 'LIVE SYSTEM', input: 'HANDOFF PROMPT', tool_choice: 'none' });
    expect(sent().tools).toEqual([
      { type: 'function', strict: false, ...READ },
      { type: 'function', strict: false, ...BASH },
    ]);
  });

  it('anthropic: input_schema tools and tool_choice {type:"none"}', async () => {
    await createCompleter(spec('anthropic')).complete(request);
    expect(sent()).toMatchObject({ system: 'LIVE SYSTEM', tool_choice: { type: 'none' } });
    expect(sent().tools).toEqual([
      { name: READ.name, description: READ.description, input_schema: READ.parameters },
      { name: BASH.name, description: BASH.description, input_schema: BASH.parameters },
    ]);
  });

  it('google: function declarations and functionCallingConfig mode NONE', async () => {
    await createCompleter(spec('google')).complete(request);
    expect(sent().tools).toEqual([
      {
        functionDeclarations: [
          { name: READ.name, description: READ.description, parametersJsonSchema: READ.parameters },
          { name: BASH.name, description: BASH.description, parametersJsonSchema: BASH.parameters },
        ],
      },
    ]);
    expect(sent().toolConfig).toEqual({ functionCallingConfig: { mode: 'NONE' } });
  });

  it.each(['openai', 'openai-chat', 'anthropic', 'google'] as const)(
    '%s: a request without tools sends neither tools nor a tool choice',
    async (p) => {
      await createCompleter(spec(p)).complete({ ...request, tools: [] });
      const body = JSON.stringify(sent());
      expect(body).not.toContain('tool_choice');
      expect(body).not.toContain('"tools"');
      expect(body).not.toContain('toolConfig');
    },
  );
});

const REFUSAL = {
  status: 400,
  body: {
    error: {
      message: "tool_choice 'none' is not supported with this model; only 'auto' is supported.",
      type: 'invalid_request_error',
      param: 'tool_choice',
      code: null,
    },
  },
};

describe('the 400 "only auto is supported" answer', () => {
  it('retries exactly once with tool choice "auto" and returns that answer', async () => {
    wire.fake.script(REFUSAL, { text: 'the handoff' });
    const completion = await createCompleter(spec('openai-chat')).complete(request);
    expect(completion.text).toBe('the handoff');
    expect(wire.fake.requests.map((r) => (r.body as { tool_choice?: unknown }).tool_choice)).toEqual(['none', 'auto']);
  });

  it('fails typed when the retry with "auto" is refused too (no third request)', async () => {
    wire.fake.script(REFUSAL, REFUSAL);
    const error = await createCompleter(spec('openai-chat'))
      .complete(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationFailure);
    expect(error).toMatchObject({ type: 'ProviderRejected', nonRetryable: true });
    expect(wire.fake.requests).toHaveLength(2);
  });

  it('does not retry another 400, nor a request that asked for "auto" already', async () => {
    const other = {
      status: 400,
      body: { error: { message: 'tools[0].name: invalid', type: 'invalid_request_error' } },
    };
    wire.fake.script(other, REFUSAL);
    await expect(createCompleter(spec('openai-chat')).complete(request)).rejects.toMatchObject({
      type: 'ProviderRejected',
    });
    await expect(
      createCompleter(spec('openai-chat')).complete({ ...request, toolChoice: 'auto' }),
    ).rejects.toMatchObject({ type: 'ProviderRejected' });
    expect(wire.fake.requests).toHaveLength(2);
  });
});
