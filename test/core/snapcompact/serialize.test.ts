import type { AgentMessage, AssistantMessage, ToolResultMessage } from '../../../core/session/messages';
import { DIM_OFF as F, DIM_ON as N } from '../../../core/snapcompact/markers';
import { serializeConversation } from '../../../core/snapcompact/serialize';

const user = (text: string): AgentMessage => ({ role: 'user', content: text, timestamp: 1 });
const assistant = (content: AssistantMessage['content']): AgentMessage => ({
  role: 'assistant',
  content,
  stopReason: 'stop',
  timestamp: 2,
});
const call = (id: string, name: string, args: Record<string, unknown>, intent?: string) => ({
  type: 'toolCall' as const,
  id,
  name,
  arguments: args,
  ...(intent ? { intent } : {}),
});
const result = (id: string, text: string, extra: Partial<ToolResultMessage> = {}): AgentMessage => ({
  role: 'toolResult',
  toolCallId: id,
  toolName: 'tool',
  content: [{ type: 'text', text }],
  isError: false,
  timestamp: 3,
  ...extra,
});

describe('serializeConversation', () => {
  it('tags roles and joins sections with a blank line', () => {
    expect(serializeConversation([user('do the thing'), assistant([{ type: 'text', text: 'done' }])])).toBe(
      '¶user:do the thing\n\n¶ai:done',
    );
  });

  it('prints a call with its intent and its dimmed result', () => {
    const messages = [
      assistant([call('c1', 'bash', { command: 'bun test', i: 'Running tests' })]),
      result('c1', '3 pass'),
    ];
    expect(serializeConversation(messages)).toBe(
      `¶call:bash(command="bun test")//Running tests\n<out>\n${N}3 pass${F}\n</out>`,
    );
    expect(serializeConversation(messages, { dimToolResults: false })).toBe(
      '¶call:bash(command="bun test")//Running tests\n<out>\n3 pass\n</out>',
    );
  });

  it('prefers the harness intent, squashing its whitespace', () => {
    const messages = [assistant([call('c1', 'read', { path: 'a.ts', i: 'raw' }, 'Derived\n intent  line')])];
    expect(serializeConversation(messages)).toBe('¶call:read(path="a.ts")//Derived intent line');
  });

  it('keeps thinking before text, or drops it on request', () => {
    const messages = [
      assistant([
        { type: 'thinking', thinking: 'weigh options' },
        { type: 'text', text: 'the answer' },
      ]),
    ];
    expect(serializeConversation(messages)).toBe('¶think:weigh options\n\n¶ai:the answer');
    expect(serializeConversation(messages, { includeThinking: false })).toBe('¶ai:the answer');
  });

  it('keeps text before and after a call in separate sections around it; consecutive calls share one prefix', () => {
    const messages = [
      assistant([
        { type: 'text', text: 'before' },
        call('c1', 'read', { path: 'a.ts' }),
        call('c2', 'read', { path: 'b.ts' }),
        { type: 'text', text: 'after' },
      ]),
      result('c1', 'file body'),
    ];
    expect(serializeConversation(messages, { dimToolResults: false })).toBe(
      '¶ai:before\n\n¶call:read(path="a.ts")\n<out>\nfile body\n</out>\nread(path="b.ts")\n\n¶ai:after',
    );
  });

  it('drops useless call/result pairs so surrounding prose stays one section', () => {
    const messages = [
      assistant([{ type: 'text', text: 'before' }, call('c1', 'grep', { q: 'x' }), { type: 'text', text: 'after' }]),
      result('c1', 'no matches', { useless: true }),
    ];
    expect(serializeConversation(messages)).toBe('¶ai:before\nafter');
  });

  it('prints an orphan result as a bare out block and merges consecutive user turns', () => {
    expect(serializeConversation([result('gone', 'ok')], { dimToolResults: false })).toBe('¶call:\n<out>\nok\n</out>');
    expect(serializeConversation([user('hello'), user(`wor${N}ld`)])).toBe('¶user:hello\nworld');
  });

  it('caps tool results head+tail and tool arguments per value and per call', () => {
    const long = `HEAD-${'x'.repeat(5000)}-TAIL`;
    const out = serializeConversation([assistant([call('c1', 'read', {})]), result('c1', long)]);
    expect(out).toContain('[…3010ch elided…]');
    expect(out.endsWith(`-TAIL${F}\n</out>`)).toBe(true);
    const write = serializeConversation([
      assistant([call('c1', 'write', { path: 'a.ts', content: 'c'.repeat(3000) })]),
    ]);
    expect(write).toContain('write(path="a.ts", content="');
    expect(write).toContain('[…2502ch elided…]');
    const args = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`arg${i}`, 'v'.repeat(400)]));
    const many = serializeConversation([assistant([call('c1', 'big', args)])]);
    expect(many).toContain('arg0=');
    expect(many.length).toBeLessThan(2200);
  });

  it('serializes bash executions and summaries', () => {
    const messages: AgentMessage[] = [
      {
        role: 'bashExecution',
        command: 'ls',
        output: 'a b',
        exitCode: 0,
        cancelled: false,
        truncated: false,
        timestamp: 1,
      },
      { role: 'branchSummary', summary: 'we tried X', fromId: 'e1', timestamp: 2 },
    ];
    expect(serializeConversation(messages, { dimToolResults: false })).toBe(
      '¶call:bash(command="ls")\n<out>\na b\n</out>\n\n¶user:we tried X',
    );
  });
});
