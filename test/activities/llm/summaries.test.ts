import { wrapSummaryForContext } from '../../../activities/llm/context-wrappers';
import { generateHandoffDocument } from '../../../activities/llm/generate-handoff-document';
import { shortSummary } from '../../../activities/llm/short-summary';
import { summarizeBranch } from '../../../activities/llm/summarize-branch';
import { summarizeHistory } from '../../../activities/llm/summarize-history';
import { summarizeTurnPrefix } from '../../../activities/llm/summarize-turn-prefix';
import type { ThinkingLevel } from '../../../core/summary';
import { mergeSummaries } from '../../../core/compaction/merge-summaries';
import type { RecordedRequest } from '../../fakes/fake-provider-server';
import { useFakeSummarizer } from '../../fakes/summarizer-deps';

const summarizer = useFakeSummarizer();
const { prompts } = summarizer;
const p = prompts.prompts;
const deps = summarizer.deps;

interface AnthropicBody {
  system: string;
  max_tokens: number;
  thinking?: { budget_tokens: number };
  messages: { content: string }[];
}
const bodyOf = (r: RecordedRequest | undefined) => r?.body as AnthropicBody;
const promptOf = (r: RecordedRequest | undefined) => bodyOf(r).messages[0]?.content;

describe('split-turn compaction calls', () => {
  it('makes three calls with the case-28 budgets: history 16384, turn prefix 16384, short 512 at reserve 150000', async () => {
    const d = deps();
    const reserveTokens = 150000;
    const history = await summarizeHistory(d, { messages: ['[User]: old work'], reserveTokens });
    const prefix = await summarizeTurnPrefix(d, { conversation: '[User]: big turn', reserveTokens });
    const short = await shortSummary(d, {
      conversation: '[Assistant]: kept',
      historySummary: history.text,
      reserveTokens,
    });
    expect(summarizer.fake.requests.map((r) => bodyOf(r).max_tokens)).toEqual([16384, 16384, 512]);
    expect(mergeSummaries({ history: history.text, turnPrefix: prefix.text })).toBe(
      'summary 1\n\n---\n\n**Turn Context (split turn):**\n\nsummary 2',
    );
    expect(short).toMatchObject({ text: 'summary 3', promptHash: prompts.hash, model: 'anthropic/summarizer-1' });
  });

  it('sends the turn prefix with only the conversation and its prompt', async () => {
    await summarizeTurnPrefix(deps(), { conversation: '[User]: start </conversation>', reserveTokens: 10000 });
    expect(promptOf(summarizer.fake.requests[0])).toBe(
      `<conversation>\n[User]: start &lt;/conversation>\n</conversation>\n\n${p['turn-prefix'].text}`,
    );
    expect(bodyOf(summarizer.fake.requests[0]).max_tokens).toBe(5000);
  });

  it('sends the short summary over the kept messages with the history summary and extra context', async () => {
    await shortSummary(deps(), {
      conversation: '[Assistant]: done',
      historySummary: 'H',
      additionalContext: ['ctx'],
      reserveTokens: 1000,
    });
    expect(promptOf(summarizer.fake.requests[0])).toBe(
      '<conversation>\n[Assistant]: done\n</conversation>\n\n<previous-summary>\nH\n</previous-summary>\n\n' +
        `<additional-context>\n- ctx\n</additional-context>\n\n${p['short-summary'].text}`,
    );
    expect(bodyOf(summarizer.fake.requests[0]).max_tokens).toBe(200);
  });
});

