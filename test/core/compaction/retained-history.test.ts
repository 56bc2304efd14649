/**
 * The V2 replacement history (compaction spec §7.3): the request's user messages that are not contextual, newest
 * first within the retained-message budget (ceil(characters / 4) a text part, 765 an image; the boundary message cut
 * head and tail around a `…N tokens truncated…` marker), in their order, then the compaction item.
 */
import {
  CONTEXTUAL_PREFIXES,
  IMAGE_TOKENS,
  MAX_RETAINED_TOKENS,
  isRetainable,
  retainedHistory,
} from '../../../core/compaction/retained-history';

const user = (text: string) => ({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
const assistant = (text: string) => ({ type: 'message', role: 'assistant', content: text });
const image = { type: 'input_image', image_url: 'data:image/png;base64,AAAA', detail: 'auto' };
const COMPACTION = { type: 'compaction', id: 'cmp_1', encrypted_content: 'encrypted:x' };

describe('the V2 retained history', () => {
  it('keeps every user message within the budget, in order, then the compaction item', () => {
    const input = [
      user('first question'),
      assistant('an answer'),
      { type: 'function_call', call_id: 'c1', name: 'read', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c1', output: 'file text' },
      user('second question'),
    ];
    expect(retainedHistory(input, COMPACTION, 1000)).toEqual({
      replacementHistory: [user('first question'), user('second question'), COMPACTION],
      retainedImageCount: 0,
    });
  });

  it.each(CONTEXTUAL_PREFIXES)('leaves out a user message starting with %s', (prefix) => {
    expect(isRetainable(user(`${prefix}>cwd: /repo</x>`))).toBe(false);
    expect(isRetainable(user(`  \n${prefix} indented`))).toBe(false);
    expect(isRetainable(user(`Please read ${prefix}`))).toBe(true);
  });

  it('keeps a user message whose content is a string as a text part (what the rebuild replays)', () => {
    const item = { type: 'message', role: 'user', content: 'plain words' };
    expect(retainedHistory([item], COMPACTION, 100).replacementHistory).toEqual([
      { ...item, content: [{ type: 'input_text', text: 'plain words' }] },
      COMPACTION,
    ]);
    expect(retainedHistory([item], COMPACTION, 1).replacementHistory).toEqual([
      { ...item, content: [{ type: 'input_text', text: 'pl…2 tokens truncated…ds' }] },
      COMPACTION,
    ]);
  });

  it('fills the budget newest first and cuts the boundary message head and tail with a marker', () => {
    const old = user('a'.repeat(40) + 'b'.repeat(40)); // 20 tokens
    const recent = user('c'.repeat(40)); // 10 tokens
    const { replacementHistory } = retainedHistory([user('oldest'), old, recent], COMPACTION, 14);
    // 10 for the recent message, 4 left: 16 characters of the older one, 8 from each end.
    expect(replacementHistory).toEqual([
      user(`${'a'.repeat(8)}…16 tokens truncated…${'b'.repeat(8)}`),
      recent,
      COMPACTION,
    ]);
  });

  it('counts an image as 765 tokens and keeps it only when it fits', () => {
    const withImage = { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'see' }, image] };
    expect(retainedHistory([withImage], COMPACTION, IMAGE_TOKENS + 1)).toEqual({
      replacementHistory: [withImage, COMPACTION],
      retainedImageCount: 1,
    });
    expect(retainedHistory([withImage], COMPACTION, IMAGE_TOKENS)).toEqual({
      replacementHistory: [{ ...withImage, content: [{ type: 'input_text', text: 'see' }] }, COMPACTION],
      retainedImageCount: 0,
    });
  });

  it('never keeps more than 64,000 tokens, whatever the budget says, and nothing with a budget of 0', () => {
    const big = user('x'.repeat(4 * MAX_RETAINED_TOKENS));
    const [kept] = retainedHistory([big, user('y'.repeat(400))], COMPACTION, 1_000_000).replacementHistory;
    const text = (kept!.content as { text: string }[])[0]!.text;
    expect(text).toMatch(/^x+…100 tokens truncated…x+$/);
    expect(text.length - '…100 tokens truncated…'.length).toBe(4 * (MAX_RETAINED_TOKENS - 100));
    expect(retainedHistory([user('q')], COMPACTION, 0).replacementHistory).toEqual([COMPACTION]);
  });
});
