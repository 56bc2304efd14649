import type { LlmMessage } from '../../../core/compaction/convert-to-llm';
import { generateHandoffDocument } from '../../../activities/llm/generate-handoff-document';
import { useFakeSummarizer } from '../../fakes/summarizer-deps';

// The handoff request of compaction spec §8 as the provider receives it (Anthropic wire form).
const s = useFakeSummarizer();
const BASH = { name: 'bash', description: 'Run a command', parameters: { type: 'object' as const, properties: {} } };

describe('the handoff document request', () => {
  it('with the live system prompt and tools: those, tool choice "none", the handoff prompt in the last user message', async () => {
    s.fake.script({ text: '  the document  ' });
    const result = await generateHandoffDocument(s.deps(), {
      conversation: '[User]: fix the parser',
      systemPrompt: 'LIVE SYSTEM',
      tools: [BASH],
    });
    expect(result.text).toBe('the document');
    const body = s.fake.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ system: 'LIVE SYSTEM', tool_choice: { type: 'none' } });
    expect(body.tools).toEqual([{ name: 'bash', description: 'Run a command', input_schema: BASH.parameters }]);
    const messages = body.messages as { role: string; content: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain('[User]: fix the parser');
    expect(messages[0]!.content.trimEnd().endsWith(s.prompts.prompts['handoff-document'].text.trim())).toBe(true);
  });

  it('with the converted history: real turns, then the handoff prompt and focus alone as the last user message', async () => {
    s.fake.script({ text: 'doc' });
    const history = [{ role: 'user', content: 'fix the parser', timestamp: 1 }] as LlmMessage[];
    const result = await generateHandoffDocument(s.deps(), {
      conversation: '[User]: fix the parser',
      systemPrompt: 'LIVE SYSTEM',
      tools: [BASH],
      history,
      focus: 'the lexer',
    });
    expect(result).toMatchObject({ text: 'doc', calls: 1 });
    const base = s.prompts.prompts['handoff-document'].text;
    expect((s.fake.requests[0]!.body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'fix the parser' }] },
      { role: 'user', content: [{ type: 'text', text: `${base}\n\nAdditional focus: the lexer` }] },
    ]);
  });

  it("a quality gate's retry: the omissions follow the automatic handoff's own focus, which is kept", async () => {
    s.fake.script({ text: 'doc' });
    const history = [{ role: 'user', content: 'fix the parser', timestamp: 1 }] as LlmMessage[];
    await generateHandoffDocument(s.deps(), {
      conversation: '[User]: fix the parser',
      history,
      automatic: true,
      gateFocus: 'include src/lexer.ts',
    });
    const base = s.prompts.prompts['handoff-document'].text;
    const auto = s.prompts.prompts['handoff-auto-focus'].text;
    const messages = (s.fake.requests[0]!.body as { messages: { content: { text: string }[] }[] }).messages;
    expect(messages.at(-1)!.content[0]!.text).toBe(`${base}\n\nAdditional focus: ${auto}\n\ninclude src/lexer.ts`);
  });

  it('without them: the summarizer system prompt and no tools or tool choice', async () => {
    await generateHandoffDocument(s.deps(), { conversation: '[User]: hi' });
    const body = s.fake.requests[0]!.body as Record<string, unknown>;
    expect(body.system).toBe(s.prompts.prompts['summarizer-system'].text);
    expect(body).not.toHaveProperty('tools');
    expect(body).not.toHaveProperty('tool_choice');
  });
});
