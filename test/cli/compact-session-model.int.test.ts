/**
 * `compact --model openai/gpt-4o-mini` with OPENAI_API_KEY and no summary model anywhere: the session's active model
 * summarizes (compaction spec §6.7), through the real executable on the embedded stack and a fake OpenAI server.
 */
import { EXAMPLE_SESSION, providerCli } from '../helpers/provider-cli';

const { run: cli, fake } = providerCli('cli-model', 'openai');

describe('compact with the session model as summarizer', () => {
  // Remote compaction is on by default (compaction spec §3.1), so the OpenAI model compacts natively (§7.2).
  it('compacts with --model openai/gpt-4o-mini and OPENAI_API_KEY alone, without --summary-model', async () => {
    const ingested = await cli('ingest', EXAMPLE_SESSION, '--json');
    const sessionId = JSON.parse(ingested.stdout).sessionId as string;

    const compacted = await cli('compact', sessionId, '--model', 'openai/gpt-4o-mini', '--json');

    expect(compacted.stderr).toBe('');
    expect(JSON.parse(compacted.stdout)).toMatchObject({ outcome: 'compacted', method: 'remote' });
    const models = new Set(fake().requests.map((r) => `${r.path} ${(r.body as { model: string }).model}`));
    expect([...models]).toEqual(['/v1/responses/compact gpt-4o-mini']);
    const history = JSON.parse((await cli('history', sessionId, '--json')).stdout);
    expect(history).toMatchObject([{ status: 'committed', method: 'remote', model: 'openai/gpt-4o-mini' }]);
    // Three commands, one starting the embedded stack: minutes on a loaded machine.
  }, 300_000);
});
