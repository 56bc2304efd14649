import { buildSessionContext } from '../../../core/session/build-context';
import { SUPERSEDED_SUMMARY } from '../../../core/session/compaction-summary';
import type { AgentMessage } from '../../../core/session/messages';
import { foldSettingsOver } from '../../../core/session/session-settings';
import { a, call, chain, compaction, entry, result, u } from './builders';

const roles = (messages: AgentMessage[]) => messages.map((m) => m.role);
const texts = (messages: AgentMessage[]) =>
  messages.map((m) =>
    m.role === 'user' ? m.content : m.role === 'assistant' ? (m.content[0] as { text?: string })?.text : m.role,
  );

describe('buildSessionContext (spec §10, cases 16-26)', () => {
  it('16: without compaction returns every message, thinking off, default model inferred', () => {
    const ctx = buildSessionContext(
      chain(
        (p) => u('u1', p),
        (p) => a('a1', p),
        (p) => u('u2', p),
        (p) => a('a2', p),
      ),
    );
    expect(roles(ctx.messages)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(ctx.thinkingLevel).toBe('off');
    expect(ctx.models).toEqual({ default: 'anthropic/claude-sonnet-4-5' });
  });

  it('17: summary first, then the kept entries, then later entries', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => u('u2', p),
      (p) => a('a2', p),
      (p) => compaction('c1', p, 'u2'),
      (p) => u('u3', p),
      (p) => a('a3', p),
    );
    const ctx = buildSessionContext(entries);
    expect(ctx.messages).toHaveLength(5);
    expect(ctx.messages[0]).toMatchObject({ role: 'compactionSummary', summary: 'summary c1', tokensBefore: 1000 });
    expect(texts(ctx.messages.slice(1))).toEqual(['u2', 'a2', 'u3', 'a3']);
  });

  it('18: a compaction keeping from the first entry yields the summary and every message', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
    );
    expect(roles(buildSessionContext(entries).messages)).toEqual(['compactionSummary', 'user', 'assistant', 'user']);
  });

  it('18b: a kept id that is not before the compaction keeps nothing', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => compaction('c1', p, 'nowhere'),
      (p) => u('u2', p),
    );
    expect(roles(buildSessionContext(entries).messages)).toEqual(['compactionSummary', 'user']);
  });

  it('19: with two compactions only the latest is used', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
      (p) => a('a2', p),
      (p) => compaction('c2', p, 'u2'),
      (p) => u('u3', p),
      (p) => a('a3', p),
    );
    const ctx = buildSessionContext(entries);
    expect(ctx.messages).toHaveLength(5);
    expect(ctx.messages[0]).toMatchObject({ summary: 'summary c2' });
  });

  it('20: snapcompact frames become the summary images through the resolver', () => {
    const frames = [{ sha256: 'f1', mimeType: 'image/png' }];
    const entries = chain(
      (p) => u('u1', p),
      (p) => compaction('c1', p, 'u1', { method: 'snapcompact', preserveData: { snapcompact: { frames } } }),
    );
    const ctx = buildSessionContext(entries, {
      resolveFrame: (ref) => ({ type: 'image', data: `png-of-${ref.sha256}`, mimeType: ref.mimeType }),
    });
    expect(ctx.messages[0]).toMatchObject({ images: [{ type: 'image', data: 'png-of-f1', mimeType: 'image/png' }] });
  });

  const twoCompactions = () =>
    chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
      (p) => compaction('c2', p, 'u2'),
      (p) => u('u3', p),
    );

  it('21: the full transcript shows every compaction inline, older ones elided', () => {
    const ctx = buildSessionContext(twoCompactions(), { mode: 'transcript' });
    expect(roles(ctx.messages)).toEqual([
      'user',
      'assistant',
      'compactionSummary',
      'user',
      'compactionSummary',
      'user',
    ]);
    expect(ctx.messages[2]).toMatchObject({
      summary: SUPERSEDED_SUMMARY,
      shortSummary: 'Superseded compaction elided',
    });
    expect(ctx.messages[4]).toMatchObject({ summary: 'summary c2' });
    expect(roles(buildSessionContext(twoCompactions()).messages)).toEqual(['compactionSummary', 'user', 'user']);
  });

  it('22: the collapsed transcript puts kept entries before the summary and flags the first assistant after it', () => {
    const short = chain(
      (p) => u('u1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
    );
    const collapsed = buildSessionContext(short, { mode: 'collapsed' });
    expect(roles(collapsed.messages)).toEqual(['user', 'compactionSummary', 'user']);
    expect(collapsed.cacheMissExplainedAt).toEqual([false, false, false]);
    const last = buildSessionContext(
      chain(
        (p) => u('u1', p),
        (p) => compaction('c1', p, 'u1'),
      ),
      { mode: 'collapsed' },
    );
    expect(roles(last.messages)).toEqual(['user', 'compactionSummary']);
    const withReply = chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
      (p) => a('a2', p),
    );
    expect(buildSessionContext(withReply, { mode: 'collapsed' }).cacheMissExplainedAt).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('23: a remote replacement history replaces the kept entries in the LLM view only', () => {
    const remote = { provider: 'openai', replacementHistory: [{ type: 'message' }] };
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p, { provider: 'openai', model: 'gpt-5' }),
      (p) => compaction('c1', p, 'u1', { preserveData: { openaiRemoteCompaction: remote } }),
      (p) => u('u2', p),
    );
    const llm = buildSessionContext(entries);
    expect(roles(llm.messages)).toEqual(['compactionSummary', 'user']);
    const payload = { type: 'openaiResponsesHistory', provider: 'openai', items: remote.replacementHistory };
    expect(llm.messages[0]).toMatchObject({ providerPayload: payload });
    expect(roles(buildSessionContext(entries, { mode: 'collapsed' }).messages)).toEqual([
      'user',
      'assistant',
      'compactionSummary',
      'user',
    ]);
  });

  it('23: a context for another provider gets the plain summary and the kept messages instead', () => {
    const remote = { provider: 'openai', replacementHistory: [{ type: 'message' }] };
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p, { provider: 'openai', model: 'gpt-5' }),
      (p) => compaction('c1', p, 'u1', { preserveData: { openaiRemoteCompaction: remote } }),
      (p) => u('u2', p),
    );
    const other = buildSessionContext(entries, { provider: 'anthropic' });
    expect(roles(other.messages)).toEqual(['compactionSummary', 'user', 'assistant', 'user']);
    expect(other.messages[0]).not.toHaveProperty('providerPayload');
    // Without a stated provider, the session's own (inferred from its OpenAI answers) is the one it is built for.
    expect(roles(buildSessionContext(entries).messages)).toEqual(['compactionSummary', 'user']);
  });

  it('24: each leaf gets its own path, branch summaries included; unknown leaf → last entry; orphan → itself', () => {
    const entries = [
      u('u1', null),
      a('a1', 'u1'),
      u('side', 'a1'),
      entry({ type: 'branch_summary', id: 'b1', parentId: 'a1', fromId: 'a1', summary: 'tried X' }),
      u('main', 'b1'),
      u('orphan', 'missing'),
    ];
    const main = buildSessionContext(entries, { leafId: 'main' });
    expect(roles(main.messages)).toEqual(['user', 'assistant', 'branchSummary', 'user']);
    expect(main.messages[2]).toMatchObject({ summary: 'tried X', fromId: 'a1' });
    expect(texts(buildSessionContext(entries, { leafId: 'side' }).messages)).toEqual(['u1', 'a1', 'side']);
    expect(texts(buildSessionContext(entries, { leafId: 'nope' }).messages)).toEqual(['orphan']);
    expect(buildSessionContext(entries, { leafId: null }).messages).toEqual([]);
  });

  it('24b: an empty-summary branch summary (a discard marker) emits nothing', () => {
    const entries = [
      u('u1', null),
      entry({ type: 'branch_summary', id: 'b', parentId: 'u1', fromId: 'u1', summary: '' }),
    ];
    expect(roles(buildSessionContext(entries).messages)).toEqual(['user']);
  });

  it('25: dangling tool calls are stripped; a turn left empty is dropped (LLM) or marked (transcript)', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) =>
        a('a1', p, {
          content: [
            { type: 'text', text: 'partial' },
            { type: 'redactedThinking', data: 'x' },
            { type: 'thinking', thinking: 't', thinkingSignature: 's' },
            { type: 'toolCall', id: 'gone', name: 'bash', arguments: {} },
          ],
        }),
      (p) => u('u2', p),
      (p) => a('a2', p, { content: [{ type: 'toolCall', id: 'never-answered', name: 'bash', arguments: {} }] }),
    );
    const llm = buildSessionContext(entries);
    expect(roles(llm.messages)).toEqual(['user', 'assistant', 'user']);
    expect(llm.messages[1]).toMatchObject({
      content: [
        { type: 'text', text: 'partial' },
        { type: 'thinking', thinking: 't' },
      ],
    });
    expect((llm.messages[1] as { content: object[] }).content[1]).not.toHaveProperty('thinkingSignature');
    const transcript = buildSessionContext(entries, { mode: 'transcript' });
    expect(transcript.messages[3]).toMatchObject({ role: 'assistant', strippedToolCalls: 1 });
    const kept = buildSessionContext(entries, { mode: 'transcript', keepDanglingToolCalls: true });
    expect(kept.messages[3]).toMatchObject({ content: [{ type: 'toolCall', id: 'never-answered' }] });
    expect(kept.messages[3]).not.toHaveProperty('strippedToolCalls');
  });

  it('25b: cyclic parents terminate', () => {
    const entries = [u('x', 'y'), u('y', 'x')];
    expect(texts(buildSessionContext(entries, { leafId: 'x' }).messages)).toEqual(['y', 'x']);
  });

  it('25c: aborted and error turns are dropped with their tool results in LLM mode, kept in transcripts', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => call('a1', p, 'c1', { stopReason: 'aborted' }),
      (p) => result('r1', p, 'c1'),
      (p) => a('a2', p, { stopReason: 'error', errorMessage: 'overloaded' }),
      (p) => u('u2', p),
    );
    expect(roles(buildSessionContext(entries).messages)).toEqual(['user', 'user']);
    expect(roles(buildSessionContext(entries, { mode: 'transcript' }).messages)).toEqual([
      'user',
      'assistant',
      'toolResult',
      'assistant',
      'user',
    ]);
  });

  it('25d: a failed turn followed by the interrupted-thinking marker stays in the LLM view', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p, { stopReason: 'aborted' }),
      (p) =>
        entry({
          type: 'custom_message',
          id: 'mark',
          parentId: p,
          customType: 'interrupted-thinking',
          content: 'interrupted',
          display: false,
        }),
      (p) => u('u2', p),
    );
    expect(roles(buildSessionContext(entries).messages)).toEqual(['user', 'assistant', 'custom', 'user']);
  });

  it('26: model_change wins over assistant inference; thinking level tracked', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => a('a1', p),
      (p) => entry({ type: 'model_change', id: 'm', parentId: p, model: 'openai/gpt-4' }),
      (p) => entry({ type: 'thinking_level_change', id: 't', parentId: p, thinkingLevel: 'high' }),
      (p) => a('a2', p),
    );
    const ctx = buildSessionContext(entries);
    expect(ctx.models).toEqual({ default: 'openai/gpt-4' });
    expect(ctx.thinkingLevel).toBe('high');
  });

  it('starts the settings scan from a persisted base when the entries begin at the kept region', () => {
    const full = chain(
      (p) => entry({ type: 'thinking_level_change', id: 't', parentId: p, thinkingLevel: 'low' }),
      (p) => u('u1', p),
      (p) => compaction('c1', p, 'u1'),
      (p) => u('u2', p),
    );
    const state = foldSettingsOver(full.slice(0, 3));
    const ctx = buildSessionContext(full.slice(1), { settingsBase: { state, throughEntryId: 'c1' } });
    expect(ctx.thinkingLevel).toBe('low');
    expect(ctx).toEqual(buildSessionContext(full));
  });

  it('emits custom messages, skips plan scaffolding and retry-recovery assistants for the LLM', () => {
    const entries = chain(
      (p) => u('u1', p),
      (p) => entry({ type: 'custom_message', id: 'cm', parentId: p, customType: 'note', content: 'hi', display: true }),
      (p) =>
        entry({
          type: 'custom_message',
          id: 'pp',
          parentId: p,
          customType: 'prewalk-plan',
          content: 'p',
          display: false,
        }),
      (p) => a('ar', p, { retryRecovery: { attempt: 1 } }),
    );
    expect(buildSessionContext(entries).messages.slice(1)).toEqual([
      {
        role: 'custom',
        customType: 'note',
        content: 'hi',
        display: true,
        timestamp: Date.parse('2026-01-01T00:00:00.000Z'),
      },
    ]);
    expect(roles(buildSessionContext(entries, { mode: 'transcript' }).messages)).toEqual([
      'user',
      'custom',
      'custom',
      'assistant',
    ]);
  });
});
