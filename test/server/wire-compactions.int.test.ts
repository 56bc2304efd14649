/**
 * Every output is a request its provider accepts, whatever compacted the session: after each kind of compaction
 * (LLM summary, snapcompact with frames, OpenAI native, handoff, branch summary, pruning, dead-end rescue) the
 * context read in every provider format over the API passes that provider's validator, and what the compaction
 * produced (summary text, frames as image blocks, Responses compaction items for the same provider) is in it.
 * Sessions are tool-heavy and end with turns posted in a wire format: parallel calls, thinking, an image.
 */
import { PROVIDER_FORMATS, type ProviderFormatName } from '../../core/formats';
import { useApiWorld } from '../helpers/api-server';
import { summarizerSettings } from '../helpers/activities';
import { codingSession } from '../helpers/session-builder';
import { eventsOf } from '../helpers/store-queries';
import { CONVERSATIONS, SYSTEM, TOOLS } from '../helpers/wire-conversations';
import { expectAcceptedRequest } from '../helpers/wire-validators';

const api = useApiWorld(['a'], {
  worker: (world) => ({
    llmSettings: { ...summarizerSettings(world.fake), openai: { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` } },
  }),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Json> {
  const response = await api.call(api.keys.a!, path, init);
  expect([path, response.status]).toEqual([path, expect.any(Number)]);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The last turns in `anthropic`: parallel calls and their results, then an image and a signed thinking block. */
async function anthropicTail(sessionId: string): Promise<void> {
  const turns = [
    ...CONVERSATIONS.anthropic().turns,
    {
      input: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Look at this screenshot.' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG } },
          ],
        },
      ],
      response: {
        id: 'msg_look',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [
          { type: 'thinking', thinking: 'One pixel, it seems.', signature: 'c2lnbmF0dXJl' },
          { type: 'text', text: 'It shows a single pixel.' },
        ],
        stop_reason: 'end_turn',
        usage: { input_tokens: 4000, output_tokens: 20 },
      },
    },
  ];
  for (const turn of turns) {
    await call(`/v1/sessions/${sessionId}/turns`, { method: 'POST', json: { format: 'anthropic', ...turn } });
  }
}

/** A session of `model` with the agent configuration: coding turns as entries, then a tail posted as turns. */
async function toolHeavySession(sessionId: string, model: string, turns = 30, toolOutputChars = 4000) {
  await call('/v1/sessions', {
    method: 'POST',
    json: { id: sessionId, model, agentConfig: { systemPrompt: SYSTEM, tools: TOOLS } },
  });
  const entries = codingSession({ turns, toolOutputChars, model });
  await call(`/v1/sessions/${sessionId}/entries`, { method: 'POST', json: { entries } });
  if (model.startsWith('anthropic/')) await anthropicTail(sessionId);
  else {
    for (const turn of CONVERSATIONS['openai-responses']().turns) {
      const json = { format: 'openai-responses', ...turn };
      await call(`/v1/sessions/${sessionId}/turns`, { method: 'POST', json });
    }
  }
}

async function compact(sessionId: string, body: Record<string, unknown>): Promise<Json> {
  const path = `/v1/sessions/${sessionId}/compactions?wait=120`;
  const compaction = await call(path, { method: 'POST', json: { trigger: 'manual', ...body } });
  expect(compaction.status).toBe('completed');
  return compaction.result;
}

/** Reads the context in every provider format, holds each to its validator, and returns them by format. */
async function everyFormat(sessionId: string, images = 'inline'): Promise<Record<ProviderFormatName, Json>> {
  const out = {} as Record<ProviderFormatName, Json>;
  for (const format of PROVIDER_FORMATS) {
    const body = await call(`/v1/sessions/${sessionId}/context?format=${format}&images=${images}`);
    expectAcceptedRequest(format, body.request);
    out[format] = body;
  }
  return out;
}

const text = (body: Json) => JSON.stringify(body.request);

describe('the context in every format after each kind of compaction', () => {
  it('LLM summary: the summary leads every format, and the kept turns follow', async () => {
    await toolHeavySession('llm', 'anthropic/claude-sonnet-4-5');
    const result = await compact('llm', { strategy: 'context-full' });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    const reads = await everyFormat('llm');
    for (const format of PROVIDER_FORMATS) {
      expect([format, reads[format].lastCompactionId]).toEqual([format, result.compactionEntryId]);
      expect([format, text(reads[format]).includes('summary')]).toEqual([format, true]);
      expect([format, text(reads[format]).includes('It shows a single pixel.')]).toEqual([format, true]);
    }
    // The signed thinking goes back to the model that made it only (the session's, unless the host names another).
    expect(reads.anthropic.model).toBe('anthropic/claude-sonnet-4-5');
    expect(text(reads.anthropic)).toContain('c2lnbmF0dXJl');
    for (const format of ['openai-chat', 'openai-responses', 'gemini'] as const) {
      expect([format, reads[format].model, text(reads[format]).includes('c2lnbmF0dXJl')]).toEqual([
        format,
        null,
        false,
      ]);
    }
    const other = await call('/v1/sessions/llm/context?format=anthropic&model=anthropic/claude-opus-4-5');
    expect([other.model, text(other).includes('c2lnbmF0dXJl')]).toEqual(['anthropic/claude-opus-4-5', false]);
    expectAcceptedRequest('anthropic', other.request);
  });

  it('snapcompact: the frames become each provider image blocks, inline or as frame URLs', async () => {
    await toolHeavySession('frames', 'anthropic/claude-sonnet-4-5');
    const result = await compact('frames', { strategy: 'snapcompact' });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
    const reads = await everyFormat('frames');
    const images = {
      anthropic: /"type":"image","source":\{"type":"base64","media_type":"image\/png"/g,
      'openai-chat': /"image_url":\{"url":"data:image\/png;base64,/g,
      'openai-responses': /"type":"input_image","image_url":"data:image\/png;base64,/g,
      gemini: /"inlineData":\{"mimeType":"image\/png"/g,
    };
    for (const format of PROVIDER_FORMATS) {
      // At least one frame, plus the screenshot of the kept tail.
      expect([format, (text(reads[format]).match(images[format]) ?? []).length >= 2]).toEqual([format, true]);
    }
    const urls = await everyFormat('frames', 'url');
    expect(text(urls.anthropic)).toMatch(
      /"source":\{"type":"url","url":"http:\/\/127\.0\.0\.1:\d+\/v1\/frames\/[0-9a-f]{64}"/,
    );
    expect(text(urls['openai-responses'])).toMatch(/"image_url":"http:\/\/127\.0\.0\.1:\d+\/v1\/frames\/[0-9a-f]{64}"/);
  });

  it('OpenAI native: openai-responses replays the compaction items to OpenAI; every other format reads the summary', async () => {
    await toolHeavySession('native', 'openai/gpt-5');
    const result = await compact('native', {});
    expect(result).toMatchObject({ outcome: 'compacted', method: 'remote' });
    const reads = await everyFormat('native');
    expect(reads['openai-responses'].request.input).toContainEqual({
      type: 'compaction',
      encrypted_content: expect.stringMatching(/^encrypted:/),
    });
    for (const format of ['anthropic', 'openai-chat', 'gemini'] as const) {
      expect([format, text(reads[format]).includes('encrypted:')]).toEqual([format, false]);
      expect([format, text(reads[format]).includes('Words: alpha, beta, gamma.')]).toEqual([format, true]);
    }
  });

  it('handoff: the new session opens with the handoff document in every format', async () => {
    await toolHeavySession('handoff', 'anthropic/claude-sonnet-4-5');
    const result = await compact('handoff', { strategy: 'handoff' });
    expect(result.handedOffTo).toEqual(expect.any(String));
    const reads = await everyFormat(result.handedOffTo);
    for (const format of PROVIDER_FORMATS) {
      expect([format, text(reads[format]).includes('summary')]).toEqual([format, true]);
    }
    expect(reads.anthropic.request.system).toBe(SYSTEM);
  });

  it('branch summary: navigating back with a summary leaves a context every provider accepts', async () => {
    await toolHeavySession('branch', 'anthropic/claude-sonnet-4-5', 6, 1000);
    const tree = await call('/v1/sessions/branch/tree');
    const target = tree.nodes.find((n: Json) => n.preview.includes('Please fix bug 2'));
    const moved = await call('/v1/sessions/branch/navigate', {
      method: 'POST',
      json: { entryId: target.id, summarize: true },
    });
    expect(moved).toMatchObject({ moved: true, summaryEntryId: expect.any(String) });
    const reads = await everyFormat('branch');
    // Navigating to a user message leaves the leaf at its parent (the message is the host's to resubmit).
    for (const format of PROVIDER_FORMATS) {
      const read = text(reads[format]);
      expect([format, read.includes('Fixed bug 1.'), read.includes('Please fix bug 2')]).toEqual([format, true, false]);
      expect([format, read.includes('Summary of a conversation branch that was left')]).toEqual([format, true]);
      expect([format, read.includes('Words: alpha, beta, gamma.')]).toEqual([format, false]);
    }
  });

  it('pruning: with old tool outputs blanked the context is still paired in every format', async () => {
    await toolHeavySession('pruned', 'anthropic/claude-sonnet-4-5', 40, 12_000);
    const result = await compact('pruned', {});
    expect(result.outcome).toBe('compacted');
    expect(
      (await eventsOf(api.world.store.db, { tenantId: 'a', sessionId: 'pruned' }, 'content_pruned')).length,
    ).toBeGreaterThan(0);
    await everyFormat('pruned');
  });

  it('dead-end rescue: a turn of elided tool outputs is still paired in every format', async () => {
    await call('/v1/sessions', { method: 'POST', json: { id: 'rescue', model: 'anthropic/claude-sonnet-4-5' } });
    const big = 'x'.repeat(240_000);
    for (const format of ['anthropic'] as const) {
      const [first, second] = CONVERSATIONS[format]().turns;
      await call('/v1/sessions/rescue/turns', { method: 'POST', json: { format, ...first } });
      const input = [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01', content: big }] }];
      await call('/v1/sessions/rescue/turns', { method: 'POST', json: { format, input, response: second!.response } });
      const results = ['toolu_02', 'toolu_03'].map((id) => ({ type: 'tool_result', tool_use_id: id, content: big }));
      await call('/v1/sessions/rescue/turns', {
        method: 'POST',
        json: { format, input: [{ role: 'user', content: results }] },
      });
    }
    const result = await compact('rescue', { trigger: 'threshold' });
    expect(result).toMatchObject({ progressGuard: 'rescued' });
    const reads = await everyFormat('rescue');
    for (const format of PROVIDER_FORMATS) {
      expect([format, text(reads[format]).includes('xxxxxxxxxx')]).toEqual([format, false]);
    }
  });
});
