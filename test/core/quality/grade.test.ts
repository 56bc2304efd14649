import { summarizeEval, wilson } from '../../../core/quality/eval-report';
import { gradeAnswer, readAnswer } from '../../../core/quality/grade';
import { containsTerm, normalizeCommand, normalizePath } from '../../../core/quality/normalize';
import type { ScopedProbe } from '../../../core/quality/probes';

const probe = (over: Partial<ScopedProbe>): ScopedProbe => ({
  id: 'p:1',
  category: 'artifact',
  kind: 'artifact.modified',
  question: 'Which files were modified?',
  type: 'path',
  match: 'all',
  keys: ['src/a.ts', 'src/b.ts'],
  evidence: ['e1'],
  grading: 'exact',
  source: 'derived',
  scope: 'compacted',
  ...over,
});

describe('normalizers', () => {
  it('paths lose the cwd, ./ and doubled slashes but keep their case', () => {
    expect(normalizePath('/work/project//src/./Quota.ts', '/work/project/')).toBe('src/./Quota.ts');
    expect(normalizePath('./src/Quota.ts')).toBe('src/Quota.ts');
  });

  it('commands lose the directory change and output plumbing', () => {
    expect(normalizeCommand('cd /repo &&  npm test 2>&1 | tail -20')).toBe('npm test');
  });

  it('a number is not found inside a longer number', () => {
    expect(containsTerm('released in 2017', '17', 'number')).toBe(false);
    expect(containsTerm('port 17, retry', '17', 'number')).toBe(true);
  });
});

describe('grading an answer', () => {
  it('a set answer scores its F1 against what the reader listed', () => {
    const p = probe({});
    const answer = readAnswer(p, 'src/a.ts\nsrc/c.ts', undefined);
    expect(answer).toMatchObject({ found: ['src/a.ts'], listed: 2 });
    expect(gradeAnswer(p, answer).score).toBe(0.5);
  });

  it('an abstain probe scores 1 only when the reader abstained', () => {
    const p = probe({ match: 'none', keys: ['maxConnections'] });
    expect(gradeAnswer(p, readAnswer(p, 'Not in context.')).score).toBe(1);
    expect(gradeAnswer(p, readAnswer(p, 'maxConnections is 40')).score).toBe(0);
  });

  it('a number answer is read without thousands separators, and not inside a longer number', () => {
    const p = probe({ type: 'number', match: 'one', keys: ['48213'] });
    expect(readAnswer(p, 'port 48,213').found).toEqual(['48213']);
    expect(readAnswer(p, '48 213').found).toEqual(['48213']);
    expect(readAnswer(p, '148,213').found).toEqual([]);
  });

  it("a judge's verdict replaces the key-term score", () => {
    const p = probe({ match: 'terms', type: 'text', grading: 'judge', keys: ['queue', 'cache'] });
    expect(gradeAnswer(p, readAnswer(p, 'port the queue'), true)).toEqual({ probeId: 'p:1', score: 1, by: 'judge' });
    expect(gradeAnswer(p, readAnswer(p, 'port the queue')).score).toBe(0.5);
  });
});

describe("an eval's numbers", () => {
  it('the Wilson interval of 8 of 10', () => {
    expect(wilson(0.8, 10)).toEqual([0.4902, 0.9433]);
  });

  it('macro accuracy over categories, lift over tail-only, accuracy per 1k billed tokens, amortized cost', () => {
    const probes = [probe({ id: 'a' }), probe({ id: 'r', category: 'recall' }), probe({ id: 't', scope: 'tail' })];
    const run = (strategy: string, scores: number[], billed: number) => ({
      strategy,
      status: 'ok' as const,
      billedInputTokens: billed,
      summarizerTokens: { input: 1000, output: 200 },
      grades: ['a', 'r', 't'].map((probeId, i) => ({ probeId, score: scores[i]!, by: 'exact' as const })),
    });
    const [summary, tail] = summarizeEval(
      [run('summary', [1, 0.5, 0], 2000), run('tail-only', [0, 0, 1], 1000)],
      probes,
    );
    expect(summary).toMatchObject({
      overall: { macro: 0.75, micro: 0.75, n: 2 },
      liftOverTailOnly: 0.75,
      accuracyPer1kBilled: 0.375,
      amortizedTokens: { t1: 3200, t20: 41_200 },
    });
    expect(tail!.overall).toEqual({ macro: 0, micro: 0, n: 2 });
  });
});
