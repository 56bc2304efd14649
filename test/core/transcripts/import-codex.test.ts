/**
 * Codex CLI rollouts → session entries (wire-formats spec §5.3–5.4, §6 items 16–17), on rollouts written from the
 * protocol definitions (test/fixtures/wire/README.md) and small built lines for each refusal.
 */
import { encodeContext } from '../../../core/formats';
import { buildSessionContext } from '../../../core/session/build-context';
import type { SessionEntry } from '../../../core/session/entries';
import type { AssistantMessage } from '../../../core/session/messages';
import { SessionFileError } from '../../../core/session/session-file';
import { REMOTE_SUMMARY } from '../../../core/transcripts/codex/codex-compaction';
import { importTranscript } from '../../../core/transcripts/import-transcript';
import { fixtureLines, message, outline } from './transcript-builders';

const importLines = (lines: string[], skipBadLines = false) => importTranscript('codex', lines, { skipBadLines });
const rollout = (name: string) => importLines(fixtureLines(`codex/codex-rollout-from-protocol-${name}.jsonl`));
const byId = (entries: readonly SessionEntry[], id: string) => entries.find((e) => e.id === id);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const line = (type: string, payload: unknown, second = 0) =>
  JSON.stringify({ timestamp: new Date(Date.UTC(2026, 2, 1, 12, 0, second)).toISOString(), type, payload });
const META = line('session_meta', {
  id: 'r-1',
  timestamp: '2026-03-01T12:00:00.000Z',
  cwd: '/p',
  model_provider: 'openai',
});
const failure = (lines: string[]): string => {
  try {
    importLines(lines);
  } catch (error) {
    if (error instanceof SessionFileError) return error.message;
    throw error;
  }
  throw new Error('expected a SessionFileError');
};

