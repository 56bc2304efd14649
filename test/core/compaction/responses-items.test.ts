/**
 * The native history of OpenAI `/responses/compact` (compaction spec §7.2): session messages become Responses
 * input items, the previous replacement history leads only for the same provider, and the answer keeps its
 * compaction and user/assistant message items. Which models qualify for the method at all is decided here too.
 */
import type { AgentMessage } from '../../../core';
import {
  fitNativeInput,
  keepNativeOutput,
  TRUNCATED_OUTPUT,
  nativeInput,
  NATIVE_HISTORY_TYPE,
  toResponsesItems,
} from '../../../core/compaction/responses-items';
import { usesNativeCompaction } from '../../../core/models/native-compaction';

const at = { timestamp: 1 };

describe('toResponsesItems', () => {
  it('turns user text and images into input_text and input_image parts', () => {
    const items = toResponsesItems([
      { role: 'user', content: 'plain', ...at },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        ],
        ...at,
      },
    ]);
    expect(items).toEqual([
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'plain' }] },
      {
        type: 'message',
        role: 'user',
        content: [
          { type: 'input_text', text: 'look' },
          { type: 'input_image', image_url: 'data:image/png;base64,AAAA', detail: 'auto' },
        ],
      },
    ]);
  });

  it('keeps assistant text as output_text with its preserved id and phase, and replays signed reasoning raw', () => {
    const reasoning = { type: 'reasoning', id: 'rs_1', encrypted_content: 'xyz', summary: [] };
    const items = toResponsesItems([
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'unsigned musing' },
          { type: 'thinking', thinking: 'signed', thinkingSignature: JSON.stringify(reasoning) },
          { type: 'text', text: 'done', textSignature: JSON.stringify({ id: 'msg_7', phase: 'final_answer' }) },
        ],
        stopReason: 'stop',
        ...at,
      },
    ]);
    expect(items).toEqual([
      reasoning,
      {
        type: 'message',
        role: 'assistant',
        id: 'msg_7',
        phase: 'final_answer',
        content: [{ type: 'output_text', text: 'done', annotations: [] }],
      },
    ]);
  });

  it('pairs function and custom tool calls with their outputs by call id', () => {
    const messages: AgentMessage[] = [
      {
        role: 'assistant',
        content: [
          { type: 'toolCall', id: 'call_1|fc_1', name: 'read', arguments: { path: 'a.ts' } },
          {
            type: 'toolCall',
            id: 'call_2',
            name: 'patch',
            customWireName: 'apply_patch',
            arguments: { input: 'diff' },
          },
        ],
        stopReason: 'toolUse',
        ...at,
      },
      {
        role: 'toolResult',
        toolCallId: 'call_1|fc_1',
        toolName: 'read',
        content: [{ type: 'text', text: 'A' }],
        isError: false,
        ...at,
      },
      { role: 'toolResult', toolCallId: 'call_2', toolName: 'patch', content: [], isError: false, ...at },
    ];
    expect(toResponsesItems(messages)).toEqual([
      { type: 'function_call', call_id: 'call_1', name: 'read', arguments: '{"path":"a.ts"}' },
      { type: 'custom_tool_call', call_id: 'call_2', name: 'apply_patch', input: 'diff' },
      { type: 'function_call_output', call_id: 'call_1', output: 'A' },
      { type: 'custom_tool_call_output', call_id: 'call_2', output: '(no output)' },
    ]);
  });

  it('replays a message whose provider payload is native history verbatim instead of re-encoding it', () => {
    const native = [{ type: 'compaction', id: 'cmp_0', encrypted_content: 'old' }];
    const items = toResponsesItems([
      { role: 'user', content: 'ignored', providerPayload: { type: NATIVE_HISTORY_TYPE, items: native }, ...at },
    ]);
    expect(items).toEqual(native);
  });

  it('sends summaries and shell runs as the user text a model would see', () => {
    const items = toResponsesItems([
      { role: 'compactionSummary', summary: 'S', tokensBefore: 1, ...at },
      { role: 'bashExecution', command: 'ls', output: 'x', exitCode: 0, cancelled: false, truncated: false, ...at },
    ]);
    expect(items.map((i) => (i.content as { text: string }[])[0]!.text)).toEqual([
      'Summary of the conversation before this point:\n\nS',
      'Ran `ls`\n```\nx\n```\nCommand exited with code 0',
    ]);
  });
});

