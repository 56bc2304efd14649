import { deriveProbes } from '../../../core/quality/derive-probes';
import { gradeAnswer } from '../../../core/quality/grade';
import type { Probe } from '../../../core/quality/probes';
import { contextText, NOT_IN_CONTEXT, referenceAnswers } from '../../../core/quality/reference-reader';
import { spanMessages } from '../../../core/quality/session-walk';
import { PLANTED, realSession } from './session-fixtures';

/** The reference reader's mean score per category over `probes` read from `text`. */
function scores(probes: readonly Probe[], text: string, cwd?: string): Record<string, number> {
  const answers = referenceAnswers(probes, text, cwd);
  const by: Record<string, number[]> = {};
  probes.forEach((p, i) => (by[p.category] ??= []).push(gradeAnswer(p, answers[i]!).score));
  return Object.fromEntries(Object.entries(by).map(([c, s]) => [c, s.reduce((a, b) => a + b, 0) / s.length]));
}

describe('the offline reference reader', () => {
  it('scores 1.0 on recall and artifact for no compaction of the real session', () => {
    const { entries, cwd } = realSession();
    const span = spanMessages(entries);
    const { probes } = deriveProbes(span, { cwd });
    const text = contextText(span.map((s) => s.message));
    expect(scores(probes, text, cwd)).toMatchObject({ recall: 1, artifact: 1 });
  });

  it('scores 1.0 on every planted probe for no compaction, abstaining on the settings that never existed', () => {
    const text = contextText(spanMessages(PLANTED.entries).map((s) => s.message));
    expect(scores(PLANTED.probes, text, PLANTED.header.cwd)).toEqual({
      recall: 1,
      artifact: 1,
      continuation: 1,
      decision: 1,
    });
  });

  it('finds nothing of the early facts in a context that lost them, and still abstains correctly', () => {
    const early = PLANTED.probes.filter((p) => p.placement === 'early');
    const answers = referenceAnswers(early, 'the user asked to continue', PLANTED.header.cwd);
    const graded = early.map((p, i) => [p.kind, gradeAnswer(p, answers[i]!).score]);
    expect(graded.filter(([kind]) => kind === 'recall.abstain').every(([, s]) => s === 1)).toBe(true);
    expect(graded.filter(([kind]) => kind !== 'recall.abstain').every(([, s]) => s === 0)).toBe(true);
    expect(answers[0]!.answer).toBe(NOT_IN_CONTEXT);
  });

  it('reads an image only through the text its decoder returns', () => {
    const image = { type: 'image' as const, data: 'AAAA', mimeType: 'image/png' };
    const messages = [{ role: 'user' as const, content: [image], timestamp: 1 }];
    expect(contextText(messages)).toBe('');
    expect(contextText(messages, () => 'FILES src/quota.ts')).toBe('FILES src/quota.ts');
  });

  it('reads an OpenAI replacement history by its retained user messages only', () => {
    const payload = {
      type: 'openaiResponsesHistory',
      items: [
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'keep port 48213' }] },
        { type: 'compaction', encrypted_content: 'gAAAA-secret' },
      ],
    };
    const messages = [{ role: 'user' as const, content: 'summary follows', providerPayload: payload, timestamp: 1 }];
    expect(contextText(messages as never)).toBe('summary follows\nkeep port 48213');
  });
});
