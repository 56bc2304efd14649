/**
 * OpenAI's native compaction (`/responses/compact`) against the real API: a short conversation comes back as output
 * items, among them the encrypted compaction item the context rebuild replays.
 */
import { createLlm } from '../../activities/llm';
import { describeLive, liveProvider } from '../helpers/live-provider';

const openai = liveProvider('openai');

describeLive(openai, 'OpenAI native compaction, live', (settings) => {
  it('compacts a conversation into output items with an encrypted compaction item', async () => {
    const items = await createLlm({ settings })
      .nativeCompactor(openai.model)
      .compact({
        instructions: 'You are a coding agent.',
        input: [
          { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Set the ledger port to 48213.' }] },
          { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done: port 48213.' }] },
        ],
      });
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => (i as { encrypted_content?: unknown }).encrypted_content !== undefined)).toBe(true);
  }, 180_000);
});
