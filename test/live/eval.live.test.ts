/**
 * One `compactor eval` run with a live reader against the real API: a planted-fact session is compacted by the
 * provider's summarizer through the workflow on the embedded stack, and every context (the baselines and the
 * summary) is read by the provider's model in one request each. A model's scores are printed, not asserted: what is
 * asserted is that the figures are labelled with the reader's name and billed by the provider's reported usage.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plantedSession } from '../../core/quality/planted-session';
import { toJsonl } from '../../core/quality/synthetic-branch';
import { describeLive, liveProvider } from '../helpers/live-provider';
import { runCli } from '../helpers/run-cli';

const anthropic = liveProvider('anthropic');

describeLive(anthropic, 'compactor eval with a live reader, live', () => {
  it('reads every context with the model and labels the figures with its name', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-eval-live-'));
    const file = path.join(dir, 'planted.jsonl');
    const planted = plantedSession({ seed: 11, targetTokens: 40_000 });
    writeFileSync(file, toJsonl(planted.entries, planted.header));
    const args = ['eval', file, '--strategies', 'llm-summary', '--model', anthropic.model];
    const live = ['--reader', anthropic.model, '--judge', anthropic.model];
    const result = await runCli([...args, ...live, '--json'], {
      COMPACTOR_HOME: path.join(dir, 'home'),
      TEMPORAL_ADDRESS: '',
      COMPACTOR_SUMMARY_MODEL: undefined,
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(result.stdout);
    expect(report.reader).toMatchObject({ kind: 'live', upperBound: false, model: anthropic.model });
    const rows = report.sessions[0].summaries as { strategy: string; status: string; billing?: string }[];
    expect(rows.map((r) => [r.strategy, r.status, r.billing])).toEqual([
      ['full', 'ok', 'provider'],
      ['tail-only', 'ok', 'provider'],
      ['prune-only', 'ok', 'provider'],
      ['llm-summary', 'ok', 'provider'],
    ]);
    process.stdout.write(`${JSON.stringify(rows, null, 1)}\n`);
  }, 600_000);
});
