/** A summary cut off at the output limit is not accepted silently (issue 12 item 12). */
import { summarizeHistory } from '../../../activities/llm/summarize-history';
import { useFakeSummarizer } from '../../fakes/summarizer-deps';

const summarizer = useFakeSummarizer();

const anthropicAnswer = (text: string, stopReason: string) => ({
  status: 200,
  body: {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'fake-model',
    content: [{ type: 'text', text }],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 16384 },
  },
});

describe('a summary that hit the output limit', () => {
  it('is marked cut off, so the compaction can say so', async () => {
    summarizer.fake.script(anthropicAnswer('## Goal\nFix the bugs in src/', 'max_tokens'));
    const result = await summarizeHistory(summarizer.deps(), { messages: ['[User]: hello'] });
    expect(result).toMatchObject({ text: '## Goal\nFix the bugs in src/', cutOff: true });
  });

  it('is not marked when the model finished', async () => {
    summarizer.fake.script(anthropicAnswer('complete summary', 'end_turn'));
    const result = await summarizeHistory(summarizer.deps(), { messages: ['[User]: hello'] });
    expect(result.cutOff).toBeUndefined();
  });
});
