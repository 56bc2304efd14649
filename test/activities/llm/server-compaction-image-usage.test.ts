/**
 * The image tokens of a server-side compaction's usage row: OpenAI's compact endpoints and Anthropic's compaction
 * edit report one input figure, so the images their wire request carried (as the project's encoders write them) are
 * estimated by the provider's billing rule and the row flagged estimated; a reported split or a request without
 * images is taken as is.
 */
import sharp from 'sharp';
import { encodeContext } from '../../../core/formats';
import type { AgentMessage } from '../../../core/session/messages';
import { wireImages, withWireImageUsage } from '../../../activities/llm/providers/image-usage';

const USAGE = { input: 60_000, output: 300 };

async function screenshot(width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: '#eee' } }).toFormat(format);
  return (await image.toBuffer()).toString('base64');
}

async function history(): Promise<AgentMessage[]> {
  const png = await screenshot(1568, 1568, 'png');
  const jpeg = await screenshot(1024, 1024, 'jpeg');
  return [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'what is wrong on this page?' },
        { type: 'image', mimeType: 'image/png', data: png },
      ],
      timestamp: 1,
    },
    {
      role: 'assistant',
      content: [{ type: 'toolCall', id: 'call_1', name: 'screenshot', arguments: {} }],
      api: 'anthropic-messages',
      provider: 'anthropic',
      model: 'claude-sonnet-4-6',
      usage: {
        input: 0,
        output: 0,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: 0,
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
      },
      stopReason: 'toolUse',
      timestamp: 2,
    },
    {
      role: 'toolResult',
      toolCallId: 'call_1',
      toolName: 'screenshot',
      content: [{ type: 'image', mimeType: 'image/jpeg', data: jpeg }],
      isError: false,
      timestamp: 3,
    },
  ] as AgentMessage[];
}

describe("a server-side compaction's image tokens", () => {
  it("estimates the images of an Anthropic compaction request by Anthropic's rule", async () => {
    const { messages } = encodeContext('anthropic', await history());
    expect(wireImages(messages).map((i) => i.mimeType)).toEqual(['image/png', 'image/jpeg']);
    // 28-px patches, ×1.05: 1568² → 56² = 3,136 → 3,293 tokens; 1024² → 37² = 1,369 → 1,438.
    expect(withWireImageUsage(USAGE, 'anthropic/claude-sonnet-4-6', { messages })).toEqual({
      ...USAGE,
      image: 3293 + 1438,
      estimated: true,
    });
  });

  it("estimates the images of an OpenAI compact request by OpenAI's rule", async () => {
    const { input } = encodeContext('openai-responses', await history());
    expect(wireImages(input)).toHaveLength(2);
    expect(withWireImageUsage(USAGE, 'openai/gpt-4o', { input })).toEqual({
      ...USAGE,
      image: 765 + 765,
      estimated: true,
    });
  });

  it('takes a reported split as it is, and a request without images as 0 image tokens', async () => {
    expect(withWireImageUsage({ ...USAGE, image: 12 }, 'openai/gpt-5', { input: [] })).toEqual({ ...USAGE, image: 12 });
    const text = encodeContext('anthropic', [{ role: 'user', content: 'hello', timestamp: 1 }] as AgentMessage[]);
    expect(withWireImageUsage(USAGE, 'anthropic/claude-sonnet-4-6', text)).toEqual({ ...USAGE, image: 0 });
  });

  it('counts an image sent by URL as one of unknown size, at the ceiling', () => {
    const input = [{ role: 'user', content: [{ type: 'input_image', image_url: 'https://example.com/a.png' }] }];
    expect(withWireImageUsage(USAGE, 'openai/gpt-5', { input })).toEqual({ ...USAGE, image: 5024, estimated: true });
  });
});
