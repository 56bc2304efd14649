/**
 * The boundary of Anthropic's server-side compaction (compaction spec §13.4): never between a tool call and its
 * result, and what follows the block starts a user turn; the messages moved past are the exact tail.
 */
import { anthropicCut } from '../../../core/compaction/anthropic-cut';
import type { AgentMessage } from '../../../core/session/messages';

const user = (text: string): AgentMessage => ({ role: 'user', content: text, timestamp: 0 });
const say = (text: string): AgentMessage =>
  ({ role: 'assistant', content: [{ type: 'text', text }], stopReason: 'stop', timestamp: 0 }) as AgentMessage;
const call = (id: string): AgentMessage =>
  ({
    role: 'assistant',
    content: [{ type: 'toolCall', id, name: 'read', arguments: { path: id } }],
    stopReason: 'toolUse',
    timestamp: 0,
  }) as AgentMessage;
const result = (id: string): AgentMessage =>
  ({ role: 'toolResult', toolCallId: id, toolName: 'read', content: [], isError: false, timestamp: 0 }) as AgentMessage;

const u1 = user('fix the parser');
const c1 = call('c1');
const r1 = result('c1');
const a1 = say('fixed');
const u2 = user('now the tests');
const c2 = call('c2');
const r2 = result('c2');
const a2 = say('tests pass');

describe('anthropicCut', () => {
  it('keeps the planned boundary when it ends a turn and the kept region starts with the user', () => {
    expect(anthropicCut([u1, c1, r1, a1], [u2, a2])).toEqual({ compacted: [u1, c1, r1, a1], exactTail: [] });
  });

  it('keeps the planned boundary when nothing is kept', () => {
    expect(anthropicCut([u1, c1, r1, a1], [])).toEqual({ compacted: [u1, c1, r1, a1], exactTail: [] });
  });

  it('moves a split turn’s prefix into the exact tail, so that the block is followed by a user turn', () => {
    // The plan split the second turn: its user message and first tool exchange were to be summarized.
    expect(anthropicCut([u1, c1, r1, a1, u2, c2, r2], [a2])).toEqual({
      compacted: [u1, c1, r1, a1],
      exactTail: [u2, c2, r2],
    });
  });

  it('never separates a tool call from its result in the kept region', () => {
    expect(anthropicCut([u1, a1, u2, c2], [r2, a2])).toEqual({ compacted: [u1, a1], exactTail: [u2, c2] });
  });

  it('compacts nothing when no boundary qualifies', () => {
    expect(anthropicCut([u1, c1], [r1, a1])).toEqual({ compacted: [], exactTail: [u1, c1] });
  });

  it('lets a call whose result appears nowhere be cut after (the encoder pairs it)', () => {
    expect(anthropicCut([u1, call('lost'), u2, a2], [user('more')])).toEqual({
      compacted: [u1, call('lost'), u2, a2],
      exactTail: [],
    });
  });
});