describe('nativeInput', () => {
  const preserved = { provider: 'openai', replacementHistory: [{ type: 'compaction', encrypted_content: 'p' }] };
  const messages: AgentMessage[] = [{ role: 'user', content: 'new', ...at }];
  const userText = (text: string) => ({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });

  it('starts with the previous replacement history of the same provider, which stands in for its summary', () => {
    expect(nativeInput('openai', { preserved, previousSummary: 'Remote compaction' }, messages)).toEqual([
      { type: 'compaction', encrypted_content: 'p' },
      userText('new'),
    ]);
  });

  it("sends the previous summary instead of another provider's replacement history", () => {
    expect(nativeInput('azure', { preserved, previousSummary: 'S' }, messages)).toEqual([
      userText('Summary of the conversation before this point:\n\nS'),
      userText('new'),
    ]);
    expect(nativeInput('openai', {}, messages)).toEqual([userText('new')]);
  });

  it("sends a snapcompact archive's source text as an extra first user message", () => {
    expect(nativeInput('openai', { previousSummary: 'S', archivedText: 'archived turns' }, messages)).toEqual([
      userText('Summary of the conversation before this point:\n\nS'),
      userText('archived turns'),
      userText('new'),
    ]);
  });
});

describe('keepNativeOutput', () => {
  it('keeps compaction items and user/assistant messages, and names the last compaction item', () => {
    const output = [
      { type: 'message', role: 'user', content: [] },
      { type: 'message', role: 'system', content: [] },
      { type: 'reasoning', id: 'rs' },
      { type: 'compaction', id: 'c1', encrypted_content: 'one' },
      { type: 'message', role: 'assistant', content: [] },
      { type: 'compaction', id: 'c2', encrypted_content: 'two' },
    ];
    const kept = keepNativeOutput(output)!;
    expect(kept.replacementHistory.map((i) => i.id ?? i.role)).toEqual(['user', 'c1', 'assistant', 'c2']);
    expect(kept.compactionItem).toEqual({ type: 'compaction', id: 'c2', encrypted_content: 'two' });
  });

  it('accepts a compaction_summary as the compaction item', () => {
    expect(keepNativeOutput([{ type: 'compaction_summary', text: 's' }])?.compactionItem.type).toBe(
      'compaction_summary',
    );
  });

  it('has nothing to keep without a compaction item (a compaction without encrypted content does not count)', () => {
    expect(keepNativeOutput([{ type: 'message', role: 'user', content: [] }])).toBeUndefined();
    expect(keepNativeOutput([{ type: 'compaction', id: 'c' }])).toBeUndefined();
    expect(keepNativeOutput({ output: [] })).toBeUndefined();
  });
});

describe('fitNativeInput', () => {
  const big = 'x'.repeat(4000);
  const items = [
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: big }] },
    { type: 'function_call_output', call_id: 'a', output: big },
    { type: 'function_call_output', call_id: 'b', output: big },
  ];

  it('leaves an input that fits untouched', () => {
    expect(fitNativeInput(items, 10_000)).toEqual(items);
  });

  it('truncates tool outputs from the newest backwards only until the input fits', () => {
    const fitted = fitNativeInput(items, 2_200);
    expect(fitted.map((i) => ('output' in i ? i.output : 'message'))).toEqual(['message', big, TRUNCATED_OUTPUT]);
  });

  it('never touches other items: an input that cannot fit is sent with every tool output truncated', () => {
    const fitted = fitNativeInput(items, 10);
    expect(fitted[0]).toEqual(items[0]);
    expect(fitted.slice(1).map((i) => i.output)).toEqual([TRUNCATED_OUTPUT, TRUNCATED_OUTPUT]);
  });
});

describe('usesNativeCompaction', () => {
  it('is on for the OpenAI providers unless the catalog turns it off', () => {
    expect(usesNativeCompaction({ provider: 'openai', api: 'openai-completions' })).toBe(true);
    expect(usesNativeCompaction({ provider: 'openai-codex', api: 'openai-responses' })).toBe(true);
    const off = { provider: 'openai', api: 'openai-responses' as const, remoteCompaction: { enabled: false } };
    expect(usesNativeCompaction(off)).toBe(false);
  });

  it('is on for another provider only when the catalog turns it on and the api is of the Responses family', () => {
    expect(usesNativeCompaction({ provider: 'anthropic', api: 'anthropic-messages' })).toBe(false);
    const on = { remoteCompaction: { enabled: true } };
    expect(usesNativeCompaction({ provider: 'openai-compatible', api: 'openai-responses', ...on })).toBe(true);
    expect(usesNativeCompaction({ provider: 'openai-compatible', api: 'openai-completions', ...on })).toBe(false);
    expect(usesNativeCompaction({ provider: 'openai-compatible', api: 'openai-responses' })).toBe(false);
  });
});