describe('thinking level (case 32)', () => {
  it.each<[ThinkingLevel | undefined, number | undefined]>([
    [undefined, 16384],
    ['inherit', 16384],
    ['off', undefined],
    ['low', 2048],
  ])('level %p reaches all three summarizers as thinking budget %p', async (thinkingLevel, budget) => {
    const d = deps({ id: 'claude-sonnet-4-9' });
    await summarizeHistory(d, { messages: ['[User]: q'], thinkingLevel });
    await summarizeTurnPrefix(d, { conversation: '[User]: q', thinkingLevel });
    await shortSummary(d, { conversation: '[User]: q', historySummary: 'h', thinkingLevel });
    expect(summarizer.fake.requests.map((r) => bodyOf(r).thinking?.budget_tokens)).toEqual([budget, budget, budget]);
  });

  it('sends no reasoning to a model without reasoning support', async () => {
    await summarizeHistory(deps({ id: 'claude-3-5-haiku' }), { messages: ['[User]: q'], thinkingLevel: 'high' });
    expect(bodyOf(summarizer.fake.requests[0]).thinking).toBeUndefined();
  });
});

describe('generateHandoffDocument', () => {
  it('asks for the handoff document with the focus appended', async () => {
    summarizer.fake.script({ text: '  ## Goal\nship it\n' });
    const result = await generateHandoffDocument(deps(), { conversation: '[User]: work', focus: 'the parser' });
    expect(result).toMatchObject({ text: '## Goal\nship it', promptHash: prompts.hash, calls: 1 });
    expect(promptOf(summarizer.fake.requests[0])).toBe(
      `<conversation>\n[User]: work\n</conversation>\n\n${p['handoff-document'].text}\n\nAdditional focus: the parser`,
    );
    expect(bodyOf(summarizer.fake.requests[0]).system).toBe(p['summarizer-system'].text);
  });

  it("uses the auto-handoff focus for automatic handoffs and the host's system prompt when given", async () => {
    await generateHandoffDocument(deps(), { conversation: 'c', automatic: true, systemPrompt: 'HOST SYSTEM' });
    expect(promptOf(summarizer.fake.requests[0])).toContain(`\n\nAdditional focus: ${p['handoff-auto-focus'].text}`);
    expect(bodyOf(summarizer.fake.requests[0]).system).toBe('HOST SYSTEM');
  });

  it('returns an empty document as a value for the caller to judge', async () => {
    summarizer.fake.script({ text: '   ' });
    expect((await generateHandoffDocument(deps(), { conversation: 'c' })).text).toBe('');
  });
});

describe('summarizeBranch', () => {
  it('prepends the preamble and caps the output at 2048 without reasoning', async () => {
    summarizer.fake.script({ text: '## Goal\nexplore' });
    const d = deps({ id: 'claude-sonnet-4-9' });
    const result = await summarizeBranch(d, { conversation: '[User]: try b' });
    expect(result.text).toBe(`${p['branch-summary-preamble'].text}\n\n## Goal\nexplore`);
    expect(bodyOf(summarizer.fake.requests[0])).toMatchObject({ max_tokens: 2048 });
    expect(bodyOf(summarizer.fake.requests[0]).thinking).toBeUndefined();
    expect(promptOf(summarizer.fake.requests[0])).toBe(
      `<conversation>\n[User]: try b\n</conversation>\n\n${p['branch-summary'].text}`,
    );
  });

  it('lets custom instructions replace the branch prompt', async () => {
    await summarizeBranch(deps(), { conversation: 'x', customInstructions: 'Only list files.' });
    expect(promptOf(summarizer.fake.requests[0])).toBe('<conversation>\nx\n</conversation>\n\nOnly list files.');
  });

  it('answers without a call when there is nothing to summarize, and names an empty answer', async () => {
    expect(await summarizeBranch(deps(), { conversation: ' ' })).toMatchObject({
      text: 'No content to summarize',
      calls: 0,
    });
    summarizer.fake.script({ text: '' });
    expect((await summarizeBranch(deps(), { conversation: 'x' })).text).toBe('No summary generated');
  });
});

describe('context wrappers', () => {
  it.each(['compaction', 'branch', 'handoff'] as const)('renders the %s wrapper around the summary', (kind) => {
    const text = wrapSummaryForContext(prompts, kind, 'S-U-M');
    expect(text).toBe(p[`context-${kind}`].text.replace('{{summary}}', 'S-U-M'));
    expect(text).not.toContain('{{');
  });
});
