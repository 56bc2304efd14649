/**
 * Summarizer control applied to the summarization functions, against the fake Anthropic server: each custom
 * template replaces its built-in prompt and is rendered with its placeholders, the instructions follow every
 * prompt, the length budget caps the output, and a template that fails its check (a row written before the check)
 * is passed over for the built-in prompt instead of failing the call.
 */
import { summarizerControl } from '../../../activities/compaction/summarizer-control';
import {
  generateHandoffDocument,
  summarizeBranch,
  summarizeHistory,
  summarizeTurnPrefix,
} from '../../../activities/llm';
import { withCustomPrompts } from '../../../activities/llm/prompts';
import { useFakeSummarizer } from '../../fakes/summarizer-deps';

const s = useFakeSummarizer();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const sent = (n = 0) => s.fake.requests[n]!.body as Json;
const userText = (n = 0) => sent(n).messages.at(-1).content as string;

const control = summarizerControl({
  summarizer: { maxSummaryTokens: 1000, model: 'openai/gpt-5', reasoningEffort: 'low' },
  prompts: {
    summary: 'FIRST in {{maxTokens}}: {{focus}}',
    updateSummary: 'UPDATE in {{maxTokens}}',
    turnPrefix: 'PREFIX in {{maxTokens}}',
    branchSummary: 'BRANCH in {{maxTokens}}',
    handoff: 'HANDOFF in {{maxTokens}}, focus {{focus}}',
    instructions: 'In German.',
  },
});

describe('summarizer control on the summary calls', () => {
  it('carries the model and the reasoning effort for the activity to use', () => {
    expect(control).toMatchObject({ model: 'openai/gpt-5', thinkingLevel: 'low' });
  });

  it('renders the first and the update template with the budget, the focus once, and the instructions', async () => {
    const deps = control.apply(s.deps());
    await summarizeHistory(deps, { messages: ['[User]: fix the parser'], focus: 'the parser' });
    expect(userText(0).endsWith('FIRST in 1000: the parser\n\nIn German.')).toBe(true);
    expect(sent(0).max_tokens).toBe(1000);
    await summarizeHistory(deps, { messages: ['[User]: and the lexer'], previousSummary: 'parser fixed' });
    expect(userText(1)).toContain('<previous-summary>\nparser fixed\n</previous-summary>');
    expect(userText(1).endsWith('UPDATE in 1000\n\nIn German.')).toBe(true);
  });

  it('caps the turn prefix and the branch summary at the budget, and gives the handoff the whole budget', async () => {
    const deps = control.apply(s.deps());
    await summarizeTurnPrefix(deps, { conversation: '[User]: a long turn', reserveTokens: 16384 });
    expect(userText(0).endsWith('PREFIX in 1000\n\nIn German.')).toBe(true);
    expect(sent(0).max_tokens).toBe(1000);
    await summarizeBranch(deps, { conversation: '[User]: a branch' });
    expect(userText(1).endsWith('BRANCH in 1000\n\nIn German.')).toBe(true);
    expect(sent(1).max_tokens).toBe(1000);
    await generateHandoffDocument(deps, { conversation: '[User]: hand off', focus: 'tests' });
    expect(userText(2).endsWith('HANDOFF in 1000, focus tests\n\nIn German.')).toBe(true);
    expect(userText(2)).not.toContain('Additional focus');
    expect(sent(2).max_tokens).toBe(1000);
  });

  it('records the hash of the templates and instructions used, equal for equal settings', async () => {
    const deps = control.apply(s.deps());
    const result = await summarizeHistory(deps, { messages: ['[User]: hi'] });
    expect(result.promptHash).toBe(deps.prompts.hash);
    expect(result.promptHash).not.toBe(s.prompts.hash);
    const again = summarizerControl({ prompts: { summary: 'FIRST in {{maxTokens}}: {{focus}}' } }).apply(s.deps());
    expect(again.prompts.hash).toBe(
      withCustomPrompts(s.prompts, { texts: { 'summary-initial': 'FIRST in {{maxTokens}}: {{focus}}' } }).hash,
    );
  });

  it('passes over a stored template that fails its check, for the built-in prompt', async () => {
    const deps = summarizerControl({ prompts: { summary: 'Use {{conversation}}' } }).apply(s.deps());
    expect(deps.prompts.hash).toBe(s.prompts.hash);
    await summarizeHistory(deps, { messages: ['[User]: hi'], focus: 'x' });
    expect(userText(0).endsWith(`${s.prompts.prompts['summary-initial'].text}\n\nAdditional focus: x`)).toBe(true);
  });

  it('changes nothing without settings', async () => {
    const deps = summarizerControl({}).apply(s.deps());
    expect(deps.prompts).toBe(s.prompts);
    await summarizeTurnPrefix(deps, { conversation: '[User]: a long turn', reserveTokens: 16384 });
    expect(userText(0).endsWith(s.prompts.prompts['turn-prefix'].text)).toBe(true);
    expect(sent(0).max_tokens).toBe(8192);
  });
});
