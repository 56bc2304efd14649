import { archiveImageBlocks } from '../../../activities/snapcompact/archive-images';
import { buildSnapcompactArchive } from '../../../activities/snapcompact/build-archive';
import { archiveImageTokens } from '../../../core/snapcompact/archive-cost';
import { loadSnapcompactFonts } from '../../../activities/snapcompact/fonts';
import { InMemoryFrameStore } from '../../../store/frames/frame-store';
import type { AgentMessage } from '../../../core/session/messages';
import type { FontSet } from '../../../core/snapcompact/font';
import { shapeGeometry } from '../../../core/snapcompact/shapes';
import { decodeFrame } from '../../../activities/snapcompact/frame-decoder';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await loadSnapcompactFonts();
});

const turn = (n: number): AgentMessage[] => [
  { role: 'user', content: `Question ${n}: what does module ${n} do? Please explain it in detail.`, timestamp: n },
  {
    role: 'assistant',
    content: [{ type: 'text', text: `Module ${n} parses the input. `.repeat(40) }],
    stopReason: 'stop',
    timestamp: n,
  },
];

describe('buildSnapcompactArchive', () => {
  it('stores frames by address and they decode back to the archived transcript, summary first', async () => {
    const store = new InMemoryFrameStore();
    const model = { id: 'claude-opus-4-8', api: 'anthropic-messages', provider: 'anthropic', input: ['text', 'image'] };
    const result = await buildSnapcompactArchive(
      { messages: [...turn(1), ...turn(2)], model, previousSummary: 'We set up the repository.' },
      { fonts, store },
    );
    expect(result.renderedFrames).toBe(1);
    const [frame] = result.archive.frames;
    expect(frame).toMatchObject({ shape: '6x12-dim', frameSize: 1932, cols: 322, rows: 161, width: 1932 });
    const decoded = await decodeFrame(
      await store.get(frame?.sha256 ?? ''),
      shapeGeometry('6x12-dim', 1932),
      fonts['6x12'],
    );
    expect(
      decoded.text.startsWith(
        '[Summary of earlier history] We set up the repository. [Recent conversation] ¶user:Question 1',
      ),
    ).toBe(true);
    expect(decoded.text.length).toBe(frame?.chars);
    expect(result.summary).toContain('1 image frame attached below');
    expect(result.shortSummary).toBe(
      `Archived ${decoded.text.length.toLocaleString('en-US')} chars of history onto 1 snapcompact frame`,
    );
  });

  it('keeps what an unknown provider cannot carry as a text tail, for OpenRouter up to eight frames', async () => {
    const store = new InMemoryFrameStore();
    const messages = Array.from({ length: 160 }, (_, i) => turn(i)).flat();
    const unknown = await buildSnapcompactArchive(
      {
        messages,
        model: { id: 'gpt-5.5', api: 'openai-completions', provider: 'ramp', input: ['image'] },
        shapeSetting: '8x8r-bw',
      },
      { fonts, store },
    );
    expect(unknown.archive.frames).toHaveLength(5);
    expect(unknown.archive.textTail).toBeDefined();
    expect(unknown.summary).toContain('[Archived history, continued as text]');
    const routed = await buildSnapcompactArchive(
      {
        messages,
        model: { id: 'gpt-5.5', api: 'openai-completions', provider: 'openrouter', input: ['image'] },
        shapeSetting: '8x8r-bw',
      },
      { fonts, store },
    );
    expect(routed.archive.frames).toHaveLength(8);
    expect(routed.archive.frames.every((f) => f.detail === 'original')).toBe(true);
    expect(routed.archive.textTail).toBeDefined();
    expect(routed.archive.totalChars).toBeGreaterThan(unknown.archive.totalChars);
  });
});

describe('re-attaching an archive', () => {
  it('fetches every frame by address as a base64 image block, oldest first, and prices it per API', async () => {
    const store = new InMemoryFrameStore();
    const model = { id: 'gpt-5.5', api: 'openai-responses', provider: 'openai', input: ['image'] };
    const { archive } = await buildSnapcompactArchive(
      { messages: Array.from({ length: 40 }, (_, i) => turn(i)).flat(), model },
      { fonts, store },
    );
    const blocks = await archiveImageBlocks(archive, store);
    expect(blocks).toHaveLength(archive.frames.length);
    expect(blocks.map((b) => [b.type, b.mimeType, b.detail])).toEqual(
      archive.frames.map(() => ['image', 'image/png', 'original']),
    );
    const first = Buffer.from(blocks[0]?.data ?? '', 'base64');
    expect(first.equals(await store.get(archive.frames[0]?.sha256 ?? ''))).toBe(true);
    const heights = archive.frames.map((f) => f.height);
    expect(archiveImageTokens(archive, 'google')).toBe(1120 * heights.length);
    expect(archiveImageTokens(archive, 'openai')).toBe(
      heights.reduce((sum, h) => sum + Math.ceil(49 * Math.ceil(h / 32) * 1.2), 0),
    );
  });
});

describe('thinking in the archive', () => {
  it('is left out for Claude models and kept for others unless configured', async () => {
    const messages: AgentMessage[] = [
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'secret plan' },
          { type: 'text', text: 'answer' },
        ],
        stopReason: 'stop',
        timestamp: 1,
      },
    ];
    const store = new InMemoryFrameStore();
    const decodeFirst = async (model: { id: string; api: string }, includeThinking?: boolean) => {
      const { archive } = await buildSnapcompactArchive(
        {
          messages,
          model: { ...model, input: ['image'] },
          ...(includeThinking === undefined ? {} : { serializeOptions: { includeThinking } }),
        },
        { fonts, store },
      );
      const frame = archive.frames[0];
      const shape = shapeGeometry(frame?.shape ?? '6x12-dim', frame?.frameSize);
      return (await decodeFrame(await store.get(frame?.sha256 ?? ''), shape, fonts[shape.font])).text;
    };
    expect(await decodeFirst({ id: 'claude-sonnet-4-5', api: 'openai-completions' })).toBe('¶ai:answer');
    expect(await decodeFirst({ id: 'gpt-5.5', api: 'openai-responses' })).toBe('¶think:secret plan█¶ai:answer');
    expect(await decodeFirst({ id: 'claude-sonnet-4-5', api: 'anthropic-messages' }, true)).toBe(
      '¶think:secret plan█¶ai:answer',
    );
  });
});
