import { baselineContext, MASKED_OUTPUT } from '../../../core/quality/eval-arms';
import { evalTable } from '../../../core/quality/eval-table';
import type { SpanMessage } from '../../../core/quality/session-walk';
import type { AgentMessage } from '../../../core/session/messages';

const user = (text: string): AgentMessage => ({ role: 'user', content: text, timestamp: 1 });
const result = (text: string): AgentMessage => ({
  role: 'toolResult',
  toolCallId: 'c1',
  toolName: 'read',
  content: [{ type: 'text', text }],
  isError: false,
  timestamp: 2,
});
const span: SpanMessage[] = [
  { id: 'e1', message: user('port 48213 only') },
  { id: 'e2', message: result('listen: 48213') },
  { id: 'e3', message: user('now the tail') },
  { id: 'e4', message: result('tail output') },
];

describe('the baseline arms', () => {
  it('full keeps every message, tail-only the kept tail, prune-only masks the compacted span’s tool outputs', () => {
    expect(baselineContext('full', span, 'e3')).toHaveLength(4);
    expect(baselineContext('tail-only', span, 'e3')).toEqual([span[2]!.message, span[3]!.message]);
    expect(baselineContext('prune-only', span, 'e3')).toEqual([
      span[0]!.message,
      { ...span[1]!.message, content: [{ type: 'text', text: MASKED_OUTPUT }] },
      span[2]!.message,
      span[3]!.message,
    ]);
  });

  it('a cut that is not on the path is an error, not a different session', () => {
    expect(() => baselineContext('tail-only', span, 'elsewhere')).toThrow(
      "the kept tail's first entry elsewhere is not on the session's path",
    );
  });
});

describe('the eval table', () => {
  it('prints the reader label, skipped categories and one row per strategy, failures with their reason', () => {
    const table = evalTable({
      title: 'session s1',
      reader: 'reference reader (offline): an upper bound',
      skipped: [{ category: 'decision', reason: 'no probe-writer model configured' }],
      summaries: [
        {
          strategy: 'tail-only',
          status: 'ok',
          billedInputTokens: 1200,
          latencyMs: 0,
          cells: { recall: { n: 4, accuracy: 0.25, ci95: [0.05, 0.7] } },
          overall: { macro: 0.25, micro: 0.25, n: 4 },
          liftOverTailOnly: 0,
          accuracyPer1kBilled: 0.2083,
        },
        { strategy: 'openai-native', status: 'failed', reason: 'no key' },
      ],
    });
    const lines = table.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'session s1',
      'reader: reference reader (offline): an upper bound',
      'skipped: decision (no probe-writer model configured)',
    ]);
    expect(lines[4]!.split(/\s{2,}/)).toEqual([
      'tail-only',
      '-',
      '-',
      '0.25 n=4',
      '-',
      '0.25',
      '+0.00',
      '1200',
      '0',
      '0.2083',
      '0',
    ]);
    expect(lines[5]).toBe('openai-native  failed: no key');
  });
});
