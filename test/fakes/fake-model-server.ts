/**
 * The local fake model of the agent-loop examples in other languages (clients/python/examples/agent_loop.py), run as
 * a process of its own: the wire-level fake provider (fake-provider-server.ts) answering every Anthropic Messages
 * request with a text of `--answer-chars` characters, or with Anthropic's real context-overflow error once the
 * request's prompt is over `--context-limit` tokens (estimated as its JSON characters / 4; 0: no limit, as for the
 * server's summarizer). Prints its URL on stdout and serves until SIGINT or SIGTERM:
 *
 *   npx tsx test/fakes/fake-model-server.ts --port 8788 --context-limit 12000     # the agent's model
 *   npx tsx test/fakes/fake-model-server.ts --port 8789 --answer-chars 800        # the summarizer
 */
import { parseArgs } from 'node:util';
import { startFakeProvider } from './fake-provider-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'context-limit': { type: 'string', default: '0' },
      'answer-chars': { type: 'string', default: '4000' },
    },
  });
  const limit = Number(values['context-limit']);
  const chars = Number(values['answer-chars']);
  const fake = await startFakeProvider(Number(values.port));
  fake.respondWith((request, call) => {
    const promptTokens = Math.ceil(JSON.stringify(request.body ?? '').length / 4);
    if (limit > 0 && promptTokens > limit) return { error: 'overflow' };
    return { text: `Answer ${call}: ${'lorem ipsum '.repeat(Math.ceil(chars / 12))}`.slice(0, chars) };
  });
  process.stdout.write(`${fake.url}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await fake.close();
}

void main();
