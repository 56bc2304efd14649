/**
 * Each provider's summarizer against the real API, and one eval run on its summary: a small planted-fact session is
 * summarized, the summary must pass the deterministic checks' content and section checks, and the reference reader
 * reports how many planted facts it kept (printed: a model's output is not asserted beyond that).
 */
import { createLlm, summarizeHistory } from '../../activities/llm';
import { serializeMessages } from '../../core/compaction/serialize-conversation';
import { gradeAnswer } from '../../core/quality/grade';
import { plantedSession } from '../../core/quality/planted-session';
import { referenceAnswers } from '../../core/quality/reference-reader';
import { spanMessages } from '../../core/quality/session-walk';
import { checkSummary } from '../../core/quality/summary-checks';
import { describeLive, LIVE_PROVIDERS } from '../helpers/live-provider';

const planted = plantedSession({ seed: 5, targetTokens: 12_000 });
const span = spanMessages(planted.entries);

for (const provider of LIVE_PROVIDERS) {
  describeLive(provider, `the ${provider.name} summarizer, live`, (settings) => {
    it('summarizes a planted-fact session into the prompt sections, and the eval reads what it kept', async () => {
      const llm = createLlm({ settings });
      const result = await summarizeHistory(llm.summarizer(provider.model), {
        messages: serializeMessages(span.map((s) => s.message)),
        reserveTokens: 16_384,
      });
      const verdict = checkSummary({ summary: result.text, span, cwd: planted.header.cwd! });
      expect(verdict.failures.filter((f) => f.check === 'content' || f.check === 'sections')).toEqual([]);
      const answers = referenceAnswers(planted.probes, result.text, planted.header.cwd);
      const kept = planted.probes.filter((p, i) => gradeAnswer(p, answers[i]!).score === 1).length;
      process.stdout.write(`${provider.model}: ${kept}/${planted.probes.length} planted facts in the summary\n`);
      expect(result.usage.input).toBeGreaterThan(0);
    }, 180_000);
  });
}