describe('a rollout with tools, images and a model change', () => {
  const imported = rollout('tools');
  const entries = imported.entries;

  it('keeps only the items that are history, one assistant per model response', () => {
    expect(outline(entries)).toEqual([
      ['00000002', 'developer'],
      ['00000003', 'developer'],
      ['00000004', 'model_change'],
      ['00000004-1', 'thinking_level_change'],
      ['00000005', 'user'],
      ['00000008', 'assistant'],
      ['0000000b', 'toolResult'],
      ['0000000c', 'assistant'],
      ['0000000f', 'toolResult'],
      ['00000010', 'assistant'],
      ['00000014', 'model_change'],
      ['00000014-1', 'thinking_level_change'],
      ['00000015', 'user'],
      ['00000016', 'assistant'],
      ['00000018', 'toolResult'],
      ['00000019', 'assistant'],
    ]);
    expect(imported.leafId).toBe('00000019');
    expect(entries.filter((e) => e.type === 'model_change').map((e) => e.type === 'model_change' && e.model)).toEqual([
      'openai/gpt-5-codex',
      'openai/gpt-5',
    ]);
    expect(buildSessionContext(entries)).toMatchObject({ models: { default: 'openai/gpt-5' }, thinkingLevel: 'high' });
  });

  it('makes the environment context a developer message and keeps the user text and image', () => {
    expect(message(entries[1])).toMatchObject({
      role: 'developer',
      content: [{ text: expect.stringMatching(/^<env/) }],
    });
    expect(message(byId(entries, '00000015'))).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Does the chart in this screenshot match now?' },
        { type: 'image', mimeType: 'image/png', data: PNG },
      ],
      timestamp: Date.parse('2026-03-02T09:14:16.120Z'),
    });
  });

  it('keeps reasoning as its whole item, calls with parsed arguments, and the usage of the token count', () => {
    const first = message(byId(entries, '00000008')) as AssistantMessage;
    const reasoning = fixtureLines('codex/codex-rollout-from-protocol-tools.jsonl')[7]!;
    expect(first).toEqual({
      role: 'assistant',
      content: [
        {
          type: 'thinking',
          thinking: '**Inspecting the report code**\n\nI will read report.py to see how the totals are rounded.',
          thinkingSignature: JSON.stringify(JSON.parse(reasoning).payload),
        },
        {
          type: 'toolCall',
          id: 'call_4tQm1xZc',
          name: 'shell',
          arguments: { command: ['bash', '-lc', 'sed -n 1,40p report.py'], workdir: '/home/dev/projects/ledger' },
        },
      ],
      api: 'openai-responses',
      provider: 'openai',
      model: 'gpt-5-codex',
      // input_tokens 6120 of which 2048 cached.
      usage: { input: 4072, output: 188, cacheRead: 2048, cacheWrite: 0, totalTokens: 6308, reasoningTokens: 128 },
      stopReason: 'toolUse',
      timestamp: Date.parse('2026-03-02T09:14:08.120Z'),
    });
  });

  it('makes a custom tool call a call with its wire name and input, and the final answer keeps its phase', () => {
    const patch = message(byId(entries, '0000000c')) as AssistantMessage;
    expect(patch.content[1]).toEqual({
      type: 'toolCall',
      id: 'call_8Lp2zRqe',
      name: 'apply_patch',
      customWireName: 'apply_patch',
      arguments: { input: expect.stringMatching(/^\*\*\* Begin Patch\n/) },
    });
    expect(message(byId(entries, '00000010'))).toMatchObject({
      content: [{ type: 'text', textSignature: '{"phase":"final_answer"}' }],
      stopReason: 'stop',
    });
  });

  it('reads a function output as a string and as content items with an image', () => {
    expect(message(byId(entries, '0000000b'))).toMatchObject({
      role: 'toolResult',
      toolCallId: 'call_4tQm1xZc',
      toolName: 'shell',
      content: [{ type: 'text', text: expect.stringMatching(/^\{"output":"def monthly_total/) }],
      isError: false,
    });
    expect(message(byId(entries, '00000018'))).toMatchObject({
      toolCallId: 'call_Vw3kd9Ty',
      toolName: 'view_image',
      content: [
        { type: 'text', text: 'chart.png (1x1)' },
        { type: 'image', mimeType: 'image/png', data: PNG },
      ],
    });
  });

  it('writes a header with the base instructions and the provider', () => {
    expect(imported.header).toEqual({
      type: 'session',
      version: 3,
      id: '0199a5f2-5f0e-7d31-9c1a-3b8e2f4d6a10',
      timestamp: '2026-03-02T09:14:03.120Z',
      importedFrom: 'codex',
      modelProvider: 'openai',
      cwd: '/home/dev/projects/ledger',
      originator: 'codex_cli_rs',
      codexVersion: '0.46.0',
      instructions: "You are Codex, a coding agent running in the Codex CLI on the user's computer.",
    });
  });
});

describe('a remote compaction followed by more turns and a rollback', () => {
  const imported = rollout('remote-compacted');
  const entries = imported.entries;
  const compaction = byId(entries, '0000000e')!;
  const history = JSON.parse(fixtureLines('codex/codex-rollout-from-protocol-remote-compacted.jsonl')[13]!).payload
    .replacement_history as unknown[];

  it('preserves the replacement history as the OpenAI remote compaction the context rebuild reads', () => {
    expect(compaction).toEqual({
      type: 'compaction',
      id: '0000000e',
      parentId: '0000000d',
      timestamp: '2026-03-03T14:00:10.000Z',
      summary: [
        `${REMOTE_SUMMARY} Messages kept with it:`,
        '- user: Add a --dry-run flag to the importer.',
        '- user: Also log the skipped rows.',
      ].join('\n'),
      firstKeptEntryId: '0000000e',
      tokensBefore: 231050,
      method: 'native',
      details: { source: 'codex' },
      preserveData: {
        openaiRemoteCompaction: {
          provider: 'openai',
          replacementHistory: history,
          compactionItem: { type: 'compaction', encrypted_content: 'gAAAAABpS1bb-compaction-summary' },
        },
      },
    });
  });

  it('moves the leaf back over the rolled-back turn: the next turn branches off before it', () => {
    expect(byId(entries, '00000014')?.parentId).toBe('00000012');
    expect(byId(entries, '00000018')?.parentId).toBe('00000012');
    expect(imported.leafId).toBe('00000019');
  });

  it('gives OpenAI exactly what Codex resumed from: the replacement items, then the turns after them', () => {
    const context = buildSessionContext(entries, { leafId: imported.leafId, provider: 'openai' });
    expect(context.messages.map((m) => m.role)).toEqual([
      'compactionSummary',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(context.messages[0]).toMatchObject({
      providerPayload: { type: 'openaiResponsesHistory', provider: 'openai', items: history },
    });
    expect(context.messages.slice(1).map((m) => m.role === 'user' && m.content)).toEqual([
      [{ type: 'text', text: 'Now write the tests.' }],
      false,
      [{ type: 'text', text: 'Instead, make the log level configurable.' }],
      false,
    ]);
  });

  it('exports to openai-responses the input Codex resumed from: the replacement items, then the later turns', () => {
    const target = 'openai/gpt-5-codex';
    const context = buildSessionContext(entries, { leafId: imported.leafId, provider: 'openai' });
    const { input } = encodeContext('openai-responses', context.messages, { target });
    expect(input.slice(0, 3)).toEqual(history);
    expect(input.slice(3)).toEqual([
      { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Now write the tests.' }] },
      { type: 'message', role: 'assistant', content: 'Tests added in tests/test_cli.py.' },
      {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'Instead, make the log level configurable.' }],
      },
      { type: 'message', role: 'assistant', content: 'Done: --log-level sets it, default warning.' },
    ]);
  });

  it('gives another provider the readable summary and no encrypted item', () => {
    const context = buildSessionContext(entries, { leafId: imported.leafId, provider: 'anthropic' });
    expect(context.messages[0]).toMatchObject({ role: 'compactionSummary', summary: expect.stringMatching(/^Remote/) });
    expect(context.messages[0]).not.toHaveProperty('providerPayload');
    const request = encodeContext('anthropic', context.messages, { target: 'anthropic/claude-opus-4-6' });
    expect(JSON.stringify(request)).not.toContain('gAAAA');
    expect(JSON.stringify(request)).toContain('Also log the skipped rows.');
  });
});

describe('an older rollout: local compaction, legacy output, aborted turn, rollback at the end', () => {
  const imported = rollout('local-compacted');
  const entries = imported.entries;

  it('keeps nothing at a compaction without replacement history and notes the resent user messages', () => {
    expect(byId(entries, '00000009')).toMatchObject({
      type: 'compaction',
      summary: expect.stringMatching(/^Another language model started to solve this problem/),
      firstKeptEntryId: '00000009',
      tokensBefore: 9120,
      details: { source: 'codex', userMessagesResent: true },
    });
    expect(byId(entries, '00000009')).not.toHaveProperty('preserveData');
  });

  it('reads a legacy {content, success:false} output as an error result', () => {
    expect(message(byId(entries, '00000006'))).toMatchObject({
      content: [{ type: 'text', text: 'grep: ci.log: No such file or directory' }],
      isError: true,
    });
  });

  it('marks the interrupted turn aborted and ends on the leaf the rollback chose', () => {
    expect(message(byId(entries, '0000000e'))).toMatchObject({ stopReason: 'aborted' });
    expect(imported.leafId).toBe('0000000b');
    expect(entries[entries.length - 1]!.id).toBe('0000000e');
    const context = buildSessionContext(entries, { leafId: imported.leafId });
    expect(context.messages.map((m) => m.role)).toEqual(['compactionSummary', 'user', 'assistant']);
  });
});

describe('Codex items, rule by rule', () => {
  it('keeps arguments that are not JSON as their raw text (sent back as that text)', () => {
    const imported = importLines([
      META,
      line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'go' }] }, 1),
      line('response_item', { type: 'function_call', name: 'shell', arguments: '{"command": [', call_id: 'c1' }, 2),
    ]);
    expect((message(imported.entries[1]) as AssistantMessage).content).toEqual([
      {
        type: 'toolCall',
        id: 'c1',
        name: 'shell',
        arguments: {},
        providerMetadata: { rawArguments: '{"command": [' },
      },
    ]);
  });

  it('rolls back all user turns when asked for more than there are, keeping what came before them', () => {
    const user = (text: string, s: number) =>
      line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] }, s);
    const developer = line(
      'response_item',
      { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'sandbox: read-only' }] },
      1,
    );
    const imported = importLines([
      META,
      developer,
      user('one', 2),
      user('two', 3),
      line('event_msg', { type: 'thread_rolled_back', num_turns: 5 }, 4),
    ]);
    expect(imported.leafId).toBe('00000002');
  });

  it('stops a rollback that reaches past the latest compaction at that compaction', () => {
    const user = (text: string, s: number) =>
      line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] }, s);
    const imported = importLines([
      META,
      user('one', 1),
      line('compacted', { message: 'The user said one.' }, 2),
      user('two', 3),
      line('event_msg', { type: 'thread_rolled_back', num_turns: 3 }, 4),
    ]);
    expect(imported.entries.map((e) => e.id)).toEqual(['00000002', '00000003', '00000004']);
    expect(imported.leafId).toBe('00000003');
  });

  it('refuses a file that does not start with session_meta, and an output without its call', () => {
    const output = line('response_item', { type: 'function_call_output', call_id: 'c9', output: 'ok' }, 1);
    expect(failure([output])).toBe('line 1: type: a Codex rollout starts with its session_meta line');
    expect(failure([META, output])).toBe('line 2: payload.call_id: c9 answers no call in this rollout');
  });

  it('names an unknown item type and a bad timestamp, or skips those lines', () => {
    const unknown = line('response_item', { type: 'hologram' }, 1);
    const badTime = JSON.stringify({ timestamp: 'yesterday', type: 'event_msg', payload: { type: 'token_count' } });
    expect(failure([META, unknown])).toBe('line 2: payload.type: unknown response item type "hologram"');
    expect(failure([META, badTime])).toBe('line 2: timestamp: not an ISO-8601 time: "yesterday"');
    const user = line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'x' }] });
    const skipped = importLines([META, unknown, badTime, user], true);
    expect(skipped.entries.map((e) => e.id)).toEqual(['00000004']);
    expect(skipped.skipped?.map((s) => s.line)).toEqual([2, 3]);
  });
});
