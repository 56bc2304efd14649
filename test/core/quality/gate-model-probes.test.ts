import {
  GateModelReplyError,
  gateModelProbes,
  gateModelPrompt,
  scoreGateModelReply,
} from '../../../core/quality/gate-model-probes';
import type { Probe } from '../../../core/quality/probes';

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
    expect(scoreGateModelReply(probes, '```json\n{"answers": ["src/a.ts", "not in context"]}\n```')).toBe(0.5);
    expect(scoreGateModelReply(probes, '{"answers": ["src/a.ts", "src/b.ts"]}')).toBe(1);
  });

  it.each([
    ['prose', 'The summary is fine.', 'the gate model did not reply with JSON'],
    ['malformed JSON', '{"answers": [', 'the gate model did not reply with JSON'],
    ['broken JSON', '{"answers": [}', 'the gate model replied with malformed JSON'],
    ['no answers list', '{"result": 1}', 'the gate model reply has no answers list'],
    ['too few answers', '{"answers": ["src/a.ts"]}', 'the gate model answered 1 of 2 questions'],
  ])('rejects %s with a typed error', (_, reply, message) => {
    expect(() => scoreGateModelReply(probes, reply)).toThrow(new GateModelReplyError(message));
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
