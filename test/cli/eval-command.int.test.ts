/**
 * `compactor eval` on the embedded stack (a dev server started by the command, the test database or PGlite), its
 * summaries from the wire fake's extractive summarizer: a session file, a directory of them and a stored session are
 * each compacted per strategy through the real workflow and read by the offline reference reader; refused arguments
 * exit 2 with their type before any stack starts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plantedSession } from '../../core/quality/planted-session';
import { REFERENCE_READER_LABEL } from '../../core/quality/reference-reader';
import { toJsonl } from '../../core/quality/synthetic-branch';
import type { RecordedRequest } from '../fakes/fake-provider-server';
import { providerCli } from '../helpers/provider-cli';
import { extractiveResponder } from '../helpers/quality-eval/fake-summarizer';

const cli = providerCli('eval-cli', 'anthropic');
const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-eval-'));
const sessionsDir = path.join(dir, 'sessions');

function writePlanted(file: string, seed: number, targetTokens: number): string {
  const planted = plantedSession({ seed, targetTokens });
  writeFileSync(file, toJsonl(planted.entries, planted.header));
  return file;
}

const single = writePlanted(path.join(dir, 'planted.jsonl'), 11, 60_000);
mkdirSync(sessionsDir);
writePlanted(path.join(sessionsDir, 'b-second.jsonl'), 13, 40_000);
writePlanted(path.join(sessionsDir, 'a-first.jsonl'), 12, 40_000);
writeFileSync(path.join(sessionsDir, 'notes.txt'), 'not a session\n');

beforeAll(() => cli.fake().respondWith(extractiveResponder({ outputChars: 0 })));

const json = (stdout: string) => JSON.parse(stdout);

describe('compactor eval', () => {
  it('evaluates a session file: the baselines and each strategy through the workflow, graded by the reference reader', async () => {
    const result = await cli.run('eval', single, '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const report = json(result.stdout);
    expect(report.reader).toEqual({ kind: 'reference', label: REFERENCE_READER_LABEL, upperBound: true });
    expect(report.probes).toBe('auto');
    expect(report.sessions).toHaveLength(1);
    const [session] = report.sessions;
    expect(session.session).toBe('planted');
    const rows = session.summaries.map((s: { strategy: string; status: string; method?: string }) => [
      s.strategy,
      s.status,
      s.method,
    ]);
    expect(rows).toEqual([
      ['full', 'ok', undefined],
      ['tail-only', 'ok', undefined],
      ['prune-only', 'ok', undefined],
      ['llm-summary', 'ok', 'context-full'],
      ['snapcompact', 'ok', 'snapcompact'],
    ]);
    const by = new Map(session.summaries.map((s: { strategy: string }) => [s.strategy, s]));
    expect(by.get('full')).toMatchObject({ cells: { recall: { accuracy: 1 }, artifact: { accuracy: 1 } } });
    // The summarizer's tokens are the usage the fake reported for the copy's summary calls.
    expect(by.get('llm-summary')).toMatchObject({ summarizerTokens: { input: expect.any(Number) } });
    expect((by.get('llm-summary') as { summarizerTokens: { output: number } }).summarizerTokens.output).toBeGreaterThan(
      0,
    );
    expect(session.probes.compacted).toBeGreaterThan(0);
    expect(cli.fake().requests.length).toBeGreaterThan(0);
  }, 300_000);

  it('evaluates every .jsonl file of a directory in name order and prints a table under the reader label', async () => {
    const result = await cli.run('eval', sessionsDir, '--strategies', 'llm-summary');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const titles = result.stdout.split('\n').filter((l) => / tokens, \d+ of \d+ probes/.test(l));
    expect(titles.map((t) => t.split(':')[0])).toEqual(['a-first', 'b-second']);
    expect(result.stdout.split('\n').filter((l) => l === `reader: ${REFERENCE_READER_LABEL}`)).toHaveLength(2);
    expect(result.stdout).toMatch(/^llm-summary \(context-full\) +\d\.\d\d n=\d+/m);
    expect(result.stdout).toMatch(/^full +1\.00 n=\d+/m);
  }, 300_000);

  it('evaluates a stored session by id with a curated probe file', async () => {
    const ingested = await cli.run('ingest', single, '--json');
    const { sessionId } = json(ingested.stdout);
    const probes = path.join(dir, 'probes.jsonl');
    writeFileSync(
      probes,
      `${JSON.stringify({ category: 'artifact', question: 'Which file is the planted one?', type: 'path', keys: ['no/such/file-anywhere.ts'] })}\n`,
    );
    const result = await cli.run('eval', sessionId, '--strategies', 'llm-summary', '--probes', probes, '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const report = json(result.stdout);
    expect(report.probes).toEqual({ file: probes, count: 1 });
    expect(report.sessions.map((s: { session: string }) => s.session)).toEqual([sessionId]);
    expect(report.sessions[0].probes.total).toBe(1);
    // A key that occurs nowhere in the session: even the full context cannot answer it.
    const full = report.sessions[0].summaries.find((s: { strategy: string }) => s.strategy === 'full');
    expect(full.status).toBe('ok');
    expect(full.grades).toEqual([expect.objectContaining({ score: 0 })]);
  }, 300_000);

  it('reads with a live model through its SDK and labels the figures with its name; decision probes from a probe writer', async () => {
    const fake = cli.fake();
    const summaries = extractiveResponder({ outputChars: 0 });
    const asked = (r: RecordedRequest) => JSON.stringify(r.body);
    fake.respondWith((r) => {
      const body = asked(r);
      if (body.includes('\\"decisions\\"'))
        return {
          text: JSON.stringify({
            decisions: [{ question: 'Which store?', choice: 'Postgres', reason: 'durable', evidence: [] }],
          }),
        };
      // Every probe answered "not in context": a reader that kept nothing.
      if (body.includes('\\"answers\\"')) return { text: '{"answers": {}}' };
      return summaries(r);
    });
    const result = await cli.run(
      'eval',
      single,
      '--strategies',
      'llm-summary',
      '--reader',
      'anthropic/claude-haiku-4-5',
      '--probe-writer',
      'anthropic/claude-haiku-4-5',
      '--json',
    );
    fake.respondWith(summaries);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const report = json(result.stdout);
    expect(report.reader).toMatchObject({
      kind: 'live',
      label: "live reader anthropic/claude-haiku-4-5: a model's answers",
      upperBound: false,
      model: 'anthropic/claude-haiku-4-5',
    });
    expect(report.probeWriter).toBe('anthropic/claude-haiku-4-5');
    const [session] = report.sessions;
    // The writer cited no entry of the session: its decision is dropped, and the category says so.
    expect(session.skipped).toEqual([{ category: 'decision', reason: 'the probe writer found no stated decision' }]);
    const full = session.summaries.find((s: { strategy: string }) => s.strategy === 'full');
    expect(full).toMatchObject({ status: 'ok', billing: 'provider', readerTokens: { input: expect.any(Number) } });
    expect(full.cells.recall.accuracy).toBe(0);
    const readerCalls = fake.requests.filter((r) => asked(r).includes('\\"answers\\"'));
    // One request per context read: the three baselines and the strategy.
    expect(readerCalls).toHaveLength(4);
  }, 300_000);

  it('answers a stored session id that does not exist with SessionNotFound, exit 1', async () => {
    const result = await cli.run('eval', 'no-such-session', '--json');
    expect(result.code).toBe(1);
    expect(json(result.stdout)).toEqual({
      error: { type: 'SessionNotFound', message: 'session not found: no-such-session' },
    });
  }, 120_000);

  describe('refuses, exit 2, before any stack starts', () => {
    const refused = async (args: string[], type: string, message: string) => {
      const result = await cli.run('eval', ...args, '--json');
      expect(result.code).toBe(2);
      expect(json(result.stdout)).toEqual({ error: { type, message } });
      expect(result.stderr).toBe(`compactor: ${message}\n`);
    };

    it('a session file that does not exist', () =>
      refused(
        [path.join(dir, 'missing.jsonl')],
        'session-file-not-found',
        `no such file or directory: ${path.join(dir, 'missing.jsonl')}`,
      ));

    it('a directory without session files', () => {
      const empty = mkdtempSync(path.join(os.tmpdir(), 'compactor-eval-empty-'));
      return refused([empty], 'no-session-files', `${empty} holds no .jsonl session file`);
    });

    it('an unknown strategy', () =>
      refused(
        [single, '--strategies', 'llm-summary,magic'],
        'unknown-strategy',
        'unknown strategy "magic": one of llm-summary, snapcompact, openai-native',
      ));

    it('a probe file with a line that is not JSON', () => {
      const bad = path.join(dir, 'bad-probes.jsonl');
      writeFileSync(bad, `${JSON.stringify({ category: 'recall', question: 'q?', keys: ['k'] })}\n{not json\n`);
      return refused([single, '--probes', bad], 'bad-probe-file', `--probes ${bad}, line 2: not JSON`);
    });

    it('a probe line that breaks the schema', () => {
      const bad = path.join(dir, 'no-keys.jsonl');
      writeFileSync(bad, `${JSON.stringify({ category: 'recall', question: 'q?', keys: [] })}\n`);
      return refused(
        [single, '--probes', bad],
        'bad-probe-file',
        `--probes ${bad}, line 1: keys: Too small: expected array to have >=1 items`,
      );
    });

    it('a reader model the catalog does not know', () =>
      refused(
        [single, '--reader', 'anthropic/claude-nonexistent-9'],
        'unknown-model',
        '--reader anthropic/claude-nonexistent-9: not a model of the catalog on openai, anthropic, google (provider/id)',
      ));

    it("a judge whose provider's key is not set", () =>
      refused(
        [single, '--reader', 'anthropic/claude-haiku-4-5', '--judge', 'openai/gpt-5-mini'],
        'missing-model-key',
        '--judge openai/gpt-5-mini: no API key for openai, set OPENAI_API_KEY',
      ));

    it("a probe writer whose provider's key is not set", () =>
      refused(
        [single, '--probe-writer', 'google/gemini-2.5-flash'],
        'missing-model-key',
        '--probe-writer google/gemini-2.5-flash: no API key for google, set GEMINI_API_KEY (or GOOGLE_API_KEY)',
      ));
  });
});
