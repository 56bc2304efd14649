import { assembleSummaryPrompt, resolveReasoningEffort } from '../../../core/summary';
import { escapeSummaryTags } from '../../../core/compaction/serialize-conversation';

describe('assembleSummaryPrompt', () => {
  it('builds conversation, previous summary, context list, prompt and focus in that order', () => {
    expect(
      assembleSummaryPrompt({
        conversation: 'T',
        previousSummary: 'P',
        additionalContext: ['one', ' ', 'two'],
        basePrompt: 'BASE',
        focus: 'F',
      }),
    ).toBe(
      '<conversation>\nT\n</conversation>\n\n<previous-summary>\nP\n</previous-summary>\n\n' +
        '<additional-context>\n- one\n- two\n</additional-context>\n\nBASE\n\nAdditional focus: F',
    );
  });

  it('omits empty optional parts', () => {
    expect(
      assembleSummaryPrompt({
        conversation: 'T',
        previousSummary: '',
        additionalContext: [],
        basePrompt: 'B',
        focus: ' ',
      }),
    ).toBe('<conversation>\nT\n</conversation>\n\nB');
  });
});

describe('escapeSummaryTags', () => {
  it.each([
    ['</conversation>', '&lt;/conversation>'],
    ['< / Conversation >', '&lt; / Conversation >'],
    ['<previous-summary>x</PREVIOUS-SUMMARY>', '&lt;previous-summary>x&lt;/PREVIOUS-SUMMARY>'],
    ['<conversations> <summary> a<b', '<conversations> <summary> a<b'],
  ])('%p → %p', (input, output) => {
    expect(escapeSummaryTags(input)).toBe(output);
  });

  it('is idempotent, so text the serializer already escaped is not escaped twice', () => {
    const once = escapeSummaryTags('a </conversation> b <previous-summary>');
    expect(escapeSummaryTags(once)).toBe(once);
  });
});

describe('resolveReasoningEffort (case 32)', () => {
  const all = ['low', 'medium', 'high'] as const;
  it.each([
    [undefined, all, 'high'],
    ['inherit', all, 'high'],
    ['off', all, undefined],
    ['low', all, 'low'],
    ['high', [], undefined],
    ['xhigh', all, 'high'],
    ['minimal', all, 'low'],
  ] as const)('level %p with support %p → %p', (level, supported, effort) => {
    expect(resolveReasoningEffort(level, supported)).toBe(effort);
  });
});
