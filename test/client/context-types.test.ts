/**
 * The client's context read is typed by its format: `data.request` spreads into each provider SDK's own request
 * parameters with no cast. `npm run typecheck` is the type-level assertion (a generated shape the SDK would not
 * take fails to compile); at run time the helper asks for the format and hands back the server's body.
 */
// The beta route's parameters: an Anthropic fragment may carry a server-side compaction block (beta compact-2026-01-12).
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import type { GenerateContentParameters } from '@google/genai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions/completions';
import type { ResponseCreateParamsNonStreaming } from 'openai/resources/responses/responses';
import { createClient, getContext, type WireFormatName } from '../../client';
import { encodeContext } from '../../core/formats';
import type { AgentMessage } from '../../core/session/messages';

const messages: AgentMessage[] = [
  { role: 'user', content: 'read a', timestamp: 1 },
  {
    role: 'assistant',
    content: [{ type: 'toolCall', id: 'toolu_1', name: 'read', arguments: { path: 'a' } }],
    stopReason: 'toolUse',
    timestamp: 2,
  },
  {
    role: 'toolResult',
    toolCallId: 'toolu_1',
    toolName: 'read',
    content: [{ type: 'text', text: 'A' }],
    isError: false,
    timestamp: 3,
  },
];
const tools = [{ name: 'read', description: 'Read a file', parameters: { type: 'object' as const, properties: {} } }];

/** A client whose server answers every context read with the fragment core encodes for the asked format. */
function clientOf(asked: URL[]) {
  const fetch = async (input: Request) => {
    const url = new URL(input.url);
    asked.push(url);
    const format = url.searchParams.get('format') as Exclude<WireFormatName, 'native'>;
    const request = encodeContext(format, messages, { systemPrompt: 'S', tools });
    const body = { format, request, model: null, tokens: 9, leafId: 'e3', lastSeq: 3, lastCompactionId: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return createClient({ baseUrl: 'http://compactor.test', apiKey: 'k', fetch: fetch as typeof globalThis.fetch });
}

describe('a context read typed by its format', () => {
  const asked: URL[] = [];
  const client = clientOf(asked);

  it('anthropic: data.request spreads into messages.create parameters', async () => {
    const { data } = await getContext(client, 's1', 'anthropic');
    const params: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-5', max_tokens: 1024, ...data!.request };
    expect(params).toMatchObject({ system: 'S', tools: [{ name: 'read' }] });
    expect(params.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(asked.at(-1)!.pathname).toBe('/v1/sessions/s1/context');
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ format: 'anthropic', images: 'inline' });
  });

  it('openai-chat: data.request spreads into chat.completions.create parameters', async () => {
    const { data } = await getContext(client, 's1', 'openai-chat');
    const params: ChatCompletionCreateParamsNonStreaming = { model: 'gpt-4.1', ...data!.request };
    expect(params.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });

  it('openai-responses: data.request spreads into responses.create parameters', async () => {
    const { data } = await getContext(client, 's1', 'openai-responses', { images: 'url' });
    const params: ResponseCreateParamsNonStreaming = { model: 'gpt-5', store: false, ...data!.request };
    expect(params).toMatchObject({ instructions: 'S', input: [{ role: 'user' }, { type: 'function_call' }, {}] });
    expect(asked.at(-1)!.searchParams.get('images')).toBe('url');
  });

  it('gemini: data.request spreads into models.generateContent parameters', async () => {
    const { data } = await getContext(client, 's1', 'gemini');
    const params: GenerateContentParameters = { model: 'gemini-2.5-flash', ...data!.request };
    expect(params.config?.systemInstruction).toEqual({ parts: [{ text: 'S' }] });
    expect(data!.format).toBe('gemini');
  });
});
