/**
 * `append --format` and `context --format` through the real executable on the embedded stack: a turn in the
 * Anthropic shapes from a JSON file is appended to an ingested session, the context comes back as the Anthropic
 * request fragment, and a bad file, format or turn is a usage error (exit 2) that writes nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { providerCli } from '../helpers/provider-cli';
import { expectAcceptedRequest } from '../helpers/wire-validators';

const { run: cli } = providerCli('cli-wire', 'anthropic');
const SESSION = path.join(__dirname, '..', 'fixtures', 'sessions', 'v1-linear.jsonl');
const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-cli-wire-'));

function file(name: string, content: unknown): string {
  const at = path.join(dir, name);
  writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
  return at;
}

const answer = {
  response: {
    id: 'msg_cli',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text: 'a.ts exports one function.' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 300, output_tokens: 12 },
  },
};

describe('append and context in a wire format on the CLI', () => {
  it('refuses a bad --format, an unreadable file and a format the file contradicts with exit 2, before any stack', async () => {
    const good = file('answer.json', answer);
    const cases: [string[], RegExp][] = [
      [['append', 'any', good, '--format', 'cohere'], /--format must be one of native, openai-chat/],
      [['append', 'any', file('broken.json', '{"input": ['), '--format', 'anthropic'], /broken\.json: /],
      [['append', 'any', file('list.json', []), '--format', 'anthropic'], /a turn is a JSON object/],
      [['append', 'any', file('other.json', { format: 'gemini', ...answer }), '--format', 'anthropic'], /says format/],
      [['context', 'any', '--format', 'cohere'], /--format must be one of/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect([args, result.code]).toEqual([args, 2]);
      expect(result.stderr).toMatch(message);
    }
  });

  // Three commands start the embedded stack or the store: a minute or two on a loaded machine.
  it('appends a turn from a file and prints the context as the Anthropic request; a turn it cannot take exits 2', async () => {
    const ingested = await cli('ingest', SESSION, '--json');
    expect(ingested.code).toBe(0);
    const sessionId = JSON.parse(ingested.stdout).sessionId as string;

    const orphan = {
      input: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: 'a' }] }],
    };
    const refused = await cli('append', sessionId, file('orphan.json', orphan), '--format', 'anthropic', '--json');
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout)).toEqual({
      error: {
        type: 'UsageError',
        message: expect.stringContaining(
          'anthropic turn /input/0/content/0/tool_use_id: "toolu_x" answers no tool call',
        ),
      },
    });

    const appended = await cli('append', sessionId, file('answer.json', answer), '--format', 'anthropic', '--json');
    expect(appended.code).toBe(0);
    expect(JSON.parse(appended.stdout)).toMatchObject({ appended: 1, replayed: false, compaction: null });

    const context = await cli('context', sessionId, '--format', 'anthropic', '--json');
    expect(context.code).toBe(0);
    const view = JSON.parse(context.stdout);
    expect(view).toMatchObject({ format: 'anthropic', model: 'anthropic/claude-sonnet-4-5' });
    expectAcceptedRequest('anthropic', view.request);
    // The hook reminder before it is user text too, merged into the same user message.
    expect(view.request.messages.at(-2)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'tests are in test/' },
        { type: 'text', text: 'now open a.ts' },
      ],
    });
    expect(view.request.messages.at(-1)).toEqual({
      role: 'assistant',
      content: [{ type: 'text', text: 'a.ts exports one function.' }],
    });
  }, 600_000);
});
