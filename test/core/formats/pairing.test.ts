/**
 * The shared repair pass (core/formats/pairing.ts), one rule per case: results join their call's exchange in call
 * order, text between moves after them, unanswered calls get a placeholder, orphaned results become user text,
 * empty text goes, ids are sanitized and unique with the same mapping for a call and its result.
 */
import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import { NO_RESULT, pairToolTurns } from '../../../core/formats/pairing';
import { wireToolId } from '../../../core/formats/tool-ids';
import { assistant, call, result, user } from './builders';

const llm = (...messages: unknown[]) => messages as LlmMessage[];
const text = (t: string) => [{ type: 'text', text: t }];

describe('pairToolTurns', () => {
  it('keeps text, calls and results paired, results in call order whatever order they came in', () => {
    const turns = pairToolTurns(
      llm(
        user('look'),
        assistant([{ type: 'text', text: 'running' }, call('c1'), call('c2')]),
        result('c2', 'two'),
        result('c1', 'one'),
      ),
    );
    expect(turns).toEqual([
      { kind: 'input', role: 'user', content: text('look') },
      {
        kind: 'assistant',
        message: expect.objectContaining({ role: 'assistant' }),
        content: [{ type: 'text', text: 'running' }, call('c1'), call('c2')],
        results: [
          { id: 'c1', name: 'bash', content: text('one'), isError: false },
          { id: 'c2', name: 'bash', content: text('two'), isError: false },
        ],
      },
    ]);
  });

  it('answers a call left without a result, moves text after the results, turns an orphaned result into user text', () => {
    const turns = pairToolTurns(
      llm(
        assistant([call('c1'), call('c2')]),
        user('meanwhile'),
        result('c2', 'ok'),
        user('next'),
        result('c9', 'late'),
      ),
    );
    expect(turns.map((t) => (t.kind === 'input' ? t.content : t.results))).toEqual([
      [
        { id: 'c1', name: 'bash', content: text(NO_RESULT), isError: true },
        { id: 'c2', name: 'bash', content: text('ok'), isError: false },
      ],
      text('meanwhile'),
      text('next'),
      text('[Result of tool bash]\nlate'),
    ]);
  });

  it('drops empty turns and maps ids to the characters every provider accepts', () => {
    expect(pairToolTurns(llm(user('  '), assistant([{ type: 'text', text: ' \n' }])))).toEqual([]);
    expect(wireToolId('call_1|fc_2.x')).toBe('call_1');
    expect(wireToolId('tool.call:7')).toBe('tool_call_7');
    const [turn] = pairToolTurns(llm(assistant([call('a.b')]), result('a.b', 'r')));
    expect(turn).toMatchObject({ content: [{ id: 'a_b' }], results: [{ id: 'a_b' }] });
  });

  it('gives an empty result a visible "(no output)" and keeps an error flag', () => {
    const [turn] = pairToolTurns(llm(assistant([call('c1')]), result('c1', [], { isError: true })));
    expect(turn).toMatchObject({ results: [{ content: text('(no output)'), isError: true }] });
  });
});
