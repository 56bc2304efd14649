/**
 * The eval's model replies: the reader's answers by probe id, the judge's verdicts, the probe writer's decisions as
 * decision probes; a reply that is not JSON is a typed bad-reply, never a guess.
 */
import {
  judgeItems,
  parseDecisions,
  parseReaderAnswers,
  parseVerdicts,
  readerQuestions,
} from '../../../core/quality/model-replies';
import type { Probe } from '../../../core/quality/probes';

const probe = (id: string, over: Partial<Probe> = {}): Probe => ({
  id,
  category: 'artifact',
  kind: 'artifact.modified',
  question: `question ${id}?`,
  type: 'path',
  match: 'one',
  keys: [`key-${id}`],
  evidence: ['e1'],
  grading: 'exact',
  source: 'derived',
  ...over,
});
const probes = [probe('a:1'), probe('b:2')];

describe('the reader', () => {
  it('is asked ids and questions, never the keys', () => {
    expect(readerQuestions(probes)).toBe(
      '[{"id":"a:1","question":"question a:1?"},{"id":"b:2","question":"question b:2?"}]',
    );
  });

  it('answers by id, in a code fence or not; a list is one item per line; a missing id is an empty answer', () => {
    const reply = '```json\n{"answers": {"a:1": ["src/x.ts", "src/y.ts"], "c:3": "ignored"}}\n```';
    const parsed = parseReaderAnswers(reply, probes);
    expect(parsed).toEqual({
      ok: true,
      value: new Map([
        ['a:1', 'src/x.ts\nsrc/y.ts'],
        ['b:2', ''],
      ]),
    });
    expect(parseReaderAnswers('{"a:1": 8443, "b:2": "not in context"}', probes)).toEqual({
      ok: true,
      value: new Map([
        ['a:1', '8443'],
        ['b:2', 'not in context'],
      ]),
    });
  });

  it('a reply without a JSON object is a bad reply', () => {
    expect(parseReaderAnswers('I cannot help with that.', probes)).toEqual({
      ok: false,
      kind: 'bad-reply',
      message: 'the reply holds no JSON object',
    });
    expect(parseReaderAnswers('{"answers": {"a:1": }', probes)).toEqual({
      ok: false,
      kind: 'bad-reply',
      message: 'the reply is not valid JSON',
    });
  });
});

describe('the judge', () => {
  it('gets the question, the expected facts and the answer of each item', () => {
    expect(JSON.parse(judgeItems([probes[0]!], new Map([['a:1', 'src/x.ts']])))).toEqual([
      { id: 'a:1', question: 'question a:1?', expected: ['key-a:1'], answer: 'src/x.ts' },
    ]);
  });

  it('says yes or no per id; anything but yes is wrong', () => {
    expect(parseVerdicts('{"verdicts": {"a:1": "Yes.", "b:2": "no"}}', probes)).toEqual({
      ok: true,
      value: new Map([
        ['a:1', true],
        ['b:2', false],
      ]),
    });
    expect(parseVerdicts('{"a:1": true}', probes)).toEqual({
      ok: true,
      value: new Map([
        ['a:1', true],
        ['b:2', false],
      ]),
    });
  });
});

describe('the probe writer', () => {
  it('turns each decision with a question, a choice and known evidence into a judge-graded decision probe', () => {
    const reply = JSON.stringify({
      decisions: [
        {
          question: 'Which queue was chosen?',
          choice: 'Redis streams',
          reason: 'ordered replay',
          evidence: ['e9', 'e4', 'nope'],
        },
        { question: 'No evidence', choice: 'x', reason: 'y', evidence: ['nope'] },
        { question: '', choice: 'x', reason: 'y', evidence: ['e4'] },
      ],
    });
    expect(parseDecisions(reply, new Set(['e4', 'e9']))).toEqual({
      ok: true,
      value: [
        {
          id: 'decision.model:1',
          category: 'decision',
          kind: 'decision.model',
          question: 'Which queue was chosen?',
          type: 'text',
          match: 'terms',
          keys: ['Redis streams', 'ordered replay'],
          evidence: ['e4', 'e9'],
          grading: 'judge',
          source: 'model',
        },
      ],
    });
  });

  it('a reply without a decisions list is a bad reply', () => {
    expect(parseDecisions('{"choices": []}', new Set())).toEqual({
      ok: false,
      kind: 'bad-reply',
      message: 'the reply has no "decisions" list',
    });
  });
});
