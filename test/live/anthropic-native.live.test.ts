/**
 * Anthropic's server-side compaction against the real API: a conversation above the server's smallest trigger
 * (50,000 input tokens) comes back as one `compaction` block whose readable summary names what the conversation
 * held (a planted-fact session, so its facts are known).
 */
import { createLlm } from '../../activities/llm';
import { MIN_TRIGGER_TOKENS } from '../../activities/llm/anthropic-native';
import { serializeConversation } from '../../core/compaction/serialize-conversation';
import { plantedSession } from '../../core/quality/planted-session';
import { spanMessages } from '../../core/quality/session-walk';
import { describeLive, liveProvider } from '../helpers/live-provider';

const anthropic = liveProvider('anthropic');
/** A model of the catalog that compacts on the server (the provider's cheap model does not). */
const SERVER_COMPACTING_MODEL = 'anthropic/claude-sonnet-4-6';

describeLive(anthropic, 'Anthropic server-side compaction, live', (settings) => {
  it('compacts a conversation above the trigger into a compaction block with a readable summary', async () => {
    const planted = plantedSession({ seed: 7, targetTokens: 70_000 });
    const transcript = serializeConversation(spanMessages(planted.entries).map((s) => s.message));
    expect(transcript.length / 4).toBeGreaterThan(MIN_TRIGGER_TOKENS);
    const compacted = await createLlm({ settings })
      .anthropicCompactor(SERVER_COMPACTING_MODEL)
      .compact({
        instructions: 'Summarize the session so a coding agent can continue it.',
        messages: [
          { role: 'user', content: [{ type: 'text', text: transcript }] },
          { role: 'assistant', content: [{ type: 'text', text: 'I have read the session.' }] },
          { role: 'user', content: [{ type: 'text', text: 'Continue with the next step.' }] },
        ],
      });
    expect(compacted.block.type).toBe('compaction');
    expect(compacted.block.content.length).toBeGreaterThan(0);
    expect(compacted.inputTokens).toBeGreaterThan(MIN_TRIGGER_TOKENS);
  }, 300_000);
});
