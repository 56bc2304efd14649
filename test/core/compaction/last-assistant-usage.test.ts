import { getLastAssistantUsage } from '../../../core';
import { Branch, usage } from './builders';

describe('getLastAssistantUsage (case 2)', () => {
  it('skips a newer aborted assistant and returns the older one', () => {
    const b = new Branch();
    b.user('hi');
    b.assistant('one', { usage: usage({ input: 100, totalTokens: 150 }) });
    b.user('again');
    b.assistant('two', { stopReason: 'aborted', usage: usage({ input: 999, totalTokens: 999 }) });
    b.assistant('three', { stopReason: 'error', usage: usage({ input: 888, totalTokens: 888 }) });
    b.assistant('four');
    expect(getLastAssistantUsage(b.entries)?.input).toBe(100);
  });

  it('is undefined without assistants', () => {
    const b = new Branch();
    b.user('hi');
    expect(getLastAssistantUsage(b.entries)).toBeUndefined();
    expect(getLastAssistantUsage([])).toBeUndefined();
  });
});
