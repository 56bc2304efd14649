import {
  GateModelReplyError,
  gateModelFocus,
  gateModelProbes,
  gateModelPrompt,
  gradeGateModelReply,
} from '../../../core/quality/gate-model-probes';
import { withGateModelRecord } from '../../../core/quality/gate-model-verdict';
import type { Probe } from '../../../core/quality/probes';
import type { SummaryQuality } from '../../../core/quality/quality-gate';

const probe = (id: string, keys: string[], match: Probe['match'] = 'one'): Probe => ({
  id,
  category: 'artifact',
  kind: 'artifact.modified',
  question: `question ${id}?`,
  type: 'path',
  match,
  keys,
  evidence: [],
  grading: 'exact',
  source: 'derived',
});

describe("the gate model's probes", () => {
  const probes = [probe('a', ['src/a.ts']), probe('b', ['src/b.ts'])];

  it('asks the questions in order after the summary, which is its only context', () => {
    const prompt = gateModelPrompt('## Goal\nFix it.', probes);
    expect(prompt.startsWith('<summary>\n## Goal\nFix it.\n</summary>\n')).toBe(true);
    expect(prompt).toContain('1. question a?\n2. question b?');
  });

  it('scores the mean grade of the answers, a fenced reply too', () => {
    expect(gradeGateModelReply(probes, '```json\n{"answers": ["src/a.ts", "not in context"]}\n```')).toEqual({
      score: 0.5,
      unanswered: [probes[1]],
    });
    expect(gradeGateModelReply(probes, '{"answers": ["src/a.ts", "src/b.ts"]}')).toEqual({ score: 1, unanswered: [] });
  });

  it.each([
    ['prose', 'The summary is fine.', 'the gate model did not reply with JSON'],
    ['malformed JSON', '{"answers": [', 'the gate model did not reply with JSON'],
    ['broken JSON', '{"answers": [}', 'the gate model replied with malformed JSON'],
    ['no answers list', '{"result": 1}', 'the gate model reply has no answers list'],
    ['too few answers', '{"answers": ["src/a.ts"]}', 'the gate model answered 1 of 2 questions'],
  ])('rejects %s with a typed error', (_, reply, message) => {
    expect(() => gradeGateModelReply(probes, reply)).toThrow(new GateModelReplyError(message));
  });

  it('derives only artifact and continuation probes from the span', () => {
    const span = [
      { id: 'u', message: { role: 'user', content: 'Please rename `timeoutMs` in src/a.ts', timestamp: 1 } },
    ] as Parameters<typeof gateModelProbes>[0];
    const categories = new Set(gateModelProbes(span).map((p) => p.category));
    expect([...categories].every((c) => c === 'artifact' || c === 'continuation')).toBe(true);
    expect(categories.has('continuation')).toBe(true);
  });
});

describe("the gate model's part of the gate", () => {
  const passing = (mode: SummaryQuality['mode']): SummaryQuality => ({
    mode,
    score: 1,
    passed: true,
    missing: [],
    retried: false,
  });
  const model = 'anthropic/claude-haiku-4-5';

  it('fails an enforced summary the model scored below half, as check gate-model', () => {
    expect(withGateModelRecord(passing('enforce'), { model, score: 0.25, probes: 4 })).toEqual({
      ...passing('enforce'),
      passed: false,
      missing: ['gate-model'],
      gateModel: { model, score: 0.25, probes: 4 },
    });
  });

  it('passes one scored at the floor, records any score under check, and never fails on a model that failed', () => {
    expect(withGateModelRecord(passing('enforce'), { model, score: 0.5, probes: 4 }).passed).toBe(true);
    expect(withGateModelRecord(passing('check'), { model, score: 0, probes: 4 })).toEqual({
      ...passing('check'),
      gateModel: { model, score: 0, probes: 4 },
    });
    const failed = { model, failed: 'gate-model-failed' as const };
    expect(withGateModelRecord(passing('enforce'), failed)).toEqual({ ...passing('enforce'), gateModel: failed });
  });

  it("names the questions it could not answer in the retry's focus", () => {
    expect(gateModelFocus([probe('a', ['src/a.ts'])])).toBe(
      'A reader of the previous summary could not answer these questions from it; the new summary must answer them:\n' +
        '- question a?',
    );
  });
});
