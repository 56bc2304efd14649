import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import { historyTurns, NO_RESULT, wireId } from '../../../activities/llm/providers/history-turns';

const user = (content: string | unknown[]) => ({ role: 'user', content, timestamp: 1 }) as LlmMessage;
const assistant = (content: unknown[]) =>
  ({ role: 'assistant', content, stopReason: 'toolUse', timestamp: 2 }) as LlmMessage;
const result = (toolCallId: string, text: string, isError = false) =>
  ({
    role: 'toolResult',
    toolCallId,
    toolName: 'bash',
    content: [{ type: 'text', text }],
    isError,
    timestamp: 3,
  }) as LlmMessage;
const call = (id: string) => ({ type: 'toolCall', id, name: 'bash', arguments: { cmd: 'ls' } });

describe('the converted history as provider turns', () => {
  it('keeps text, tool calls and their results paired; drops thinking; images become a placeholder', () => {
    const turns = historyTurns([
      user([
        { type: 'text', text: 'look' },
        { type: 'image', data: 'AAAA', mimeType: 'image/png' },
      ]),
      assistant([{ type: 'thinking', thinking: 'hmm' }, { type: 'text', text: 'running' }, call('c1')]),
      result('c1', 'a.ts', false),
      assistant([{ type: 'text', text: 'done' }]),
    ]);
    expect(turns).toEqual([
      { role: 'user', text: 'look\n[image]' },
      { role: 'assistant', text: 'running', calls: [{ id: 'c1', name: 'bash', args: { cmd: 'ls' } }] },
      { role: 'tool', callId: 'c1', name: 'bash', text: 'a.ts', isError: false },
      { role: 'assistant', text: 'done', calls: [] },
    ]);
  });

  it('answers a call left without a result and turns an orphaned result into user text', () => {
    const turns = historyTurns([
      assistant([call('c1'), call('c2')]),
      result('c2', 'ok'),
      user('next'),
      result('c9', 'late'),
    ]);
    expect(turns).toEqual([
      { role: 'assistant', text: '', calls: expect.any(Array) },
      { role: 'tool', callId: 'c2', name: 'bash', text: 'ok', isError: false },
      { role: 'tool', callId: 'c1', name: 'bash', text: NO_RESULT, isError: true },
      { role: 'user', text: 'next' },
      { role: 'user', text: '[Result of tool bash]\nlate' },
    ]);
  });

  it('drops empty turns and maps ids to the characters every provider accepts', () => {
    expect(historyTurns([assistant([{ type: 'thinking', thinking: 'x' }]), user('  ')])).toEqual([]);
    expect(wireId('call_1|fc_2.x')).toBe('call_1_fc_2_x');
    const turns = historyTurns([assistant([call('a|b')]), result('a|b', 'r')]);
    expect(turns[1]).toMatchObject({ role: 'tool', callId: 'a_b' });
  });
});
