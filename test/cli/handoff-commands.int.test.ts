/**
 * `compact --strategy handoff` through the real executable on the embedded stack with a fake Anthropic server: the
 * session is handed off to a new one, and `sessions list`, `tree` and `history` of either session name the other.
 */
import { EXAMPLE_SESSION, providerCli } from '../helpers/provider-cli';

const { run: cli, fake } = providerCli('cli-handoff', 'anthropic');

beforeAll(() => fake().respondWith(() => ({ text: '## Goal\nKeep going.' })));

describe('compact --strategy handoff on the CLI', () => {
  // Five commands, one starting the embedded stack: minutes on a loaded machine.
  it('hands the session off and shows the link from both sides in sessions list, tree and history', async () => {
    const ingested = await cli('ingest', EXAMPLE_SESSION, '--json');
    const old = JSON.parse(ingested.stdout).sessionId as string;

    const compacted = await cli('compact', old, '--strategy', 'handoff', '--model', 'anthropic/claude-opus-4-5');
    // (stderr may carry the Anthropic SDK's deprecation notice for the example session's model)
    expect(compacted.code).toBe(0);
    const next = /^handed off \S+ to new session (\S+): 168018 → \d+ tokens\n$/.exec(compacted.stdout)?.[1];
    expect(next).toEqual(expect.any(String));

    const listed = (await cli('sessions', 'list')).stdout;
    expect(listed).toContain(`handed off to ${next}`);
    expect(listed).toContain(`continues ${old}`);
    const tree = (await cli('tree', next!)).stdout;
    expect(tree.split('\n')[0]).toBe(`# continues session ${old} (handoff)`);
    expect(tree).toMatch(/custom_message/);
    const history = (await cli('history', old)).stdout;
    expect(history.split('\n')[0]).toBe(`# handed off to session ${next}`);
    expect(history).toMatch(new RegExp(`manual\\s+committed\\s+handoff\\s+168018 → \\d+\\s+→ ${next}`));
  }, 600_000);
});
