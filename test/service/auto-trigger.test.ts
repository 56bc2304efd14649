import type { SessionEntry } from '../../core';
import { autoTrigger } from '../../service/auto-trigger';
import type { SessionSettings } from '../../core/session/session-settings-schema';

const OPUS = 'anthropic/claude-opus-4-5';

function answer(fields: Record<string, unknown>): SessionEntry {
  const message = { role: 'assistant', content: [], provider: 'anthropic', model: 'claude-opus-4-5', timestamp: 1 };
  return {
    type: 'message',
    id: 'a1',
    parentId: 'u1',
    timestamp: 't',
    message: { ...message, ...fields },
  } as SessionEntry;
}

const usage = (input: number) => ({ input, output: 10, cacheRead: 0, cacheWrite: 0, totalTokens: input + 10 });
const on: SessionSettings = { autoCompaction: true, model: OPUS };

describe('autoTrigger (compaction spec §3.3 on an appended batch)', () => {
  it.each([
    [
      'an overflow error message',
      on,
      answer({ stopReason: 'error', errorMessage: 'prompt is too long: 1 > 0' }),
      0,
      'overflow',
    ],
    ['a 413 status', on, answer({ stopReason: 'error', errorStatus: 413, errorMessage: 'x' }), 0, 'overflow'],
    ['usage over the window on an error', on, answer({ stopReason: 'error', usage: usage(250_000) }), 0, 'overflow'],
    ['a length stop', on, answer({ stopReason: 'length', usage: usage(1000) }), 0, 'incomplete'],
    [
      'usage over 170k (200k window, default reserve)',
      on,
      answer({ stopReason: 'stop', usage: usage(170_001) }),
      0,
      'threshold',
    ],
    ['the local estimate over the threshold', on, answer({ stopReason: 'stop' }), 170_001, 'threshold'],
    [
      'a custom token threshold',
      { ...on, compaction: { thresholdTokens: 5000 } },
      answer({ stopReason: 'toolUse', usage: usage(5001) }),
      0,
      'threshold',
    ],
  ])('starts a compaction for %s', (_name, settings, entry, estimate, trigger) => {
    expect(autoTrigger({ settings, appended: [entry], estimatedTokens: estimate })).toMatchObject({
      trigger,
      model: OPUS,
    });
  });

  it.each([
    ['auto-compaction is off', { model: OPUS }, answer({ stopReason: 'length' })],
    [
      'compaction is disabled (an overflow)',
      { ...on, compaction: { enabled: false } },
      answer({ stopReason: 'error', errorMessage: 'prompt is too long: 1 > 0' }),
    ],
    [
      'the strategy is off (a length stop)',
      { ...on, compaction: { strategy: 'off' as const } },
      answer({ stopReason: 'length' }),
    ],
    ['usage is at the threshold, not over it', on, answer({ stopReason: 'stop', usage: usage(169_990) })],
    ['the turn was aborted', on, answer({ stopReason: 'aborted', errorMessage: 'prompt is too long' })],
    ['the error is not an overflow', on, answer({ stopReason: 'error', errorMessage: 'overloaded' })],
    ['the turn came from another model', on, answer({ stopReason: 'length', model: 'claude-haiku-4-5' })],
  ])('starts nothing when %s', (_name, settings, entry) => {
    expect(autoTrigger({ settings, appended: [entry], estimatedTokens: 0 })).toBeUndefined();
  });

  it('marks a threshold compaction after a final text answer, which the compaction does not continue', () => {
    const settings = { ...on, compaction: { thresholdTokens: 5000 } };
    const text = [{ type: 'text', text: 'All done.' }];
    const call = [...text, { type: 'toolCall', id: 'c1', name: 'read', arguments: { path: 'a.ts' } }];
    const decide = (fields: Record<string, unknown>) =>
      autoTrigger({ settings, appended: [answer({ usage: usage(5001), ...fields })], estimatedTokens: 0 });
    expect(decide({ stopReason: 'stop', content: text })).toEqual({
      trigger: 'threshold',
      model: OPUS,
      contextTokens: 5011,
      finalAnswer: true,
    });
    expect(decide({ stopReason: 'toolUse', content: call })).not.toHaveProperty('finalAnswer');
    expect(decide({ stopReason: 'stop', content: call })).not.toHaveProperty('finalAnswer');
  });

  it('uses the model of the turn when the session names none, and ignores batches without an answer', () => {
    const overflow = answer({ stopReason: 'error', errorMessage: 'context_length_exceeded' });
    expect(autoTrigger({ settings: { autoCompaction: true }, appended: [overflow], estimatedTokens: 0 })).toEqual({
      trigger: 'overflow',
      model: OPUS,
      contextTokens: 0,
    });
    const user = {
      type: 'message',
      id: 'u',
      parentId: null,
      timestamp: 't',
      message: { role: 'user', content: 'hi', timestamp: 1 },
    };
    expect(autoTrigger({ settings: on, appended: [user as SessionEntry], estimatedTokens: 999_999 })).toBeUndefined();
  });
});
