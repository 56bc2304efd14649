import type { SpanMessage } from '../../../core/quality/session-walk';
import { checkSummary } from '../../../core/quality/summary-checks';
import type { AgentMessage } from '../../../core/session/messages';

let n = 0;
const at = (message: AgentMessage): SpanMessage => ({ id: `e${(n += 1)}`, message });
const user = (text: string) => at({ role: 'user', content: text, timestamp: n });
const call = (name: string, args: Record<string, unknown>) =>
  at({
    role: 'assistant',
    content: [{ type: 'toolCall', id: `c${n}`, name, arguments: args }],
    stopReason: 'toolUse',
    timestamp: n,
  } as AgentMessage);
const said = (text: string) =>
  at({ role: 'assistant', content: [{ type: 'text', text }], stopReason: 'stop', timestamp: n } as AgentMessage);

const CWD = '/work/project';
const span: SpanMessage[] = [
  user('Add retry limits to the ledger client'),
  call('edit', { path: `${CWD}/src/ledger/client.ts`, oldText: 'a', newText: 'b' }),
  call('write', { path: `${CWD}/src/ledger/retry-policy.ts`, content: 'x' }),
  user('Now wire `maxRetries` into src/ledger/settle.ts and keep the backoff at 250 ms'),
  said('Done with the client. Should I also cap retries in the harbor importer?'),
];

const GOOD = [
  '## Goal',
  'Add retry limits to the ledger client, then wire `maxRetries` into src/ledger/settle.ts.',
  '',
  '## Progress',
  '### Done',
  '- [x] Edited src/ledger/client.ts and wrote src/ledger/retry-policy.ts',
  '',
  '## Next Steps',
  '1. Wire `maxRetries` into src/ledger/settle.ts, keeping the backoff at 250 ms.',
  '',
  '## Critical Context',
  'Open question to the user: Should I also cap retries in the harbor importer?',
].join('\n');

const check = (summary: string, stopReason?: string) =>
  checkSummary({ summary, span, cwd: CWD, ...(stopReason ? { stopReason } : {}) });
const failed = (summary: string, stopReason?: string) => check(summary, stopReason).failures.map((f) => f.check);

describe('the deterministic summary checks', () => {
  it('pass a summary with its sections, the latest instruction, the pending question and every modified file', () => {
    expect(check(GOOD)).toEqual({ passed: true, score: 1, failures: [] });
  });

  it('catch a summary without the open request', () => {
    const summary = GOOD.replace(/## Next Steps\n1\. .*\n/, '## Next Steps\n1. Continue.\n').replace(
      ', then wire `maxRetries` into src/ledger/settle.ts',
      '',
    );
    expect(check(summary).failures).toEqual([
      { check: 'instruction', missing: expect.arrayContaining(['the instruction\'s "maxRetries"']) },
    ]);
  });

  it('catch a summary that does not name the modified files', () => {
    expect(
      check(GOOD.replace('- [x] Edited src/ledger/client.ts and wrote src/ledger/retry-policy.ts', '- [x] Edits'))
        .failures,
    ).toEqual([{ check: 'files', missing: ['src/ledger/client.ts', 'src/ledger/retry-policy.ts'] }]);
  });

  it('catch a cut-off summary, by its stop reason or by its unfinished last line', () => {
    expect(failed(GOOD, 'length')).toEqual(['complete']);
    expect(failed(`${GOOD}\n\n## Additional Notes\nThe backoff was chosen because the`)).toEqual(['complete']);
  });

  it('catch a refusal and an empty answer', () => {
    expect(failed(`I'm sorry, I can't help with summarizing this conversation.\n${GOOD}`)).toContain('content');
    expect(failed('')).toEqual(expect.arrayContaining(['content', 'sections', 'instruction', 'question', 'files']));
  });

  it('catch a missing pending question and a missing section', () => {
    expect(failed(GOOD.replace(/## Critical Context\n.*/, '## Critical Context\nNone.'))).toEqual(['question']);
    expect(failed(GOOD.replace('## Progress', '## Work'))).toEqual(['sections']);
  });
});
