import { parseProbeFile } from '../../../core/quality/probe-file';

const line = (value: unknown) => JSON.stringify(value);

describe('a curated probe file', () => {
  it('reads one probe a line, blank lines ignored, with defaults for what a file cannot know', () => {
    const text = [
      line({ category: 'recall', question: 'Which port?', type: 'number', keys: ['8443'] }),
      '',
      line({
        id: 'todo:1',
        category: 'continuation',
        question: 'What is next?',
        match: 'terms',
        keys: ['retry', 'queue'],
      }),
      '',
    ].join('\n');
    expect(parseProbeFile(text)).toEqual({
      ok: true,
      probes: [
        {
          id: 'recall.curated:1',
          category: 'recall',
          kind: 'recall.curated',
          question: 'Which port?',
          type: 'number',
          match: 'one',
          keys: ['8443'],
          evidence: [],
          grading: 'exact',
          source: 'file',
        },
        {
          id: 'todo:1',
          category: 'continuation',
          kind: 'continuation.curated',
          question: 'What is next?',
          type: 'text',
          match: 'terms',
          keys: ['retry', 'queue'],
          evidence: [],
          grading: 'judge',
          source: 'file',
        },
      ],
    });
  });

  it('refuses the first line that is not JSON, by number', () => {
    const text = `${line({ category: 'recall', question: 'q?', keys: ['k'] })}\n\n{"category":`;
    expect(parseProbeFile(text)).toEqual({ ok: false, line: 3, message: 'not JSON' });
  });

  it('refuses a line outside the schema, naming the field', () => {
    expect(parseProbeFile(line({ category: 'mood', question: 'q?', keys: ['k'] }))).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringMatching(/^category: /),
    });
  });

  it('refuses a file without any probe', () => {
    expect(parseProbeFile('\n\n')).toEqual({ ok: false, line: 0, message: 'the file holds no probe' });
  });
});
