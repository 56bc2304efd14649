/**
 * The live reader and judge through the real SDKs against the wire fake: the context goes as real messages (frames
 * as images for a vision model), the probes as one JSON question list; exact answers are graded by the normalizers,
 * free-text ones by the judge; a reply that is not JSON, or a provider error, fails the read naming why.
 */
import type { Probe } from '../../../core/quality/probes';
import type { AgentMessage } from '../../../core/session/messages';
import { loadEvalPrompts } from '../../../service/quality-eval/eval-prompts';
import { createLiveReader } from '../../../service/quality-eval/live-reader';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../../fakes/fake-provider-server';
import { NO_PROVIDERS } from '../../helpers/activities';

let fake: FakeProvider;
beforeEach(async () => {
  fake = await startFakeProvider();
});
afterEach(() => fake.close());

const settings = () => ({
  ...NO_PROVIDERS,
  openai: { apiKey: 'o', baseUrl: `${fake.url}/v1` },
  anthropic: { apiKey: 'a', baseUrl: fake.url },
  google: { apiKey: 'g', baseUrl: fake.url },
});
const prompts = loadEvalPrompts();
const FRAME = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ';

const probe = (id: string, over: Partial<Probe>): Probe => ({
  id,
  category: 'recall',
  kind: 'recall.value',
  question: `question ${id}?`,
  type: 'number',
  match: 'one',
  keys: [],
  evidence: [],
  grading: 'exact',
  source: 'planted',
  ...over,
});
const PROBES = [
  probe('path:1', { category: 'artifact', type: 'path', keys: ['config/ledger.toml'] }),
  probe('port:2', { keys: ['48213'] }),
  probe('why:3', { category: 'decision', type: 'text', match: 'terms', keys: ['ledger port'], grading: 'judge' }),
];
const context: AgentMessage[] = [
  {
    role: 'compactionSummary',
    summary: 'The user moved the ledger to port 48213 in config/ledger.toml.',
    tokensBefore: 1000,
    blocks: [{ type: 'image', data: FRAME, mimeType: 'image/png' }],
    timestamp: 1,
  },
  { role: 'user', content: 'Now restart it.', timestamp: 2 },
];
const ANSWERS = { answers: { 'path:1': 'config/ledger.toml', 'port:2': '48,213', 'why:3': 'a new ledger port' } };
const body = (r: RecordedRequest) => JSON.stringify(r.body);
const answerReaderAndJudge = (judge: string) =>
  fake.respondWith((r) =>
    body(r).includes('verdicts')
      ? { text: judge }
      : { text: `Here you are:\n\`\`\`json\n${JSON.stringify(ANSWERS)}\n\`\`\`` },
  );

describe('the live reader', () => {
  it.each([
    ['openai/gpt-5-mini', 'openai-responses'],
    ['anthropic/claude-haiku-4-5', 'anthropic'],
    ['google/gemini-2.5-flash', 'google'],
  ])('%s reads the context with its frames and answers every probe in one request', async (reader, kind) => {
    answerReaderAndJudge('{"verdicts": {"why:3": "yes"}}');
    const live = createLiveReader({ settings: settings(), reader, judge: 'anthropic/claude-haiku-4-5', prompts });
    const read = await live.read(PROBES, { messages: context });
    expect(read.grades).toEqual([
      { probeId: 'path:1', score: 1, by: 'exact' },
      { probeId: 'port:2', score: 1, by: 'exact' },
      { probeId: 'why:3', score: 1, by: 'judge' },
    ]);
    expect(fake.requests.map((r) => r.kind)).toEqual([kind, 'anthropic']);
    const sent = body(fake.requests[0]!);
    expect(sent).toContain(FRAME);
    expect(sent).toContain('moved the ledger to port 48213');
    expect(sent).toContain('{\\"id\\":\\"port:2\\",\\"question\\":\\"question port:2?\\"}');
    expect(sent).not.toContain('config/ledger.toml\\"]');
    // The judge sees the expected facts and the answer, not the context.
    expect(body(fake.requests[1]!)).toContain(
      '\\"expected\\":[\\"ledger port\\"],\\"answer\\":\\"a new ledger port\\"',
    );
    // The Gemini fake reports its per-modality prompt count: 1,120 IMAGE tokens for the one frame sent.
    const imageTokens = kind === 'google' ? 1_120 : 0;
    expect(read.usage).toEqual({
      input: 101 + imageTokens + 102,
      output: 11 + 12,
      billedInput: kind === 'anthropic' ? 102 : 101 + imageTokens,
    });
    expect(live.info).toEqual({
      kind: 'live',
      label: `live reader ${reader}, judge anthropic/claude-haiku-4-5: a model's answers`,
      upperBound: false,
      model: reader,
      judge: 'anthropic/claude-haiku-4-5',
      prompts: { reader: prompts.reader.sha256, judge: prompts.judge.sha256 },
    });
  });

  it('sends a text-only model no images, and without a judge grades free text by its key terms', async () => {
    answerReaderAndJudge('unused');
    const live = createLiveReader({ settings: settings(), reader: 'openai/gpt-oss-120b', prompts });
    const read = await live.read(PROBES, { messages: context });
    expect(read.grades.map((g) => [g.probeId, g.score, g.by])).toEqual([
      ['path:1', 1, 'exact'],
      ['port:2', 1, 'exact'],
      ['why:3', 1, 'key-terms'],
    ]);
    expect(fake.requests).toHaveLength(1);
    expect(body(fake.requests[0]!)).not.toContain(FRAME);
  });

  it('a judge verdict of no scores the free-text answer 0; an abstained answer is not judged', async () => {
    fake.respondWith((r) =>
      body(r).includes('verdicts')
        ? { text: '{"verdicts": {"why:3": "no"}}' }
        : { text: JSON.stringify({ answers: { 'path:1': 'not in context', 'why:3': 'something else' } }) },
    );
    const live = createLiveReader({
      settings: settings(),
      reader: 'anthropic/claude-haiku-4-5',
      judge: 'google/gemini-2.5-flash',
      prompts,
    });
    const read = await live.read(PROBES, { messages: context });
    expect(read.grades.map((g) => [g.probeId, g.score, g.by])).toEqual([
      ['path:1', 0, 'exact'],
      ['port:2', 0, 'exact'],
      ['why:3', 0, 'judge'],
    ]);
    expect(JSON.parse(body(fake.requests[1]!)).contents).toBeDefined();
  });

  it('fails the read, naming the model, when the reply is not JSON', async () => {
    fake.script({ text: 'Sorry, I cannot answer questions about this.' });
    const live = createLiveReader({ settings: settings(), reader: 'anthropic/claude-haiku-4-5', prompts });
    await expect(live.read(PROBES, { messages: context })).rejects.toThrow(
      'reader anthropic/claude-haiku-4-5: the reply holds no JSON object',
    );
  });

  it("fails the read with the provider's typed failure", async () => {
    fake.script({ error: 'auth' });
    const live = createLiveReader({ settings: settings(), reader: 'openai/gpt-5-mini', prompts });
    await expect(live.read(PROBES, { messages: context })).rejects.toMatchObject({ type: 'ProviderAuth' });
  });
});
