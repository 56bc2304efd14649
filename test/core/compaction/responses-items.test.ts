/**
 * The native history of OpenAI `/responses/compact` (compaction spec §7.2): the answer keeps its compaction and
 * user/assistant message items, and the input is fitted to the window. Which models qualify for the method at all
 * is decided here too. (The input itself: test/core/formats/native-history.test.ts.)
 */
import { fitNativeInput, keepNativeOutput, TRUNCATED_OUTPUT } from '../../../core/compaction/responses-items';
import { usesNativeCompaction } from '../../../core/models/native-compaction';

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
