/** Boundary validation regressions of issue 12: real upstream usage imports, malformed model references do not. */
import { validateEntry } from '../../../core/session/entry-schema';
import { calculateContextTokens } from '../../../core';

const base = { id: 'e1', parentId: null, timestamp: '2026-01-01T00:00:00.000Z' };

describe('entry schema at the store boundary', () => {
  it('accepts an assistant whose usage has no totalTokens, and counts it as the sum of the parts', () => {
    const usage = { input: 1000, output: 200, cacheRead: 300, cacheWrite: 0 };
    const entry = {
      ...base,
      type: 'message',
      message: { role: 'assistant', content: [{ type: 'text', text: 'ok' }], stopReason: 'stop', timestamp: 1, usage },
    };
    expect(validateEntry(entry)).toEqual({ ok: true, entry });
    expect(calculateContextTokens(usage)).toBe(1500);
  });

  it.each(['gpt-4o', '/gpt-4o', 'openai/', ''])('rejects a model_change to the malformed reference %j', (model) => {
    const result = validateEntry({ ...base, type: 'model_change', model });
    expect(result).toMatchObject({ ok: false, path: 'model' });
  });

  it('accepts a model_change to provider/id, and a legacy one without model', () => {
    const entry = { ...base, type: 'model_change', model: 'openrouter/anthropic/claude-opus-4-5' };
    expect(validateEntry(entry)).toEqual({ ok: true, entry });
    const legacy = { ...base, type: 'model_change', provider: 'openai', modelId: 'gpt-4o' };
    expect(validateEntry(legacy)).toEqual({ ok: true, entry: legacy });
  });
});
