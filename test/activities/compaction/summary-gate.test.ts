/**
 * The quality gate inside the summary activity: the checks read the merged body, `check` only records, `enforce`
 * asks the summarizer once more with the omissions as focus and gates the retry's result; no mode, no checks.
 */
import { gateHistorySummary, withGateFocus, type GateJob } from '../../../activities/compaction/summary-gate';
import type { SummaryResult } from '../../../activities/llm';
import { retryFocus } from '../../../core/quality/quality-gate';
import type { AgentMessage } from '../../../core/session/messages';

const span: AgentMessage[] = [
  { role: 'user', content: 'Add retry limits to the ledger client', timestamp: 1 },
  {
    role: 'assistant',
    content: [{ type: 'toolCall', id: 'c1', name: 'edit', arguments: { path: 'src/ledger/client.ts' } }],
    stopReason: 'toolUse',
    timestamp: 2,
  } as AgentMessage,
  { role: 'user', content: 'Now wire `maxRetries` into src/ledger/settle.ts', timestamp: 3 },
];

const GOOD = [
  '## Goal',
  'Add retry limits to the ledger client, then wire `maxRetries` into src/ledger/settle.ts.',
  '',
  '## Progress',
  '- [x] Edited src/ledger/client.ts to read the retry limit from its options.',
  '',
  '## Next Steps',
  '1. Wire `maxRetries` into src/ledger/settle.ts.',
].join('\n');
const WITHOUT_FILES = GOOD.replace('- [x] Edited src/ledger/client.ts to read', '- [x] Changed the client to read');

const result = (text: string, extra: Partial<SummaryResult> = {}): SummaryResult => ({
  text,
  model: 'fake/summarizer',
  promptHash: 'h',
  usage: { input: 10, output: 10, cacheRead: 0, cacheWrite: 0 } as SummaryResult['usage'],
  calls: 1,
  ...extra,
});

function job(mode: GateJob['mode'], first: SummaryResult, retried: SummaryResult) {
  const focuses: string[] = [];
  const gate: GateJob = {
    mode,
    span,
    first,
    merge: (r) => r.text,
    retry: (focus) => {
      focuses.push(focus);
      return Promise.resolve(retried);
    },
  };
  return { gate, focuses };
}

describe('the summary activity quality gate', () => {
  it('runs no checks without a mode', async () => {
    const { gate, focuses } = job(undefined, result(''), result(GOOD));
    expect(await gateHistorySummary(gate)).toEqual({ history: gate.first, retryCalls: 0 });
    expect(focuses).toEqual([]);
  });

  it('check records a failing summary and keeps it, with no retry', async () => {
    const { gate, focuses } = job('check', result(WITHOUT_FILES), result(GOOD));
    expect(await gateHistorySummary(gate)).toEqual({
      history: gate.first,
      retryCalls: 0,
      quality: { mode: 'check', score: 0.833, passed: false, missing: ['files'], retried: false },
    });
    expect(focuses).toEqual([]);
  });

  it('enforce passes a good summary with no retry', async () => {
    const { gate, focuses } = job('enforce', result(GOOD), result(''));
    const gated = await gateHistorySummary(gate);
    expect(gated.quality).toEqual({ mode: 'enforce', score: 1, passed: true, missing: [], retried: false });
    expect(focuses).toEqual([]);
  });

  it('enforce retries once naming the missing file, and gates the retry', async () => {
    const second = result(GOOD, { calls: 2 });
    const { gate, focuses } = job('enforce', result(WITHOUT_FILES), second);
    expect(await gateHistorySummary(gate)).toEqual({
      history: second,
      retryCalls: 2,
      quality: { mode: 'enforce', score: 1, passed: true, missing: [], retried: true },
    });
    expect(focuses).toEqual([
      'The previous summary of this conversation was rejected by a quality check. Write it again, complete, and include:\n' +
        '- every modified file, by path: src/ledger/client.ts',
    ]);
  });

  it('enforce reports a retry that still fails, with what it missed', async () => {
    const { gate } = job('enforce', result(GOOD, { cutOff: true }), result("I'm sorry, I can't do that."));
    const gated = await gateHistorySummary(gate);
    expect(gated.quality).toEqual({
      mode: 'enforce',
      score: 0.333,
      passed: false,
      missing: ['content', 'sections', 'instruction', 'files'],
      retried: true,
    });
  });

  it('names a cut-off summary in the focus', () => {
    expect(retryFocus([{ check: 'complete', missing: ['the end of the summary (it was cut off)'] }])).toContain(
      '- the whole summary, ending in a full sentence (the last one was cut off; be more concise): the end of the summary',
    );
  });

  it("appends the gate's focus to the user's own instructions", () => {
    expect(withGateFocus(undefined, 'include the files')).toBe('include the files');
    expect(withGateFocus('keep the bug list', 'include the files')).toBe('keep the bug list\n\ninclude the files');
  });
});
