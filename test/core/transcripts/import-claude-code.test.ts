/**
 * Claude Code project transcripts → session entries (wire-formats spec §5.1–5.2, §6 items 3–7): the real fixtures
 * for the threading facts, small built lines for each rule and each refusal.
 */
import type { AssistantMessage } from '../../../core/session/messages';
import { buildSessionContext } from '../../../core/session/build-context';
import { SessionFileError } from '../../../core/session/session-file';
import { importTranscript } from '../../../core/transcripts/import-transcript';
import {
  claudeCodeLines,
  fixtureLines,
  jsonl,
  message,
  outline,
  text,
  toolResult,
  toolUse,
} from './transcript-builders';

const importLines = (lines: string[], skipBadLines = false) => importTranscript('claude-code', lines, { skipBadLines });
const failure = (run: () => unknown): SessionFileError => {
  try {
    run();
  } catch (error) {
    if (error instanceof SessionFileError) return error;
    throw error;
  }
  throw new Error('expected a SessionFileError');
};

describe('a real short transcript (parallel calls, split assistant lines)', () => {
  const imported = importLines(fixtureLines('claude-code/short.jsonl'));

  it('imports the active path with the result that hangs off the first call line, right after the calls', () => {
    expect(outline(imported.entries)).toEqual([
      ['7d48cbd2-6615-4dd8-87f6-38f12b8167d6', 'user'],
      ['1b7d717f-d6a2-46a6-8575-fa4f937450ea-model', 'model_change'],
      ['1b7d717f-d6a2-46a6-8575-fa4f937450ea', 'assistant'],
      // ff80d82a answers the Bash call from line 8 and is not an ancestor of the leaf.
      ['ff80d82a-4ac1-4945-83dd-1226f98b8cf6', 'toolResult'],
      ['2618ef5d-c1c6-4938-b81c-8a3230ccad76', 'toolResult'],
      ['c06a9fe4-ba05-44f2-b619-a057c18101e5', 'user'],
    ]);
    expect(imported.entries.map((e) => e.parentId)).toEqual([null, ...imported.entries.slice(0, -1).map((e) => e.id)]);
    expect(imported.leafId).toBe('c06a9fe4-ba05-44f2-b619-a057c18101e5');
    expect(imported.lines).toEqual([4, 5, 5, 11, 12, 13]);
  });

  it('merges the six lines of one API message into one assistant, usage once, the whitespace text dropped', () => {
    const assistant = message(imported.entries[2]) as AssistantMessage;
    expect(assistant.content.map((b) => b.type)).toEqual(['thinking', 'text', 'toolCall', 'toolCall']);
    expect(assistant).toMatchObject({
      api: 'anthropic-messages',
      provider: 'anthropic',
      model: 'claude-opus-4-6',
      responseId: 'msg_01MKH1ccEGrZGNPvu8pYiiQa',
      stopReason: 'toolUse',
      // Each of the six lines repeats this usage; the sum would be six times it.
      usage: { input: 3, output: 13, cacheRead: 11515, cacheWrite: 13835, totalTokens: 25366 },
      timestamp: Date.parse('2026-02-10T21:11:59.186Z'),
    });
    expect(assistant.content[0]).toMatchObject({ type: 'thinking', thinkingSignature: expect.stringMatching(/^EsMC/) });
  });

  it('keeps each result with its call name, error flag and Claude Code tool output', () => {
    expect(message(imported.entries[3])).toEqual({
      role: 'toolResult',
      toolCallId: 'toolu_0116Hyi5v8ut7Ffb7d8qV1Sc',
      toolName: 'Bash',
      content: [expect.objectContaining({ type: 'text', text: expect.stringMatching(/^The user doesn't want/) })],
      details: 'User rejected tool use',
      isError: true,
      timestamp: Date.parse('2026-02-10T21:12:02.480Z'),
    });
    expect(message(imported.entries[4])).toMatchObject({
      toolCallId: 'toolu_01FdQ8qTyVyZjE3Kw4dguQGx',
      toolName: 'Glob',
    });
  });

  it('writes a header from the transcript', () => {
    expect(imported.header).toEqual({
      type: 'session',
      version: 3,
      id: '55604662-cf2a-4331-851a-ec234028f8ca',
      timestamp: '2026-02-10T21:11:56.846Z',
      importedFrom: 'claude-code',
      cwd: '/home/marco/projects/spotter',
      gitBranch: 'master',
      claudeCodeVersion: '2.1.38',
    });
  });
});

describe('a real tool-heavy transcript', () => {
  const imported = importLines(fixtureLines('claude-code/tool_heavy.jsonl'));
  const byId = new Map(imported.entries.map((e) => [e.id, e]));

  it('attaches the result on a sibling branch and merges a message whose calls straddle a result', () => {
    expect(outline(imported.entries).slice(11)).toEqual([
      ['61045c3d-2ffd-4c10-925c-c82d72e55ebb', 'assistant'],
      ['1979167d-c27b-4cd6-9afc-2d9b4237a7cb', 'toolResult'],
      // d2b1430f answers the Glob call of line 30, both off the path from the leaf.
      ['d2b1430f-30fc-408e-ad65-bedf7ba75900', 'toolResult'],
      ['9c0157de-950c-4b36-8c81-537b79e0d6b4', 'assistant'],
      ['77bb87a7-4f6d-458f-a85c-5a3e77a4262c', 'toolResult'],
      ['fe91755f-4df3-4aa1-9c04-608c5884e237', 'toolResult'],
      ['29e6224a-ea4f-445c-964f-d2bbddd138d0', 'user'],
    ]);
    const straddling = message(byId.get('9c0157de-950c-4b36-8c81-537b79e0d6b4')) as AssistantMessage;
    expect(straddling.content.map((b) => (b.type === 'toolCall' ? b.name : b.type))).toEqual(['Read', 'WebFetch']);
  });

  it('turns slash-command echoes and meta lines into developer messages and leaves system lines out', () => {
    const developer = imported.entries.filter((e) => e.type === 'message' && e.message.role === 'developer');
    expect(developer.map((e) => imported.lines[imported.entries.indexOf(e)])).toEqual([20, 21, 22]);
    expect(imported.lines).not.toContain(23);
    expect(message(byId.get('faf199ff-2cfa-4656-97bc-8c0ffb7c025c'))).toMatchObject({
      role: 'developer',
      content: expect.stringMatching(/^<local-command-caveat>/),
    });
  });

  it('answers every call of the path, so the LLM context drops no call', () => {
    const context = buildSessionContext(imported.entries, { leafId: imported.leafId });
    const calls = context.messages.flatMap((m) =>
      m.role === 'assistant' ? m.content.filter((b) => b.type === 'toolCall').map((b) => b.id) : [],
    );
    const results = context.messages.flatMap((m) => (m.role === 'toolResult' ? [m.toolCallId] : []));
    expect(calls).toHaveLength(6);
    expect([...results].sort()).toEqual([...calls].sort());
  });
});

describe('a real long transcript with an automatic compaction', () => {
  const imported = importLines(fixtureLines('claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl'));
  const at = imported.entries.findIndex((e) => e.type === 'compaction');
  const compaction = imported.entries[at]!;

  it('makes the boundary whose logicalParentUuid is missing a compaction entry after the line before it', () => {
    expect(imported.entries.filter((e) => e.type === 'compaction')).toHaveLength(1);
    expect(compaction).toEqual({
      type: 'compaction',
      id: 'dd3cc2e6-a191-4331-a0f0-2473e6d7692d',
      parentId: imported.entries[at - 1]!.id,
      timestamp: '2026-02-12T20:30:28.504Z',
      summary: expect.stringMatching(/^This session is being continued from a previous conversation/),
      firstKeptEntryId: 'dd3cc2e6-a191-4331-a0f0-2473e6d7692d',
      tokensBefore: 170251,
      method: 'native',
      details: { source: 'claude-code', trigger: 'auto' },
    });
    expect(imported.lines[at]).toBe(754);
    expect(imported.lines[at - 1]).toBe(753);
  });

  it('takes the isCompactSummary line as the summary, not as a user turn', () => {
    expect(imported.lines).not.toContain(755);
    expect(compaction.type === 'compaction' && compaction.summary.length).toBe(15743);
  });

  it('rebuilds the context the agent had after the compaction: the summary, then only later messages', () => {
    const context = buildSessionContext(imported.entries, { leafId: imported.leafId });
    const after = imported.entries.slice(at + 1).filter((e) => e.type === 'message');
    expect(context.messages[0]).toMatchObject({ role: 'compactionSummary', tokensBefore: 170251, method: 'native' });
    expect(context.messages.slice(1)).toEqual(after.map((e) => message(e)));
    const transcript = buildSessionContext(imported.entries, { leafId: imported.leafId, mode: 'transcript' });
    expect(transcript.messages.length).toBeGreaterThan(context.messages.length + 100);
  });

  it('answers each of its 150 calls', () => {
    const results = imported.entries.filter((e) => e.type === 'message' && e.message.role === 'toolResult');
    expect(results).toHaveLength(150);
  });
});

describe('Claude Code lines, rule by rule', () => {
  it('continues a compaction at its logicalParentUuid when that line is in the file', () => {
    const b = claudeCodeLines();
    const lines = jsonl([
      b.user('u1', null, 'Refactor the parser.'),
      b.assistant('a1', 'u1', 'msg_1', text('Done.')),
      b.user('u2', 'a1', 'Now the lexer.'),
      b.assistant('a2', 'u2', 'msg_2', text('Working on it.')),
      b.boundary('c1', 'a1', 52_000),
      b.user('s1', 'c1', 'This session is being continued from a previous conversation. Summary: parser done.', {
        isCompactSummary: true,
        isVisibleInTranscriptOnly: true,
      }),
      b.user('u3', 's1', 'Continue with the lexer.'),
    ]);
    const imported = importLines(lines);
    // a2 and u2 were on the branch the compaction left (its logical parent is a1).
    expect(outline(imported.entries)).toEqual([
      ['u1', 'user'],
      ['a1-model', 'model_change'],
      ['a1', 'assistant'],
      ['c1', 'compaction'],
      ['u3', 'user'],
    ]);
    expect(imported.entries[3]).toMatchObject({
      parentId: 'a1',
      summary: 'This session is being continued from a previous conversation. Summary: parser done.',
      tokensBefore: 52_000,
      details: { source: 'claude-code', trigger: 'manual' },
    });
  });

  it('drops whitespace-only text, and a user line holding nothing else', () => {
    const b = claudeCodeLines();
    const imported = importLines(
      jsonl([
        b.user('u1', null, 'List the files.'),
        b.assistant('a1', 'u1', 'msg_1', text('\n\n')),
        b.assistant('a2', 'a1', 'msg_1', toolUse('toolu_1', 'Bash', { command: 'ls' })),
        b.user('r1', 'a2', [toolResult('toolu_1', 'README.md\n')]),
        b.user('u2', 'r1', [text('  \n')]),
        b.user('u3', 'u2', '\n'),
      ]),
    );
    expect(outline(imported.entries)).toEqual([
      ['u1', 'user'],
      ['a1-model', 'model_change'],
      ['a1', 'assistant'],
      ['r1', 'toolResult'],
    ]);
    expect((message(imported.entries[2]) as AssistantMessage).content).toEqual([
      { type: 'toolCall', id: 'toolu_1', name: 'Bash', arguments: { command: 'ls' } },
    ]);
    // The leaf is the last conversation line even when it emitted nothing.
    expect(imported.leafId).toBe('r1');
  });

  it('takes the newest branch after a rewind and leaves the abandoned one out', () => {
    const b = claudeCodeLines();
    const imported = importLines(
      jsonl([
        b.user('u1', null, 'Name the module.'),
        b.assistant('a1', 'u1', 'msg_1', text('Call it lexer.')),
        b.user('u2', 'a1', 'Shorter, please.'),
        b.assistant('a2', 'u2', 'msg_2', text('lex.')),
        b.user('u2b', 'a1', 'Longer, please.'),
        b.assistant('a2b', 'u2b', 'msg_3', text('lexical-analyser.')),
      ]),
    );
    expect(imported.entries.map((e) => e.id)).toEqual(['u1', 'a1-model', 'a1', 'u2b', 'a2b']);
  });

  it('makes a <synthetic> assistant an error turn without a model, which the LLM context leaves out', () => {
    const b = claudeCodeLines();
    const synthetic = b.assistant('a1', 'u1', 'msg_s', text('No response requested.'));
    (synthetic.message as Record<string, unknown>).model = '<synthetic>';
    const imported = importLines(jsonl([b.user('u1', null, 'hello'), synthetic]));
    expect(message(imported.entries[1])).toMatchObject({
      role: 'assistant',
      stopReason: 'error',
      errorMessage: 'No response requested.',
    });
    expect(message(imported.entries[1])).not.toHaveProperty('model');
    expect(buildSessionContext(imported.entries).messages.map((m) => m.role)).toEqual(['user']);
  });

  it('writes a model_change before the first assistant of each new model', () => {
    const b = claudeCodeLines();
    const second = b.assistant('a2', 'u2', 'msg_2', text('Sure.'));
    (second.message as Record<string, unknown>).model = 'claude-sonnet-4-5';
    const imported = importLines(
      jsonl([
        b.user('u1', null, 'hi'),
        b.assistant('a1', 'u1', 'msg_1', text('Hello.')),
        b.user('u2', 'a1', '/model sonnet'),
        second,
      ]),
    );
    const changes = imported.entries.filter((e) => e.type === 'model_change');
    expect(changes.map((e) => [e.id, e.type === 'model_change' && e.model])).toEqual([
      ['a1-model', 'anthropic/claude-opus-4-6'],
      ['a2-model', 'anthropic/claude-sonnet-4-5'],
    ]);
    expect(buildSessionContext(imported.entries).models).toEqual({ default: 'anthropic/claude-sonnet-4-5' });
  });

  it('skips sidechain lines inside a main transcript', () => {
    const b = claudeCodeLines();
    const imported = importLines(
      jsonl([
        b.user('u1', null, 'Explore the repo.'),
        b.user('s1', 'u1', 'Subagent task prompt', { isSidechain: true, agentId: 'a1b2c3' }),
        b.assistant('a1', 'u1', 'msg_1', text('The repo has two packages.')),
      ]),
    );
    expect(imported.entries.map((e) => e.id)).toEqual(['u1', 'a1-model', 'a1']);
  });

  it('gives the same entries every time it imports the same file', () => {
    const lines = fixtureLines('claude-code/tool_heavy.jsonl');
    expect(importLines(lines)).toEqual(importLines(lines));
  });
});

describe('what a Claude Code import refuses, naming the line', () => {
  it('refuses a subagent transcript (every line a sidechain)', () => {
    const error = failure(() =>
      importLines(
        fixtureLines('claude-code/4d5611e5-241a-462a-8d15-5122611a9569_subagents_agent-acompact-e1f845.jsonl'),
      ),
    );
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/^line 1: isSidechain: this is a subagent transcript of agent acompact-e1f845 /);
  });

  it('names a line that is not JSON, or skips it and imports the rest', () => {
    const b = claudeCodeLines();
    const lines = jsonl([b.user('u1', null, 'hi'), b.assistant('a1', 'u1', 'msg_1', text('Hello.'))]);
    const broken = [...lines, lines[1]!.slice(0, 40)];
    expect(failure(() => importLines(broken)).message).toMatch(/^line 3: not valid JSON \(/);
    const skipped = importLines(broken, true);
    expect(skipped.entries.map((e) => e.id)).toEqual(['u1', 'a1-model', 'a1']);
    expect(skipped.skipped).toEqual([{ line: 3, reason: expect.stringMatching(/^not valid JSON \(/) }]);
  });

  it('names the field of an unknown content block', () => {
    const b = claudeCodeLines();
    const lines = jsonl([b.user('u1', null, 'hi'), b.assistant('a1', 'u1', 'msg_1', { type: 'telepathy' })]);
    expect(failure(() => importLines(lines)).message).toBe(
      'line 2: message.content.0.type: unknown assistant content block type "telepathy"',
    );
  });

  it('names a tool result whose call is in no line of the file', () => {
    const b = claudeCodeLines();
    const lines = jsonl([b.user('u1', null, 'hi'), b.user('r1', 'u1', [toolResult('toolu_gone', 'ok')])]);
    expect(failure(() => importLines(lines)).message).toBe(
      'line 2: message.content.0.tool_use_id: "toolu_gone" answers no tool call of the session',
    );
  });

  it('names a repeated uuid and a file without conversation', () => {
    const b = claudeCodeLines();
    const repeated = jsonl([b.user('u1', null, 'hi'), b.user('u1', 'u1', 'again')]);
    expect(failure(() => importLines(repeated)).message).toBe('line 2: uuid: the uuid u1 repeats line 1');
    const none = jsonl([b.progress('p1', null)]);
    expect(failure(() => importLines(none)).message).toBe('line 1: no user or assistant lines: nothing to import');
  });
});
